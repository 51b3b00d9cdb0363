// What each fault of reference/faults/structure.ts changes, for tests/self/reference-faults-variations.test.ts:
// one function per fault that observes it; the faultless server and the faulty one must give different
// values. Observations never include record ids (the baseline server is shared and its ids move on).
// The observers of each area are in fault-observers/layout-containers.ts, page-elements.ts and
// photos-videos.ts; those of pages are here.
import assert from 'node:assert/strict';
import type { STRUCTURE_FAULTS } from '../../../reference/faults/structure.ts';
import { type ObservedThere, type Observer, page } from './structure-kit.ts';
import { LAYOUT_CONTAINER_OBSERVE } from './layout-containers.ts';
import { PAGE_ELEMENT_OBSERVE } from './page-elements.ts';
import { PHOTO_VIDEO_OBSERVE } from './photos-videos.ts';

type StructureFaultId = (typeof STRUCTURE_FAULTS)[number]['id'];

export const STRUCTURE_OBSERVE: Record<Exclude<StructureFaultId, ObservedThere>, Observer> = {
  ...LAYOUT_CONTAINER_OBSERVE,
  ...PAGE_ELEMENT_OBSERVE,
  ...PHOTO_VIDEO_OBSERVE,
  // ---------------------------------------------------------------- pages
  'page-create-answers-201': async (r) => (await page(r)).status,
  'page-without-lft-rgt': async (r) => ['lft' in (await page(r)).body, 'rgt' in (await page(r)).body],
  'page-in-trash-as-integer': async (r) => (await page(r)).body.in_trash,
  'page-title-from-button-title': async (r) => (await page(r)).body.page_title,
  'page-parent-id-not-echoed': async (r) => {
    const parent = (await page(r)).body;
    return (await page(r, { parent_id: parent.node_id })).body.parent_id === parent.node_id;
  },
  'page-display-status-always-public': async (r) => (await page(r, { display_status: 'disabled' })).body.display_status,
  'page-site-id-not-echoed': async (r) => (await page(r)).body.site_id === r.fixtures.siteId,
  'page-display-status-unknown-accepted': async (r) => (await page(r, { display_status: 'hidden' })).status,
  'page-display-status-private-rejected': async (r) => {
    assert.equal((await page(r, { display_status: 'disabled' })).status, 200);
    return (await page(r, { display_status: 'private' })).status;
  },
  'page-layout-template-unknown-accepted': async (r) => (await page(r, { layout_template: 'four_panel' })).status,
  'page-layout-template-three-panel-rejected': async (r) => {
    assert.equal((await page(r, { layout_template: 'two_panel' })).status, 200);
    return (await page(r, { layout_template: 'three_panel' })).status;
  },
  'page-node-type-lowercase': async (r) => (await page(r)).body.node_type,
  'page-created-without-container': async (r) => (await page(r)).body.content_node.layout_containers.length,
  'page-container-without-column': async (r) =>
    (await page(r)).body.content_node.layout_containers.map(
      (c: { layout_columns: unknown[] }) => c.layout_columns.length,
    ),
};
