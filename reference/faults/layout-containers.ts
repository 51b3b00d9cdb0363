// Faults of layout containers (part of STRUCTURE_FAULTS, faults/structure.ts): see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const LAYOUT_CONTAINER_FAULTS = [
  {
    id: 'layout-type-default-two-column',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT'],
    description:
      'A layout container created without layout_type gets twoColumn5050 (two columns) instead of oneColumn.',
  },
  {
    id: 'layout-type-default-three-column',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT'],
    description:
      'A layout container created without layout_type gets threeColumn333333 (three columns) instead of oneColumn.',
  },
  {
    id: 'deleted-container-keeps-columns',
    requirements: ['LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS'],
    description:
      "The response of a layout container delete still lists the container's columns instead of an empty layout_columns.",
  },
  {
    id: 'container-create-answers-201',
    requirements: ['OP-LAYOUT-CONTAINERS-CREATE'],
    description: 'POST /layout_containers answers 201 instead of 200 (same body, the container is stored).',
  },
  {
    id: 'container-create-not-kept',
    requirements: ['OP-LAYOUT-CONTAINERS-CREATE'],
    description:
      'POST /layout_containers answers 200 with the new container but keeps nothing: a show afterwards answers 404.',
  },
  {
    id: 'container-show-first-of-node',
    requirements: ['OP-LAYOUT-CONTAINERS-SHOW'],
    description:
      'GET /layout_containers/:id answers the first container (by position) of the same content node instead of the container of that id.',
  },
  {
    id: 'container-update-answers-old',
    requirements: ['OP-LAYOUT-CONTAINERS-UPDATE'],
    description: 'PUT /layout_containers/:id stores the change but answers the container as it was before the update.',
  },
  {
    id: 'container-move-answers-before',
    requirements: ['OP-LAYOUT-CONTAINERS-MOVE'],
    description:
      'The layout container move is done but answers the container as it was before the move (still in the source content node).',
  },
  {
    id: 'container-delete-answers-204',
    requirements: ['OP-LAYOUT-CONTAINERS-DELETE', 'LAYOUT-CONTAINER-DELETE-RETURNS-RECORD'],
    description:
      'DELETE /layout_containers/:id deletes the container and answers 204 without a body instead of 200 with the deleted container.',
  },
  {
    id: 'container-without-mirror-target-id',
    requirements: ['LAYOUT-CONTAINER-FIELDS', 'NULL-FOR-UNSET'],
    description: 'Layout containers in responses lack the mirror_target_id field (instead of null when unset).',
  },
  {
    id: 'container-locked-as-integer',
    requirements: ['LAYOUT-CONTAINER-FIELDS'],
    description: 'Layout container locked is written as the integer 0 or 1 instead of a boolean.',
  },
  {
    id: 'container-position-as-string',
    requirements: ['LAYOUT-CONTAINER-FIELDS'],
    description: 'Layout container position is written as a string ("1") instead of an integer.',
  },
  {
    id: 'column-without-layout-container-id',
    requirements: ['LAYOUT-COLUMN-FIELDS'],
    description: 'Layout columns in responses lack the layout_container_id field.',
  },
  {
    id: 'column-page-elements-null-when-empty',
    requirements: ['LAYOUT-COLUMN-FIELDS'],
    description: 'An empty layout column has page_elements null instead of an empty array.',
  },
  {
    id: 'column-container-id-is-content-node',
    requirements: ['LAYOUT-COLUMN-FIELDS'],
    description:
      "A layout column's layout_container_id holds the content node id of its container instead of the container id.",
  },
  {
    id: 'column-positions-zero-based',
    requirements: ['LAYOUT-COLUMN-POSITIONS'],
    description: 'Layout column positions are written 0-based (0 to n-1) instead of 1-based.',
  },
  {
    id: 'column-positions-all-one',
    requirements: ['LAYOUT-COLUMN-POSITIONS'],
    description: 'Every layout column of a container is written with position 1 instead of 1 to n.',
  },
  {
    id: 'container-create-site-id-optional',
    requirements: ['LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS'],
    description: 'A layout container create without site_id is accepted (the site is taken from the content node).',
  },
  {
    id: 'container-create-flat-fields-accepted',
    requirements: ['LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS'],
    description:
      'A layout container create without the layout_container object is accepted, reading content_node_id and layout_type from the top level.',
  },
  {
    id: 'container-create-answers-no-columns',
    requirements: ['LAYOUT-CONTAINER-CREATE-HAS-COLUMN'],
    description:
      'The response of a layout container create has an empty layout_columns (the columns are made and shown by later reads).',
  },
  {
    id: 'layout-type-unknown-accepted-on-create',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM'],
    description: 'An unknown layout_type on create is accepted: the container is created as oneColumn.',
  },
  {
    id: 'layout-type-unknown-ignored-on-update',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM'],
    description:
      'An unknown layout_type on update is ignored: the update answers 200 and leaves the container as it was.',
  },
  {
    id: 'layout-type-252550-rejected',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM'],
    description: 'The listed layout_type threeColumn252550 is rejected (400) on create and on update.',
  },
  {
    id: 'container-locked-default-true',
    requirements: ['LAYOUT-CONTAINER-LOCKED-DEFAULT'],
    description: 'A layout container created without locked is locked (true) instead of false.',
  },
  {
    id: 'columns-onecolumn-gets-two',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-ONECOLUMN'],
    description: 'A oneColumn container (created or updated through the layout container endpoints) gets two columns.',
  },
  {
    id: 'columns-twocolumn5050-gets-one',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050'],
    description: 'A twoColumn5050 container gets one column instead of two.',
  },
  {
    id: 'columns-twocolumn6633-gets-three',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN6633'],
    description: 'A twoColumn6633 container gets three columns instead of two.',
  },
  {
    id: 'columns-twocolumn3366-gets-one',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN3366'],
    description: 'A twoColumn3366 container gets one column instead of two.',
  },
  {
    id: 'columns-threecolumn333333-gets-two',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-THREECOLUMN333333'],
    description: 'A threeColumn333333 container gets two columns instead of three.',
  },
  {
    id: 'columns-threecolumn502525-gets-two',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-THREECOLUMN502525'],
    description: 'A threeColumn502525 container gets two columns (the 25% ones merged) instead of three.',
  },
  {
    id: 'columns-threecolumn255025-gets-one',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-THREECOLUMN255025'],
    description: 'A threeColumn255025 container gets one column instead of three.',
  },
  {
    id: 'columns-threecolumn252550-gets-two',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-THREECOLUMN252550'],
    description: 'A threeColumn252550 container gets two columns instead of three.',
  },
  {
    id: 'grow-to-three-columns-keeps-old',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-MAX-THREE'],
    description:
      'Updating a container with fewer columns to a three-column layout_type appends three new columns to the old ones (four or five columns).',
  },
  {
    id: 'shrink-to-one-column-removes-all',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-MAX-THREE'],
    description:
      'Updating a container with several columns to oneColumn removes every column (zero columns; its page elements go with them).',
  },
  {
    id: 'layout-type-update-keeps-columns',
    requirements: ['LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS'],
    description:
      'A layout_type update changes layout_type but leaves the columns as they were (oneColumn to twoColumn5050 keeps one column).',
  },
  {
    id: 'layout-type-shrink-keeps-extra-columns',
    requirements: ['LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS'],
    description:
      'A layout_type update to a type with fewer columns keeps the extra columns (growing still adds columns).',
  },
  {
    id: 'container-update-position-not-stored',
    requirements: ['LAYOUT-CONTAINER-UPDATE-READ-BACK'],
    description: 'A position update is answered with the new position but not stored: a show returns the old position.',
  },
  {
    id: 'container-update-sets-locked',
    requirements: ['LAYOUT-CONTAINER-UPDATE-READ-BACK'],
    description: 'Any layout container update also sets locked to true, a field the update did not name.',
  },
  {
    id: 'container-move-drops-page-elements',
    requirements: ['LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT'],
    description: 'A moved layout container arrives with its columns but the page elements of its columns are deleted.',
  },
  {
    id: 'container-move-new-columns',
    requirements: ['LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT'],
    description:
      'A moved layout container arrives with new, empty columns: its old columns and their page elements are deleted.',
  },
  {
    id: 'container-move-copies',
    requirements: ['LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE'],
    description:
      'The move makes a new container (new id, new columns, the page elements carried) in the target and leaves the original, emptied, in the source content node; it answers the new one.',
  },
  {
    id: 'container-move-site-id-optional',
    requirements: ['LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED'],
    description: 'A layout container move without site_id is done (the site is taken from the container).',
  },
  {
    id: 'container-delete-answers-success',
    requirements: ['LAYOUT-CONTAINER-DELETE-RETURNS-RECORD', 'LAYOUT-CONTAINER-FIELDS', 'NULL-FOR-UNSET'],
    description: 'A layout container delete answers 200 {"success": true} instead of the deleted container.',
  },
  {
    id: 'container-delete-keeps-record',
    requirements: ['LAYOUT-CONTAINER-DELETE-GONE'],
    description:
      'A layout container delete answers the deleted container (empty layout_columns) but deletes nothing: a show still answers 200.',
  },
  {
    id: 'container-create-takes-sent-id',
    requirements: ['LAYOUT-CONTAINER-ID-ASSIGNED'],
    description:
      'A layout container create takes the id its layout_container sends (an id is assigned by the service): the container that had that id is replaced by the new one.',
  },
] as const satisfies readonly FaultDefinition[];
