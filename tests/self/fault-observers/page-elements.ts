// What each fault of reference/faults/page-elements.ts changes, one function per fault that observes it (part
// of STRUCTURE_OBSERVE, fault-observers/structure.ts).
import assert from 'node:assert/strict';
import type { PAGE_ELEMENT_FAULTS } from '../../../reference/faults/page-elements.ts';
import type { RefServer } from '../../../reference/testing.ts';
import { type ObservedThere, type Observer, own, textBlock, newTextBlock } from './structure-kit.ts';

/** A new text block moved to the first column of a new container of its content node: its id, the column, the move's layout_container. */
async function moveToNewContainer(r: RefServer): Promise<{ id: number; target: number; answer: unknown }> {
  const { o, res } = await newTextBlock(r);
  const target = (
    await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: o.node } })
  ).body.layout_columns[0].id;
  const moved = await r.put(`/page_elements/${res.body.id}/move`, {
    site_id: r.fixtures.siteId,
    layout_column_id: target,
  });
  return { id: res.body.id, target, answer: moved.body.layout_container };
}

export const PAGE_ELEMENT_OBSERVE: Record<
  Exclude<(typeof PAGE_ELEMENT_FAULTS)[number]['id'], ObservedThere>,
  Observer
> = {
  'after-pe-places-before': async (r) => {
    const o = await own(r);
    const first = (await textBlock(r, o.col)).body;
    await textBlock(r, o.col);
    return (await textBlock(r, o.col, { after_pe: first.id })).body.position;
  },
  'page-element-create-answers-201': async (r) => (await newTextBlock(r)).res.status,
  'page-element-create-not-kept': async (r) => {
    const { res } = await newTextBlock(r);
    assert.equal(res.status, 200);
    return (await r.get(`/page_elements/${res.body.id}`)).status;
  },
  'page-element-show-first-of-column': async (r) => {
    const o = await own(r);
    await textBlock(r, o.col);
    const second = (await textBlock(r, o.col)).body;
    return (await r.get(`/page_elements/${second.id}`)).body.id === second.id;
  },
  'page-element-update-answers-old': async (r) => {
    const { res } = await newTextBlock(r);
    const up = await r.put(`/page_elements/${res.body.id}`, { page_element: {}, element: { content: '<p>new</p>' } });
    assert.equal(
      (await r.get(`/page_elements/${res.body.id}`)).body.element.content,
      '<p>new</p>',
      'the update is stored',
    );
    return up.body.element.content;
  },
  'page-element-delete-answers-204': async (r) => {
    const { res } = await newTextBlock(r);
    const del = await r.del(`/page_elements/${res.body.id}`);
    assert.equal((await r.get(`/page_elements/${res.body.id}`)).status, 404, 'still deleted');
    return del.status;
  },
  'page-element-move-post-only': async (r) => {
    const { o, res } = await newTextBlock(r);
    const target = (
      await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: o.node } })
    ).body.layout_columns[0].id;
    return (await r.put(`/page_elements/${res.body.id}/move`, { site_id: r.fixtures.siteId, layout_column_id: target }))
      .status;
  },
  'page-element-without-question-dependency-type': async (r) =>
    'question_element_dependency_type' in (await newTextBlock(r)).res.body,
  'page-element-type-snake-case': async (r) => (await newTextBlock(r)).res.body.element_type,
  'page-element-locks-as-integers': async (r) => {
    const body = (await newTextBlock(r)).res.body;
    return [body.element_locked, body.content_locked];
  },
  'textblock-without-created-without-fck': async (r) =>
    'created_without_fck' in (await newTextBlock(r)).res.body.element,
  'textblock-has-url-as-integer': async (r) => (await newTextBlock(r)).res.body.element.has_url,
  'textblock-without-thumbnails': async (r) => 'thumbnails' in (await newTextBlock(r)).res.body.element,
  'page-element-create-flat-accepted': async (r) => {
    const o = await own(r);
    return (
      await r.post('/page_elements', {
        layout_column_id: o.col,
        page_element_type: 'TextBlock',
        element: { content: 'flat' },
      })
    ).status;
  },
  'page-element-create-element-optional': async (r) => {
    const o = await own(r);
    return (
      await r.post('/page_elements', { page_element: { layout_column_id: o.col, page_element_type: 'TextBlock' } })
    ).status;
  },
  'page-element-create-column-optional': async (r) => {
    await own(r);
    return (
      await r.post('/page_elements', {
        page_element: { page_element_type: 'TextBlock', element: { content: 'where' } },
      })
    ).status;
  },
  'page-element-element-as-array': async (r) => Array.isArray((await newTextBlock(r)).res.body.element),
  'page-element-element-null': async (r) => (await newTextBlock(r)).res.body.element === null,
  'page-element-created-in-first-column': async (r) => {
    const o = await own(r);
    const c = (
      await r.post('/layout_containers', {
        site_id: r.fixtures.siteId,
        layout_container: { content_node_id: o.node, layout_type: 'twoColumn5050' },
      })
    ).body;
    const second = c.layout_columns.find((x: { position: number }) => x.position === 2).id;
    return (await textBlock(r, second)).body.layout_column_id === second;
  },
  'textblock-content-non-ascii-replaced': async (r) =>
    (await newTextBlock(r, {}, { content: '<p>Zoë ✓</p>' })).res.body.element.content,
  'textblock-content-newlines-removed': async (r) =>
    (await newTextBlock(r, {}, { content: '<p>line one\nline two</p>' })).res.body.element.content,
  'page-element-locked-default-true': async (r) => (await newTextBlock(r)).res.body.element_locked,
  'page-element-content-locked-default-true': async (r) => (await newTextBlock(r)).res.body.content_locked,
  'page-element-mirror-enabled-default-null': async (r) => (await newTextBlock(r)).res.body.mirror_enabled,
  'page-element-css-class-accepts-256': async (r) => {
    const o = await own(r);
    assert.equal(
      (await textBlock(r, o.col, { custom_css_class: 'c'.repeat(257) })).status,
      400,
      '257 is still refused',
    );
    return (await textBlock(r, o.col, { custom_css_class: 'c'.repeat(256) })).status;
  },
  'page-element-css-class-rejects-255': async (r) => {
    const o = await own(r);
    assert.equal((await textBlock(r, o.col, { custom_css_class: 'c'.repeat(254) })).status, 200);
    return (await textBlock(r, o.col, { custom_css_class: 'c'.repeat(255) })).status;
  },
  'dependent-type-accepted-on-news': async (r) => (await newTextBlock(r, { dependent_type: 1 })).res.status,
  'dependent-type-default-zero': async (r) => (await newTextBlock(r)).res.body.dependent_type,
  'page-element-update-element-optional': async (r) => {
    const { res } = await newTextBlock(r);
    return (await r.put(`/page_elements/${res.body.id}`, { page_element: { custom_css_class: 'x' } })).status;
  },
  'page-element-update-page-element-optional': async (r) => {
    const { res } = await newTextBlock(r);
    assert.equal(
      (await r.put(`/page_elements/${res.body.id}`, { page_element: { custom_css_class: 'x' } })).status,
      400,
      'element stays required',
    );
    return (await r.put(`/page_elements/${res.body.id}`, { element: { content: 'y' } })).status;
  },
  'page-element-update-content-not-stored': async (r) => {
    const { res } = await newTextBlock(r);
    const up = await r.put(`/page_elements/${res.body.id}`, { page_element: {}, element: { content: '<p>new</p>' } });
    assert.equal(up.body.element.content, '<p>new</p>', 'the answer shows the change');
    return (await r.get(`/page_elements/${res.body.id}`)).body.element.content;
  },
  'page-element-update-css-class-ignored': async (r) => {
    const { res } = await newTextBlock(r);
    await r.put(`/page_elements/${res.body.id}`, {
      page_element: { custom_css_class: 'after' },
      element: { content: '<p>new</p>' },
    });
    const shown = (await r.get(`/page_elements/${res.body.id}`)).body;
    assert.equal(shown.element.content, '<p>new</p>', 'the element change is applied');
    return shown.custom_css_class;
  },
  'locked-page-element-deletable': async (r) => {
    const { res } = await newTextBlock(r, { element_locked: true });
    return (await r.del(`/page_elements/${res.body.id}`)).status;
  },
  'locked-page-element-movable': async (r) => {
    const { o, res } = await newTextBlock(r, { element_locked: true });
    const target = (
      await r.post('/layout_containers', { site_id: r.fixtures.siteId, layout_container: { content_node_id: o.node } })
    ).body.layout_columns[0].id;
    return (await r.put(`/page_elements/${res.body.id}/move`, { site_id: r.fixtures.siteId, layout_column_id: target }))
      .status;
  },
  'content-locked-not-enforced': async (r) => {
    const { res } = await newTextBlock(r, { content_locked: true }, { content: 'locked' });
    await r.put(`/page_elements/${res.body.id}`, { page_element: {}, element: { content: 'changed' } });
    return (await r.get(`/page_elements/${res.body.id}`)).body.element.content;
  },
  'page-element-delete-answers-wrapped': async (r) => {
    const { res } = await newTextBlock(r);
    return (await r.del(`/page_elements/${res.body.id}`)).body.id === res.body.id;
  },
  'page-element-delete-keeps-record': async (r) => {
    const { res } = await newTextBlock(r);
    assert.equal((await r.del(`/page_elements/${res.body.id}`)).body.id, res.body.id);
    return (await r.get(`/page_elements/${res.body.id}`)).status;
  },
  'page-element-move-result-object': async (r) => typeof (await moveToNewContainer(r)).answer,
  'page-element-move-result-container-json': async (r) => {
    const { id, answer } = await moveToNewContainer(r);
    const moved = JSON.parse(answer as string); // a string in the reference: the JSON of the container
    return [moved.id === id, 'layout_columns' in moved];
  },
  'page-element-move-not-stored': async (r) => {
    const { id, target, answer } = await moveToNewContainer(r);
    const moved = JSON.parse(answer as string); // a string in the reference: the JSON of the container
    assert.equal(moved.layout_column_id, target, 'the answer names the target column');
    return (await r.get(`/page_elements/${id}`)).body.layout_column_id === target;
  },
  'page-element-create-takes-sent-id': async (r) => {
    const { o, res: existing } = await newTextBlock(r, {}, { content: '<p>existing</p>' });
    const made = await textBlock(r, o.col, { id: existing.body.id }, { content: '<p>made</p>' });
    assert.equal(made.status, 200, 'the create is still accepted');
    return [
      made.body.id === existing.body.id,
      (await r.get(`/page_elements/${existing.body.id}`)).body.element.content,
    ];
  },
  'page-element-update-stores-timestamps': async (r) => {
    const { res } = await newTextBlock(r);
    const past = '2001-02-03T04:05:06+00:00';
    const up = await r.put(`/page_elements/${res.body.id}`, {
      page_element: { created_on: past, updated_on: past },
      element: { content: '<p>x</p>' },
    });
    assert.equal(up.status, 200, 'the update is still accepted');
    const shown = (await r.get(`/page_elements/${res.body.id}`)).body;
    return [Date.parse(shown.created_on) === Date.parse(past), Date.parse(shown.updated_on) === Date.parse(past)];
  },
};
