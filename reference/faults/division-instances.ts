// Faults of division instances (and their divisions) (part of LEAGUES_TEAMS_FAULTS, faults/leagues-teams.ts): see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const DIVISION_INSTANCE_FAULTS = [
  {
    id: 'division-instances-index-wrapped',
    requirements: ['OP-DIVISION-INSTANCES-INDEX'],
    description: 'GET /division_instances answers an object {"division_instances": [...]} instead of an array.',
  },
  {
    id: 'division-instance-create-new-refused',
    requirements: ['OP-DIVISION-INSTANCES-CREATE-NEW'],
    description: 'POST /division_instances with existing_or_new new and a division object is refused with 400.',
  },
  {
    id: 'division-instance-create-existing-refused',
    requirements: ['OP-DIVISION-INSTANCES-CREATE-EXISTING'],
    description:
      'POST /division_instances with parent_node_id and division_id (the existing form) is refused with 400.',
  },
  {
    id: 'division-instance-update-status-201',
    requirements: ['OP-DIVISION-INSTANCES-UPDATE'],
    description: 'PUT /division_instances/:id answers 201 instead of 200 (with the updated Division Instance).',
  },
  {
    id: 'division-instance-update-404',
    requirements: ['OP-DIVISION-INSTANCES-UPDATE'],
    description: 'PUT /division_instances/:id answers 404 for every division instance.',
  },
  {
    id: 'division-instance-non-standing-string',
    requirements: ['DIVISION-INSTANCE-FIELDS'],
    description: 'Division Instances carry non_standing as the text "true"/"false" instead of a boolean.',
  },
  {
    id: 'division-instance-created-at-missing',
    requirements: ['DIVISION-INSTANCE-FIELDS'],
    description: 'Division Instances leave out the field created_at.',
  },
  {
    id: 'division-button-title-missing',
    // a listed field that may be unset is sent as null, never left out ("Unset values are JSON null", Conventions 3): leaving it out breaks NULL-FOR-UNSET too
    requirements: ['DIVISION-FIELDS', 'NULL-FOR-UNSET'],
    description: 'Divisions (nested in the league instance tree) leave out the field button_title.',
  },
  {
    id: 'division-color-leading-hash',
    // Division colours are strings (Resources > Division; the hex form is stated for League colours
    // only), so a hash breaks no field type: what it breaks is a new division carrying the colours sent
    requirements: ['DIVISION-INSTANCE-CREATE-NEW-DIVISION-FIELDS'],
    description: 'Division colours (nested in the league instance tree) carry a leading hash (#1f4e8c).',
  },
  {
    id: 'division-instance-create-without-parent-default',
    requirements: ['DIVISION-INSTANCE-CREATE-PARENT-REQUIRED'],
    description:
      "POST /division_instances without parent_node_id places the instance under the current subseason of the division's league (a new division: of the default site's first league), even where that division already has an instance.",
  },
  {
    id: 'division-instance-create-existing-copies-division',
    requirements: ['DIVISION-INSTANCE-CREATE-EXISTING-DIVISION'],
    description:
      'The existing form of POST /division_instances makes a copy of the division (a new division id) instead of using division_id.',
  },
  {
    id: 'division-instance-create-new-ignores-name',
    requirements: ['DIVISION-INSTANCE-CREATE-NEW-DIVISION'],
    description:
      'The new form of POST /division_instances names the new division "New Division" whatever name is given.',
  },
  {
    id: 'division-instance-create-new-ignores-button-title',
    requirements: ['DIVISION-INSTANCE-CREATE-NEW-DIVISION-FIELDS'],
    description:
      'The new form of POST /division_instances gives the new division its name as button_title, whatever button_title is given.',
  },
  {
    id: 'division-instance-create-new-other-subseason',
    requirements: ['DIVISION-INSTANCE-CREATE-NEW-DIVISION'],
    description:
      'The new form of POST /division_instances places the instance under another subseason of the same league instance instead of under parent_node_id.',
  },
  {
    id: 'division-instance-max-points-string-on-create',
    requirements: ['DIVISION-INSTANCE-MAX-POINTS-BEFORE-UPDATE'],
    description:
      'A created division instance holds max_standings_points as text from the start, before any update ("0.0" when none is sent, a decimal column\'s default printed as a string): the create answer, the index and the tree carry the string.',
  },
  {
    id: 'max-standings-points-string-truncated',
    requirements: ['DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING'],
    description:
      'After an update, max_standings_points comes back as a string of the whole part of the number sent (12.5 becomes "12").',
  },
  {
    id: 'division-instance-update-not-stored',
    requirements: ['DIVISION-INSTANCE-UPDATE-READ-BACK'],
    description:
      'PUT /division_instances/:id answers with the change but does not store it: the index returns the old values.',
  },
  {
    id: 'division-instance-update-ignores-non-standing',
    requirements: ['DIVISION-INSTANCE-UPDATE-READ-BACK'],
    description: 'PUT /division_instances/:id ignores non_standing (the response and the index keep the old value).',
  },
  {
    id: 'division-instance-delete-refused',
    requirements: ['OP-DIVISION-INSTANCES-DELETE'],
    description: 'DELETE /division_instances/:id answers 409 and keeps the division instance.',
  },
  {
    id: 'division-instance-delete-returns-empty',
    // "200, the deleted Division Instance" (Division instances delete): the object answered in its place lacks the Division Instance fields (Resources > Division Instance) and leaves out max_standings_points instead of null (Conventions 3)
    requirements: ['DIVISION-INSTANCE-DELETE-RETURNS-RECORD', 'DIVISION-INSTANCE-FIELDS', 'NULL-FOR-UNSET'],
    description:
      'DELETE /division_instances/:id deletes the instance and answers 200 with an empty object instead of the deleted record.',
  },
  {
    id: 'division-instance-delete-returns-division',
    // "200, the deleted Division Instance" (Division instances delete): the object answered in its place lacks the Division Instance fields (Resources > Division Instance) and leaves out max_standings_points instead of null (Conventions 3)
    requirements: ['DIVISION-INSTANCE-DELETE-RETURNS-RECORD', 'DIVISION-INSTANCE-FIELDS', 'NULL-FOR-UNSET'],
    description:
      'DELETE /division_instances/:id deletes the instance and answers with its Division instead of the deleted Division Instance.',
  },
  {
    id: 'division-instance-delete-keeps-record',
    requirements: ['DIVISION-INSTANCE-DELETE-GONE'],
    description: 'DELETE /division_instances/:id answers 200 with the record but does not delete it.',
  },
] as const satisfies readonly FaultDefinition[];
