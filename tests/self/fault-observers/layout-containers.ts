// What each fault of reference/faults/layout-containers.ts changes, one function per fault that observes it (part
// of STRUCTURE_OBSERVE, fault-observers/structure.ts).
import assert from 'node:assert/strict';
import type { LAYOUT_CONTAINER_FAULTS } from '../../../reference/faults/layout-containers.ts';
import {
  type ObservedThere,
  type Observer,
  own,
  containerIn,
  columnCountOf,
  updatedColumns,
  moveSetup,
  moveIt,
  textBlock,
} from './structure-kit.ts';

export const LAYOUT_CONTAINER_OBSERVE: Record<
  Exclude<(typeof LAYOUT_CONTAINER_FAULTS)[number]['id'], ObservedThere>,
  Observer
> = {
  'layout-type-default-three-column': async (r) => {
    const { res } = await containerIn(r);
    return [res.body.layout_type, res.body.layout_columns.length];
  },
  'container-create-answers-201': async (r) => {
    const { res } = await containerIn(r);
    assert.equal(res.body.layout_type, 'oneColumn');
    return res.status;
  },
  'container-create-not-kept': async (r) => {
    const { res } = await containerIn(r);
    assert.equal(res.status, 200);
    return (await r.get(`/layout_containers/${res.body.id}`)).status;
  },
  'container-show-first-of-node': async (r) => {
    const { res } = await containerIn(r, { layout_type: 'twoColumn6633' });
    const shown = await r.get(`/layout_containers/${res.body.id}`);
    return [shown.body.id === res.body.id, shown.body.layout_type];
  },
  'container-update-answers-old': async (r) => {
    const { res } = await containerIn(r);
    const up = await r.put(`/layout_containers/${res.body.id}`, { layout_container: { layout_type: 'twoColumn5050' } });
    assert.equal(
      (await r.get(`/layout_containers/${res.body.id}`)).body.layout_type,
      'twoColumn5050',
      'the update is stored',
    );
    return up.body.layout_type;
  },
  'container-move-answers-before': async (r) => {
    const m = await moveSetup(r);
    const moved = await moveIt(r, m.c.id, r.fixtures.siteId, m.target.node);
    assert.equal((await r.get(`/layout_containers/${m.c.id}`)).body.content_node_id, m.target.node, 'the move is done');
    return moved.body.content_node_id === m.target.node;
  },
  'container-delete-answers-204': async (r) => {
    const { res } = await containerIn(r);
    const del = await r.del(`/layout_containers/${res.body.id}`);
    assert.equal((await r.get(`/layout_containers/${res.body.id}`)).status, 404, 'still deleted');
    return [del.status, del.body === undefined];
  },
  'container-without-mirror-target-id': async (r) => 'mirror_target_id' in (await containerIn(r)).res.body,
  'container-locked-as-integer': async (r) => (await containerIn(r)).res.body.locked,
  'container-position-as-string': async (r) => typeof (await containerIn(r)).res.body.position,
  'column-without-layout-container-id': async (r) =>
    'layout_container_id' in (await containerIn(r)).res.body.layout_columns[0],
  'column-page-elements-null-when-empty': async (r) => {
    const { o, res } = await containerIn(r);
    await textBlock(r, o.col);
    assert.equal(
      (await r.get(`/layout_containers/${o.containerId}`)).body.layout_columns[0].page_elements.length,
      1,
      'a column with an element lists it',
    );
    return res.body.layout_columns[0].page_elements;
  },
  'column-container-id-is-content-node': async (r) => {
    const { res } = await containerIn(r);
    return res.body.layout_columns[0].layout_container_id === res.body.id;
  },
  'column-positions-zero-based': async (r) =>
    (await containerIn(r, { layout_type: 'threeColumn333333' })).res.body.layout_columns.map(
      (c: { position: number }) => c.position,
    ),
  'column-positions-all-one': async (r) =>
    (await containerIn(r, { layout_type: 'threeColumn502525' })).res.body.layout_columns.map(
      (c: { position: number }) => c.position,
    ),
  'container-create-site-id-optional': async (r) => {
    const o = await own(r);
    assert.equal(
      (await r.post('/layout_containers', { site_id: r.fixtures.siteId })).status,
      400,
      'layout_container stays required',
    );
    return (await r.post('/layout_containers', { layout_container: { content_node_id: o.node } })).status;
  },
  'container-create-flat-fields-accepted': async (r) => {
    const o = await own(r);
    assert.equal(
      (await r.post('/layout_containers', { layout_container: { content_node_id: o.node } })).status,
      400,
      'site_id stays required',
    );
    return (
      await r.post('/layout_containers', {
        site_id: r.fixtures.siteId,
        content_node_id: o.node,
        layout_type: 'oneColumn',
      })
    ).status;
  },
  'container-create-answers-no-columns': async (r) => {
    const { res } = await containerIn(r, { layout_type: 'twoColumn5050' });
    assert.equal(
      (await r.get(`/layout_containers/${res.body.id}`)).body.layout_columns.length,
      2,
      'the columns are made',
    );
    return res.body.layout_columns.length;
  },
  'layout-type-unknown-accepted-on-create': async (r) => {
    assert.equal((await containerIn(r, { layout_type: 'threeColumn252550' })).res.status, 200);
    return (await containerIn(r, { layout_type: 'fourColumn' })).res.status;
  },
  'layout-type-unknown-ignored-on-update': async (r) => {
    const { res } = await containerIn(r);
    assert.equal((await containerIn(r, { layout_type: 'fourColumn' })).res.status, 400, 'still refused on create');
    return (await r.put(`/layout_containers/${res.body.id}`, { layout_container: { layout_type: 'fourColumn' } }))
      .status;
  },
  'layout-type-252550-rejected': async (r) => {
    const { res } = await containerIn(r);
    assert.equal((await containerIn(r, { layout_type: 'threeColumn255025' })).res.status, 200);
    const update = await r.put(`/layout_containers/${res.body.id}`, {
      layout_container: { layout_type: 'threeColumn252550' },
    });
    return [(await containerIn(r, { layout_type: 'threeColumn252550' })).res.status, update.status];
  },
  'container-locked-default-true': async (r) => {
    assert.equal((await containerIn(r, { locked: false })).res.body.locked, false);
    return (await containerIn(r)).res.body.locked;
  },
  'columns-onecolumn-gets-two': (r) => columnCountOf(r, 'oneColumn'),
  'columns-twocolumn5050-gets-one': (r) => columnCountOf(r, 'twoColumn5050'),
  'columns-twocolumn6633-gets-three': (r) => columnCountOf(r, 'twoColumn6633'),
  'columns-twocolumn3366-gets-one': (r) => columnCountOf(r, 'twoColumn3366'),
  'columns-threecolumn333333-gets-two': (r) => columnCountOf(r, 'threeColumn333333'),
  'columns-threecolumn502525-gets-two': (r) => columnCountOf(r, 'threeColumn502525'),
  'columns-threecolumn255025-gets-one': (r) => columnCountOf(r, 'threeColumn255025'),
  'columns-threecolumn252550-gets-two': async (r) => {
    assert.equal(await columnCountOf(r, 'threeColumn255025'), 3, 'only the one type');
    return columnCountOf(r, 'threeColumn252550');
  },
  'grow-to-three-columns-keeps-old': async (r) => {
    assert.equal(await columnCountOf(r, 'threeColumn333333'), 3, 'a create still makes three');
    return updatedColumns(r, 'oneColumn', 'threeColumn333333');
  },
  'shrink-to-one-column-removes-all': async (r) => {
    assert.equal(await updatedColumns(r, 'threeColumn333333', 'twoColumn5050'), 2);
    return updatedColumns(r, 'threeColumn333333', 'oneColumn');
  },
  'layout-type-update-keeps-columns': (r) => updatedColumns(r, 'oneColumn', 'twoColumn5050'),
  'layout-type-shrink-keeps-extra-columns': async (r) => {
    assert.equal(await updatedColumns(r, 'oneColumn', 'twoColumn5050'), 2, 'growing still adds columns');
    return updatedColumns(r, 'threeColumn333333', 'oneColumn');
  },
  'container-update-position-not-stored': async (r) => {
    const { res } = await containerIn(r);
    assert.equal(res.body.position, 2);
    const up = await r.put(`/layout_containers/${res.body.id}`, { layout_container: { position: 1 } });
    assert.equal(up.body.position, 1, 'the answer shows the new position');
    return (await r.get(`/layout_containers/${res.body.id}`)).body.position;
  },
  'container-update-sets-locked': async (r) => {
    const { res } = await containerIn(r);
    await r.put(`/layout_containers/${res.body.id}`, { layout_container: { name: 'renamed' } });
    return (await r.get(`/layout_containers/${res.body.id}`)).body.locked;
  },
  'container-move-drops-page-elements': async (r) => {
    const m = await moveSetup(r);
    const moved = await moveIt(r, m.c.id, r.fixtures.siteId, m.target.node);
    assert.equal(moved.status, 200);
    const shown = (await r.get(`/layout_containers/${m.c.id}`)).body;
    return shown.layout_columns.map((c: { page_elements: unknown[] }) => c.page_elements.length);
  },
  'container-move-new-columns': async (r) => {
    const m = await moveSetup(r);
    await moveIt(r, m.c.id, r.fixtures.siteId, m.target.node);
    const shown = (await r.get(`/layout_containers/${m.c.id}`)).body;
    return [
      shown.layout_columns.some((c: { id: number }) => c.id === m.col),
      (await r.get(`/page_elements/${m.pe.id}`)).status,
    ];
  },
  'container-move-copies': async (r) => {
    const m = await moveSetup(r);
    const moved = await moveIt(r, m.c.id, r.fixtures.siteId, m.target.node);
    const source = (await r.get(`/news_articles/${m.source.articleId}`)).body.content_node.layout_containers.map(
      (c: { id: number }) => c.id,
    );
    return [moved.body.id === m.c.id, source.includes(m.c.id), (await r.get(`/page_elements/${m.pe.id}`)).status];
  },
  'container-move-site-id-optional': async (r) => {
    const m = await moveSetup(r);
    return (await moveIt(r, m.c.id, undefined, m.target.node)).status;
  },
  'container-delete-answers-success': async (r) => {
    const { res } = await containerIn(r);
    const del = await r.del(`/layout_containers/${res.body.id}`);
    return del.body.id === res.body.id;
  },
  'container-delete-keeps-record': async (r) => {
    const { res } = await containerIn(r);
    const del = await r.del(`/layout_containers/${res.body.id}`);
    assert.deepEqual(del.body.layout_columns, [], 'the answer is the deleted container');
    return (await r.get(`/layout_containers/${res.body.id}`)).status;
  },
  'container-create-takes-sent-id': async (r) => {
    const { o, res: existing } = await containerIn(r, { layout_type: 'twoColumn5050' });
    const made = await r.post('/layout_containers', {
      site_id: r.fixtures.siteId,
      layout_container: { content_node_id: o.node, id: existing.body.id },
    });
    assert.equal(made.status, 200, 'the create is still accepted');
    return [
      made.body.id === existing.body.id,
      (await r.get(`/layout_containers/${existing.body.id}`)).body.layout_type,
    ];
  },
};
