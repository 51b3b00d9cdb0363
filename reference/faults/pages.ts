// Faults of pages (part of STRUCTURE_FAULTS, faults/structure.ts): see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const PAGE_FAULTS = [
  {
    id: 'page-create-answers-201',
    requirements: ['OP-PAGES-CREATE'],
    description: 'POST /pages answers 201 instead of 200 (same body, the page is stored).',
  },
  {
    id: 'page-without-lft-rgt',
    requirements: ['PAGE-FIELDS'],
    description: 'Pages in responses lack the lft and rgt fields.',
  },
  {
    id: 'page-in-trash-as-integer',
    requirements: ['PAGE-FIELDS'],
    description: 'Page in_trash is written as the integer 0 or 1 instead of a boolean.',
  },
  {
    id: 'page-title-from-button-title',
    requirements: ['PAGE-CREATE-ECHOES-INPUT'],
    description: 'A page is created with page_title set to the button_title it was given, ignoring its page_title.',
  },
  {
    id: 'page-parent-id-not-echoed',
    requirements: ['PAGE-CREATE-ECHOES-INPUT'],
    description: 'A page created under a parent answers parent_id null (the page is placed under the parent).',
  },
  {
    id: 'page-display-status-always-public',
    requirements: ['PAGE-CREATE-ECHOES-INPUT'],
    description:
      'A page is created public whatever display_status it was given (a valid value is accepted, then ignored).',
  },
  {
    id: 'page-site-id-not-echoed',
    requirements: ['PAGE-CREATE-ECHOES-INPUT'],
    description:
      'A created page answers site_id holding its page node id (node_id) instead of the site it was created on.',
  },
  {
    id: 'page-display-status-unknown-accepted',
    requirements: ['PAGE-DISPLAY-STATUS-ENUM'],
    description: 'An unknown page display_status is accepted: the page is created public.',
  },
  {
    id: 'page-display-status-private-rejected',
    requirements: ['PAGE-DISPLAY-STATUS-ENUM'],
    description: 'The listed page display_status private is rejected (400).',
  },
  {
    id: 'page-layout-template-unknown-accepted',
    requirements: ['PAGE-LAYOUT-TEMPLATE-ENUM'],
    description: 'An unknown page layout_template is accepted: the page is created one_panel.',
  },
  {
    id: 'page-layout-template-three-panel-rejected',
    requirements: ['PAGE-LAYOUT-TEMPLATE-ENUM'],
    description: 'The listed page layout_template three_panel is rejected (400).',
  },
  {
    id: 'page-node-type-lowercase',
    requirements: ['PAGE-NODE-TYPE'],
    description: 'A page has node_type page (lower case) instead of Page.',
  },
  {
    id: 'page-created-without-container',
    requirements: ['PAGE-HOLDS-CONTAINER-AND-COLUMN'],
    description: 'A new page holds no layout container (its content node is empty).',
  },
  {
    id: 'page-container-without-column',
    requirements: ['PAGE-HOLDS-CONTAINER-AND-COLUMN'],
    description: 'A new page holds a layout container without any layout column.',
  },
] as const satisfies readonly FaultDefinition[];
