// Faults of layout containers, page elements, photos, videos and pages: see reference/faults.ts. Each area
// is in a file of its own; STRUCTURE_FAULTS keeps them in the catalogue's order.
import type { FaultDefinition } from '../fault-definition.ts';
import { LAYOUT_CONTAINER_FAULTS } from './layout-containers.ts';
import { PAGE_ELEMENT_FAULTS } from './page-elements.ts';
import { PHOTO_VIDEO_FAULTS } from './photos-videos.ts';
import { PAGE_FAULTS } from './pages.ts';

export const STRUCTURE_FAULTS = [
  ...LAYOUT_CONTAINER_FAULTS,
  ...PAGE_ELEMENT_FAULTS,
  ...PHOTO_VIDEO_FAULTS,
  ...PAGE_FAULTS,
] as const satisfies readonly FaultDefinition[];
