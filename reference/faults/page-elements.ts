// Faults of page elements (part of STRUCTURE_FAULTS, faults/structure.ts): see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const PAGE_ELEMENT_FAULTS = [
  {
    id: 'after-pe-ignored',
    requirements: ['PAGE-ELEMENT-AFTER-PE'],
    description:
      'after_pe is ignored on page element create: the new page element always goes to the end of the column.',
  },
  {
    id: 'after-pe-places-before',
    requirements: ['PAGE-ELEMENT-AFTER-PE'],
    description:
      'A page element created with after_pe is placed directly before the named page element instead of after it.',
  },
  {
    id: 'page-element-create-answers-201',
    requirements: ['OP-PAGE-ELEMENTS-CREATE'],
    description:
      'POST /page_elements with a JSON body answers 201 instead of 200 (same body, the page element is stored).',
  },
  {
    id: 'page-element-create-not-kept',
    requirements: ['OP-PAGE-ELEMENTS-CREATE'],
    description:
      'POST /page_elements with a JSON body answers the new page element but keeps nothing: a show afterwards answers 404.',
  },
  {
    id: 'page-element-show-first-of-column',
    requirements: ['OP-PAGE-ELEMENTS-SHOW'],
    description:
      'GET /page_elements/:id answers the first page element (by position) of the same column instead of the one of that id.',
  },
  {
    id: 'page-element-update-answers-old',
    requirements: ['OP-PAGE-ELEMENTS-UPDATE'],
    description: 'PUT /page_elements/:id stores the change but answers the page element as it was before the update.',
  },
  {
    id: 'page-element-delete-answers-204',
    // "Delete operations ... return the deleted record" (Conventions 4): a 204 without a body returns none
    requirements: ['OP-PAGE-ELEMENTS-DELETE', 'PAGE-ELEMENT-DELETE-RETURNS-RECORD'],
    description:
      'DELETE /page_elements/:id deletes the page element and answers 204 without a body instead of 200 with the deleted page element.',
  },
  {
    id: 'page-element-move-post-only',
    requirements: ['OP-PAGE-ELEMENTS-MOVE'],
    description: 'The page element move is served only as POST /page_elements/:id/move; PUT answers 404.',
  },
  {
    id: 'page-element-without-question-dependency-type',
    requirements: ['PAGE-ELEMENT-FIELDS'],
    description: 'Page elements in responses lack the question_element_dependency_type field.',
  },
  {
    id: 'page-element-type-snake-case',
    requirements: ['PAGE-ELEMENT-FIELDS'],
    description:
      'Page element element_type is written in snake case (text_block, photo, external_video ...) instead of the listed type names.',
  },
  {
    id: 'page-element-locks-as-integers',
    requirements: ['PAGE-ELEMENT-FIELDS'],
    description:
      'Page element element_locked and content_locked are written as the integers 0 or 1 instead of booleans.',
  },
  {
    id: 'textblock-without-created-without-fck',
    requirements: ['TEXTBLOCK-FIELDS'],
    description: 'TextBlock elements in responses lack the created_without_fck field.',
  },
  {
    id: 'textblock-has-url-as-integer',
    requirements: ['TEXTBLOCK-FIELDS'],
    description: 'TextBlock element has_url is written as the integer 0 or 1 instead of a boolean.',
  },
  {
    id: 'textblock-without-thumbnails',
    requirements: ['TEXTBLOCK-FIELDS'],
    description: 'TextBlock elements in responses lack the thumbnails object.',
  },
  {
    id: 'page-element-create-flat-accepted',
    requirements: ['PAGE-ELEMENT-REQUIRED-FIELDS'],
    description:
      'A page element create without the page_element object is accepted, reading its fields from the top level.',
  },
  {
    id: 'page-element-create-element-optional',
    requirements: ['PAGE-ELEMENT-REQUIRED-FIELDS'],
    description:
      'A page element create without element is accepted and creates an element with default (empty) content.',
  },
  {
    id: 'page-element-create-column-optional',
    // a create without a required field accepted: the input the interface rules out gets no 4xx
    requirements: ['PAGE-ELEMENT-REQUIRED-FIELDS', 'ERROR-BAD-INPUT-4XX'],
    description:
      'A page element create without layout_column_id is accepted: the page element goes into the most recently made layout column.',
  },
  {
    id: 'page-element-element-as-array',
    requirements: ['PAGE-ELEMENT-HAS-ONE-ELEMENT'],
    description: "A page element's element is written as an array holding the Element instead of the Element object.",
  },
  {
    id: 'page-element-element-null',
    requirements: ['PAGE-ELEMENT-HAS-ONE-ELEMENT'],
    description:
      'Page elements are answered without their Element: element is null in every response (element_id still set).',
  },
  {
    id: 'page-element-created-in-first-column',
    requirements: ['PAGE-ELEMENT-IN-COLUMN'],
    description:
      'A page element is created in the first column (by position) of the container of the named layout_column_id instead of that column.',
  },
  {
    id: 'textblock-content-non-ascii-replaced',
    requirements: ['PAGE-ELEMENT-TEXTBLOCK-CONTENT-TEXT'],
    description:
      'TextBlock content is stored with every character outside ASCII replaced by "?", as a store without Unicode would.',
  },
  {
    id: 'textblock-content-newlines-removed',
    requirements: ['PAGE-ELEMENT-TEXTBLOCK-CONTENT-TEXT'],
    description: 'TextBlock content is stored with its line breaks removed (words on two lines run together).',
  },
  {
    id: 'page-element-locked-default-true',
    requirements: ['PAGE-ELEMENT-ELEMENT-LOCKED-DEFAULT'],
    description: 'A page element created without element_locked has element_locked true instead of false.',
  },
  {
    id: 'page-element-content-locked-default-true',
    requirements: ['PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT'],
    description: 'A page element created without content_locked has content_locked true instead of false.',
  },
  {
    id: 'page-element-mirror-enabled-default-null',
    requirements: ['PAGE-ELEMENT-MIRROR-ENABLED-DEFAULT'],
    description: 'A page element created without mirror_enabled has mirror_enabled null instead of false.',
  },
  {
    id: 'page-element-css-class-accepts-256',
    requirements: ['PAGE-ELEMENT-CSS-CLASS-MAXLEN'],
    description: 'A page element custom_css_class of 256 characters is accepted and stored (the limit is 255).',
  },
  {
    id: 'page-element-css-class-rejects-255',
    requirements: ['PAGE-ELEMENT-CSS-CLASS-MAXLEN'],
    description: 'A page element custom_css_class of 255 characters is rejected (the server allows at most 254).',
  },
  {
    id: 'dependent-type-accepted-on-news',
    requirements: ['PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS'],
    description: 'A non-null dependent_type is accepted and stored on a page element of a news article.',
  },
  {
    id: 'dependent-type-default-zero',
    requirements: ['PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS'],
    description:
      'A page element created without dependent_type has dependent_type 0 instead of null (also on news articles).',
  },
  {
    id: 'page-element-update-element-optional',
    requirements: ['PAGE-ELEMENT-UPDATE-REQUIRES-BOTH'],
    description: 'A page element update without element is accepted and applies the page_element fields.',
  },
  {
    id: 'page-element-update-page-element-optional',
    requirements: ['PAGE-ELEMENT-UPDATE-REQUIRES-BOTH'],
    description: 'A page element update without page_element is accepted and applies the element fields.',
  },
  {
    id: 'page-element-update-content-not-stored',
    requirements: ['PAGE-ELEMENT-UPDATE-READ-BACK'],
    description:
      'An element change of a page element update is answered but not stored: a later show returns the old content.',
  },
  {
    id: 'page-element-update-css-class-ignored',
    requirements: ['PAGE-ELEMENT-UPDATE-READ-BACK'],
    description: 'A page element update ignores custom_css_class (the element change is applied).',
  },
  {
    id: 'locked-page-element-deletable',
    requirements: ['PAGE-ELEMENT-LOCKED-NOT-DELETABLE'],
    description: 'A page element with element_locked true is deleted like any other.',
  },
  {
    id: 'locked-page-element-movable',
    requirements: ['PAGE-ELEMENT-LOCKED-NOT-MOVABLE'],
    description: 'A page element with element_locked true is moved like any other.',
  },
  {
    id: 'content-locked-not-enforced',
    requirements: ['PAGE-ELEMENT-CONTENT-LOCKED-ENFORCED'],
    description: 'An update changes the content of a page element with content_locked true.',
  },
  {
    id: 'page-element-delete-answers-wrapped',
    // "200, the deleted Page Element": the object answered in its place carries none of the Page
    // Element's listed fields (Resources > Page Element), no Element ("A Page Element has exactly one
    // Element") and no null for its unset fields (Conventions 3)
    requirements: [
      'PAGE-ELEMENT-DELETE-RETURNS-RECORD',
      'PAGE-ELEMENT-FIELDS',
      'PAGE-ELEMENT-HAS-ONE-ELEMENT',
      'NULL-FOR-UNSET',
    ],
    description:
      'A page element delete answers {"page_element": <the deleted page element>} instead of the page element itself.',
  },
  {
    id: 'page-element-delete-keeps-record',
    requirements: ['PAGE-ELEMENT-DELETE-GONE'],
    description:
      'A page element delete answers the deleted page element but deletes nothing: a show still answers 200 and the column still holds it.',
  },
  {
    id: 'page-element-move-result-object',
    requirements: ['PAGE-ELEMENT-MOVE-RESULT-STRING'],
    description:
      'The page element move answers layout_container as a JSON object (the page element) instead of a string holding its JSON.',
  },
  {
    id: 'page-element-move-result-container-json',
    requirements: ['PAGE-ELEMENT-MOVE-RESULT-STRING'],
    description:
      'The page element move answers layout_container as a string holding the target Layout Container as JSON instead of the moved Page Element.',
  },
  {
    id: 'page-element-move-not-stored',
    requirements: ['PAGE-ELEMENT-MOVE-TARGET-COLUMN'],
    description:
      'The page element move answers the page element in the target column but stores nothing: it stays in its source column.',
  },
  {
    id: 'page-element-create-takes-sent-id',
    requirements: ['PAGE-ELEMENT-ID-ASSIGNED'],
    description:
      'A page element create takes the id its page_element sends (an id is assigned by the service): the page element that had that id is replaced by the new one.',
  },
  {
    id: 'page-element-update-stores-timestamps',
    requirements: ['PAGE-ELEMENT-TIMESTAMPS-READ-ONLY'],
    description:
      'A page element update stores the created_on and updated_on its page_element sends (read-only fields) instead of ignoring them.',
  },
] as const satisfies readonly FaultDefinition[];
