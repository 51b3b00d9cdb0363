// Faults of layout containers, page elements, photos, videos and pages: see reference/faults.ts.
import type { FaultDefinition } from '../fault-definition.ts';

export const STRUCTURE_FAULTS = [
  // ------------------------------------------------------------------ layout containers
  {
    id: 'layout-type-default-two-column',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT'],
    description: 'A layout container created without layout_type gets twoColumn5050 (two columns) instead of oneColumn.',
  },
  {
    id: 'layout-type-default-three-column',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT'],
    description: 'A layout container created without layout_type gets threeColumn333333 (three columns) instead of oneColumn.',
  },
  {
    id: 'deleted-container-keeps-columns',
    requirements: ['LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS'],
    description: 'The response of a layout container delete still lists the container\'s columns instead of an empty layout_columns.',
  },
  {
    id: 'deleted-container-columns-null',
    requirements: ['LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS'],
    description: 'The response of a layout container delete has layout_columns null instead of an empty array.',
  },
  {
    id: 'deleted-container-columns-absent',
    requirements: ['LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS'],
    description: 'The response of a layout container delete has no layout_columns key at all instead of an empty array.',
  },
  {
    id: 'container-create-answers-201',
    requirements: ['OP-LAYOUT-CONTAINERS-CREATE'],
    description: 'POST /layout_containers answers 201 instead of 200 (same body, the container is stored).',
  },
  {
    id: 'container-create-not-kept',
    requirements: ['OP-LAYOUT-CONTAINERS-CREATE'],
    description: 'POST /layout_containers answers 200 with the new container but keeps nothing: a show afterwards answers 404.',
  },
  {
    id: 'container-show-first-of-node',
    requirements: ['OP-LAYOUT-CONTAINERS-SHOW'],
    description: 'GET /layout_containers/:id answers the first container (by position) of the same content node instead of the container of that id.',
  },
  {
    id: 'container-update-answers-old',
    requirements: ['OP-LAYOUT-CONTAINERS-UPDATE'],
    description: 'PUT /layout_containers/:id stores the change but answers the container as it was before the update.',
  },
  {
    id: 'container-move-answers-before',
    requirements: ['OP-LAYOUT-CONTAINERS-MOVE'],
    description: 'The layout container move is done but answers the container as it was before the move (still in the source content node).',
  },
  {
    id: 'container-delete-answers-204',
    requirements: ['OP-LAYOUT-CONTAINERS-DELETE'],
    description: 'DELETE /layout_containers/:id deletes the container and answers 204 without a body instead of 200 with the deleted container.',
  },
  {
    id: 'container-without-mirror-target-id',
    requirements: ['LAYOUT-CONTAINER-FIELDS'],
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
    id: 'container-show-without-layout-columns',
    requirements: ['LAYOUT-CONTAINER-FIELDS'],
    description: 'GET /layout_containers/:id answers the container without its layout_columns key (the other operations include it).',
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
    description: 'A layout column\'s layout_container_id holds the content node id of its container instead of the container id.',
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
    description: 'A layout container create without the layout_container object is accepted, reading content_node_id and layout_type from the top level.',
  },
  {
    id: 'container-create-answers-no-columns',
    requirements: ['LAYOUT-CONTAINER-CREATE-HAS-COLUMN'],
    description: 'The response of a layout container create has an empty layout_columns (the columns are made and shown by later reads).',
  },
  {
    id: 'layout-type-unknown-accepted-on-create',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM'],
    description: 'An unknown layout_type on create is accepted: the container is created as oneColumn.',
  },
  {
    id: 'layout-type-unknown-ignored-on-update',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM'],
    description: 'An unknown layout_type on update is ignored: the update answers 200 and leaves the container as it was.',
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
    description: 'Updating a container with fewer columns to a three-column layout_type appends three new columns to the old ones (four or five columns).',
  },
  {
    id: 'shrink-to-one-column-removes-all',
    requirements: ['LAYOUT-CONTAINER-COLUMNS-MAX-THREE'],
    description: 'Updating a container with several columns to oneColumn removes every column (zero columns; its page elements go with them).',
  },
  {
    id: 'layout-type-update-keeps-columns',
    requirements: ['LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS'],
    description: 'A layout_type update changes layout_type but leaves the columns as they were (oneColumn to twoColumn5050 keeps one column).',
  },
  {
    id: 'layout-type-shrink-keeps-extra-columns',
    requirements: ['LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS'],
    description: 'A layout_type update to a type with fewer columns keeps the extra columns (growing still adds columns).',
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
    description: 'A moved layout container arrives with new, empty columns: its old columns and their page elements are deleted.',
  },
  {
    id: 'container-move-copies',
    requirements: ['LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE'],
    description: 'The move makes a new container (new id, new columns, the page elements carried) in the target and leaves the original, emptied, in the source content node; it answers the new one.',
  },
  {
    id: 'container-move-site-id-optional',
    requirements: ['LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED'],
    description: 'A layout container move without site_id is done (the site is taken from the container).',
  },
  {
    id: 'container-delete-answers-success',
    requirements: ['LAYOUT-CONTAINER-DELETE-RETURNS-RECORD'],
    description: 'A layout container delete answers 200 {"success": true} instead of the deleted container.',
  },
  {
    id: 'container-delete-keeps-record',
    requirements: ['LAYOUT-CONTAINER-DELETE-GONE'],
    description: 'A layout container delete answers the deleted container (empty layout_columns) but deletes nothing: a show still answers 200.',
  },

  // ------------------------------------------------------------------ page elements
  {
    id: 'after-pe-ignored',
    requirements: ['PAGE-ELEMENT-AFTER-PE'],
    description: 'after_pe is ignored on page element create: the new page element always goes to the end of the column.',
  },
  {
    id: 'after-pe-places-before',
    requirements: ['PAGE-ELEMENT-AFTER-PE'],
    description: 'A page element created with after_pe is placed directly before the named page element instead of after it.',
  },
  {
    id: 'page-element-create-answers-201',
    requirements: ['OP-PAGE-ELEMENTS-CREATE'],
    description: 'POST /page_elements with a JSON body answers 201 instead of 200 (same body, the page element is stored).',
  },
  {
    id: 'page-element-create-not-kept',
    requirements: ['OP-PAGE-ELEMENTS-CREATE'],
    description: 'POST /page_elements with a JSON body answers the new page element but keeps nothing: a show afterwards answers 404.',
  },
  {
    id: 'page-element-show-first-of-column',
    requirements: ['OP-PAGE-ELEMENTS-SHOW'],
    description: 'GET /page_elements/:id answers the first page element (by position) of the same column instead of the one of that id.',
  },
  {
    id: 'page-element-update-answers-old',
    requirements: ['OP-PAGE-ELEMENTS-UPDATE'],
    description: 'PUT /page_elements/:id stores the change but answers the page element as it was before the update.',
  },
  {
    id: 'page-element-delete-answers-204',
    requirements: ['OP-PAGE-ELEMENTS-DELETE'],
    description: 'DELETE /page_elements/:id deletes the page element and answers 204 without a body instead of 200 with the deleted page element.',
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
    description: 'Page element element_type is written in snake case (text_block, photo, external_video ...) instead of the listed type names.',
  },
  {
    id: 'page-element-locks-as-integers',
    requirements: ['PAGE-ELEMENT-FIELDS'],
    description: 'Page element element_locked and content_locked are written as the integers 0 or 1 instead of booleans.',
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
    description: 'A page element create without the page_element object is accepted, reading its fields from the top level.',
  },
  {
    id: 'page-element-create-element-optional',
    requirements: ['PAGE-ELEMENT-REQUIRED-FIELDS'],
    description: 'A page element create without element is accepted and creates an element with default (empty) content.',
  },
  {
    id: 'page-element-create-column-optional',
    requirements: ['PAGE-ELEMENT-REQUIRED-FIELDS'],
    description: 'A page element create without layout_column_id is accepted: the page element goes into the most recently made layout column.',
  },
  {
    id: 'page-element-element-as-array',
    requirements: ['PAGE-ELEMENT-HAS-ONE-ELEMENT'],
    description: 'A page element\'s element is written as an array holding the Element instead of the Element object.',
  },
  {
    id: 'page-element-element-null',
    requirements: ['PAGE-ELEMENT-HAS-ONE-ELEMENT'],
    description: 'Page elements are answered without their Element: element is null in every response (element_id still set).',
  },
  {
    id: 'page-element-created-in-first-column',
    requirements: ['PAGE-ELEMENT-IN-COLUMN'],
    description: 'A page element is created in the first column (by position) of the container of the named layout_column_id instead of that column.',
  },
  {
    id: 'textblock-content-non-ascii-as-entities',
    requirements: ['PAGE-ELEMENT-TEXTBLOCK-CONTENT-VERBATIM'],
    description: 'TextBlock content is stored with every character outside ASCII turned into a numeric HTML entity.',
  },
  {
    id: 'textblock-content-newlines-removed',
    requirements: ['PAGE-ELEMENT-TEXTBLOCK-CONTENT-VERBATIM'],
    description: 'TextBlock content is stored with its line breaks removed.',
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
    description: 'A page element created without dependent_type has dependent_type 0 instead of null (also on news articles).',
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
    description: 'An element change of a page element update is answered but not stored: a later show returns the old content.',
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
    requirements: ['PAGE-ELEMENT-DELETE-RETURNS-RECORD'],
    description: 'A page element delete answers {"page_element": <the deleted page element>} instead of the page element itself.',
  },
  {
    id: 'page-element-delete-keeps-record',
    requirements: ['PAGE-ELEMENT-DELETE-GONE'],
    description: 'A page element delete answers the deleted page element but deletes nothing: a show still answers 200 and the column still holds it.',
  },
  {
    id: 'page-element-move-result-object',
    requirements: ['PAGE-ELEMENT-MOVE-RESULT-STRING'],
    description: 'The page element move answers layout_container as a JSON object (the page element) instead of a string holding its JSON.',
  },
  {
    id: 'page-element-move-result-container-json',
    requirements: ['PAGE-ELEMENT-MOVE-RESULT-STRING'],
    description: 'The page element move answers layout_container as a string holding the target Layout Container as JSON instead of the moved Page Element.',
  },
  {
    id: 'page-element-move-not-stored',
    requirements: ['PAGE-ELEMENT-MOVE-TARGET-COLUMN'],
    description: 'The page element move answers the page element in the target column but stores nothing: it stays in its source column.',
  },

  // ------------------------------------------------------------------ photos
  {
    id: 'photo-has-url-accepts-6',
    requirements: ['PHOTO-HAS-URL-RANGE'],
    description: 'A photo element has_url of 6 is accepted and stored (the range is 1 to 5).',
  },
  {
    id: 'photo-has-url-accepts-0',
    requirements: ['PHOTO-HAS-URL-RANGE'],
    description: 'A photo element has_url of 0 is accepted and stored (the range is 1 to 5).',
  },
  {
    id: 'photo-has-url-rejects-5',
    requirements: ['PHOTO-HAS-URL-RANGE'],
    description: 'A photo element has_url of 5 is rejected (the server allows 1 to 4).',
  },
  {
    id: 'photo-upload-file-refused',
    requirements: ['OP-PHOTO-ELEMENT-UPLOAD'],
    description: 'A photo element upload with an image file (multipart) is refused with 400: only an image location string is taken.',
  },
  {
    id: 'photo-without-enlargeable',
    requirements: ['PHOTO-FIELDS'],
    description: 'Photo elements in responses lack the enlargeable field.',
  },
  {
    id: 'photo-show-original-as-string',
    requirements: ['PHOTO-FIELDS'],
    description: 'Photo element show_original is written as the string "true" or "false" instead of a boolean.',
  },
  {
    id: 'photo-caption-missing',
    requirements: ['PHOTO-FIELDS'],
    description: 'Photo elements in responses lack the caption field.',
  },
  {
    id: 'photo-has-url-as-string',
    requirements: ['PHOTO-FIELDS'],
    description: 'Photo element has_url is written as a string ("5") instead of an integer.',
  },
  {
    id: 'photo-cutline-accepts-256',
    requirements: ['PHOTO-CUTLINE-MAXLEN'],
    description: 'A photo cutline of 256 characters is accepted and stored (the limit is 255).',
  },
  {
    id: 'photo-cutline-rejects-255',
    requirements: ['PHOTO-CUTLINE-MAXLEN'],
    description: 'A photo cutline of 255 characters is rejected (the server allows at most 254).',
  },
  {
    id: 'photo-cutline-truncated',
    requirements: ['PHOTO-CUTLINE-MAXLEN'],
    description: 'A photo cutline longer than 255 characters is cut to 255 and accepted instead of rejected.',
  },
  {
    id: 'photo-url-accepts-256',
    requirements: ['PHOTO-URL-MAXLEN'],
    description: 'A photo url of 256 characters is accepted and stored (the limit is 255).',
  },
  {
    id: 'photo-url-rejects-255',
    requirements: ['PHOTO-URL-MAXLEN'],
    description: 'A photo url of 255 characters is rejected (the server allows at most 254).',
  },
  {
    id: 'photo-protocol-accepts-any',
    requirements: ['PHOTO-PROTOCOL-ENUM'],
    description: 'A photo protocol outside http://, https:// and mailto: (such as ftp://) is accepted and stored.',
  },
  {
    id: 'photo-protocol-rejects-mailto',
    requirements: ['PHOTO-PROTOCOL-ENUM'],
    description: 'The listed photo protocol mailto: is rejected (only http:// and https:// are taken).',
  },
  {
    id: 'photo-url-optional-with-has-url',
    requirements: ['PHOTO-URL-REQUIRED-WITH-HAS-URL'],
    description: 'A photo with has_url set and no url is accepted.',
  },
  {
    id: 'photo-protocol-optional-with-has-url',
    requirements: ['PHOTO-PROTOCOL-REQUIRED-WITH-HAS-URL'],
    description: 'A photo with has_url set and no protocol is accepted (nothing is stored as protocol).',
  },
  {
    id: 'photo-thumbnails-without-medium',
    requirements: ['PHOTO-THUMBNAILS'],
    description: 'Photo element thumbnails lack the medium key (thumb, small and large only).',
  },
  {
    id: 'photo-thumbnails-as-objects',
    requirements: ['PHOTO-THUMBNAILS'],
    description: 'Photo element thumbnails hold objects {"url": ...} instead of URL strings.',
  },

  // ------------------------------------------------------------------ videos
  {
    id: 'uploaded-video-element-not-kept',
    requirements: ['OP-UPLOADED-VIDEO-ELEMENT-CREATE'],
    description: 'An uploaded video page element (multipart) is answered with 200 but not kept: a show afterwards answers 404 and the column does not hold it.',
  },
  {
    id: 'page-elements-form-body-refused',
    requirements: ['OP-EXTERNAL-VIDEO-ELEMENT-CREATE'],
    description: 'POST /page_elements refuses URL-encoded form bodies (415), so the external video request cannot be made.',
  },
  {
    id: 'external-video-element-type-link',
    requirements: ['VIDEO-ELEMENT-TYPE'],
    description: 'An external video page element has element_type Link instead of a video type.',
  },
  {
    id: 'uploaded-video-element-type-mirror',
    requirements: ['VIDEO-ELEMENT-TYPE'],
    description: 'An uploaded video page element has element_type Mirror instead of a video type.',
  },
  {
    id: 'uploaded-video-delete-page-video-404',
    requirements: ['OP-UPLOADED-VIDEOS-DELETE'],
    description: 'DELETE /uploaded_videos/:id answers 404 for a video uploaded through a page element (only gallery videos can be deleted).',
  },

  // ------------------------------------------------------------------ pages
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
    id: 'page-without-deleted-tree-id',
    requirements: ['PAGE-FIELDS'],
    description: 'Pages in responses lack the deleted_tree_id field (present and null in the interface\'s example).',
  },
  {
    id: 'page-cache-timeout-as-string',
    requirements: ['PAGE-FIELDS'],
    description: 'Page cache_timeout is written as a string ("0") instead of an integer.',
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
    description: 'A page is created public whatever display_status it was given (a valid value is accepted, then ignored).',
  },
  {
    id: 'page-site-id-not-echoed',
    requirements: ['PAGE-CREATE-ECHOES-INPUT'],
    description: 'A created page answers site_id holding its page node id (node_id) instead of the site it was created on.',
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
