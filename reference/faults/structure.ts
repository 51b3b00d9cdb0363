// Faults of layout containers, page elements, photos, videos and pages: see reference/faults.ts.
import type { FaultDefinition } from '../faults.ts';

export const STRUCTURE_FAULTS = [
  {
    id: 'layout-type-default-two-column',
    requirements: ['LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT'],
    description: 'A layout container created without layout_type gets twoColumn5050 (two columns) instead of oneColumn.',
  },
  {
    id: 'deleted-container-keeps-columns',
    requirements: ['LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS'],
    description: 'The response of a layout container delete still lists the container\'s columns instead of an empty layout_columns.',
  },
  {
    id: 'after-pe-ignored',
    requirements: ['PAGE-ELEMENT-AFTER-PE'],
    description: 'after_pe is ignored on page element create: the new page element always goes to the end of the column.',
  },
  {
    id: 'photo-has-url-accepts-6',
    requirements: ['PHOTO-HAS-URL-RANGE'],
    description: 'A photo element has_url of 6 is accepted and stored (the range is 1 to 5).',
  },
] as const satisfies readonly FaultDefinition[];
