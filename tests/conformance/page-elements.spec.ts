// Page elements (interface: Endpoints > Page Elements; Resources and their fields > Page Element and
// its TextBlock element fields; Structure relations; Limits). Every test makes its own News Article
// (support/content.ts) and works in that article's column, which no other test touches; the article
// and everything in it are deleted when the test ends.
import { test, expect, proves, observe, RUN_TAG, expectClientError } from './harness.ts';
import type { ApiClient } from '../../src/harness/client.ts';
import { createOwnContent, type OwnContent } from './support/content.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import type { Discovery } from '../../src/harness/discovery.ts';
import { createSecondColumn, createTextBlock, idsOf, readColumn, trackPageElement } from './support/page-elements.ts';
import { idSet, placedAfter } from './support/compare.ts';

/** The Page Element fields the interface lists for responses (after_pe is request only). */
const PAGE_ELEMENT_FIELDS = [
  'id', 'element_type', 'element_id', 'position', 'layout_column_id', 'element_locked', 'content_locked', 'dependent_type',
  'mirror_enabled', 'custom_css_class', 'question_element_dependency_type', 'created_on', 'updated_on', 'element',
];

/** HTML with attributes, an entity, an inline link, a line break, a list and characters outside ASCII. */
const HTML = `<h2>${RUN_TAG}</h2>\n<p class="lead" data-x="1">Scores &amp; <em>results</em> <a href="https://example.com/?a=1&amp;b=2" target="_blank">here</a></p>\n<ul><li>Zoë – ünïcode ✓ 🏒</li></ul>`;

const element = (r: { object: Record<string, unknown> }) => (r.object.element ?? {}) as Record<string, unknown>;

/** Unlocks a page element (element_locked false) so that it can be deleted when the test ends. */
async function unlock(api: ApiClient, id: number, content: string): Promise<void> {
  await api.call('updatePageElement', { path: { id }, json: { page_element: { element_locked: false }, element: { content } } });
}

test.describe('page elements', () => {
  test('a TextBlock is created in its column with one element, its HTML content read back verbatim by a show', proves('OP-PAGE-ELEMENTS-CREATE', 'OP-PAGE-ELEMENTS-SHOW', 'PAGE-ELEMENT-FIELDS', 'TEXTBLOCK-FIELDS', 'PAGE-ELEMENT-HAS-ONE-ELEMENT', 'PAGE-ELEMENT-IN-COLUMN', 'PAGE-ELEMENT-TEXTBLOCK-CONTENT-VERBATIM'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element create');
    const created = await createTextBlock(api, ledger, own.columnId, {}, { content: HTML });
    expect(created.status).toBe(200);
    expect(created.exchange.schemaErrors).toEqual([]);
    const id = created.object.id as number;
    expect(created.object.element_type).toBe('TextBlock');
    expect(created.object.layout_column_id, 'it belongs to the column it was created in').toBe(own.columnId);
    expect(Array.isArray(created.object.element), 'exactly one Element: an object, not a list').toBe(false);
    expect(element(created).id, 'the Element is the one element_id names').toBe(created.object.element_id);
    expect(element(created).content, 'the content comes back exactly as sent').toBe(HTML);

    const shown = await api.call('getPageElement', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.exchange.schemaErrors).toEqual([]);
    expect(shown.object.id).toBe(id);
    for (const key of PAGE_ELEMENT_FIELDS) expect(Object.keys(shown.object), `the show carries ${key}`).toContain(key);
    expect(shown.object).toMatchObject({ element_type: 'TextBlock', element_id: created.object.element_id, layout_column_id: own.columnId });
    expect(element(shown).id).toBe(created.object.element_id);
    expect(element(shown).content, 'the show returns the content exactly as sent').toBe(HTML);

    expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'the column lists it').toEqual([id]);
  });

  test('a show answers the page element of that id, among several in its column', proves('OP-PAGE-ELEMENTS-SHOW'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element show among several');
    const made: Array<{ id: number; content: string }> = [];
    for (const name of ['first', 'second', 'third']) {
      const content = `<p>${RUN_TAG} ${name}</p>`;
      const r = await createTextBlock(api, ledger, own.columnId, { custom_css_class: `svc-${name}` }, { content });
      expect(r.status).toBe(200);
      made.push({ id: r.object.id as number, content });
    }
    for (const { id, content } of made.slice().reverse()) {
      const shown = await api.call('getPageElement', { path: { id } });
      expect(shown.status).toBe(200);
      expect(shown.object.id, `GET /page_elements/${id} answers the page element of that id`).toBe(id);
      expect(element(shown).content, 'with its own element').toBe(content);
    }
  });

  test('a page element created in the second column of a two-column container belongs to that column', proves('PAGE-ELEMENT-IN-COLUMN'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element in the second column');
    const c = await api.call('createLayoutContainer', { json: { site_id: own.siteId, layout_container: { content_node_id: own.contentNodeId, layout_type: 'twoColumn5050' } } });
    if (c.status === 200 && typeof c.object.id === 'number') ledger.track('layout_container', c.object.id, { operationId: 'deleteLayoutContainer', path: { id: c.object.id } });
    expect(c.status, 'precondition: a twoColumn5050 container is made').toBe(200);
    const containerId = c.object.id as number;
    const columns = (Array.isArray(c.object.layout_columns) ? (c.object.layout_columns as Array<Record<string, unknown>>) : []).slice().sort((a, b) => Number(a.position) - Number(b.position));
    expect(columns.length, 'precondition: the container has two columns').toBe(2);
    const [first, second] = [columns[0]!.id as number, columns[1]!.id as number];
    const created = await createTextBlock(api, ledger, second, {}, { content: '<p>in the second column</p>' });
    expect(created.status).toBe(200);
    expect(created.object.layout_column_id, 'it belongs to the column it was created in').toBe(second);
    const shown = await api.call('getPageElement', { path: { id: created.object.id as number } });
    expect(shown.object.layout_column_id, 'a show places it in that column').toBe(second);
    expect(idsOf(await readColumn(api, containerId, second)), 'that column lists it').toEqual([created.object.id]);
    expect(idsOf(await readColumn(api, containerId, first)), 'the other column does not').toEqual([]);
  });

  test('a page element created without the flags has element_locked, content_locked and mirror_enabled false and dependent_type null', proves('PAGE-ELEMENT-ELEMENT-LOCKED-DEFAULT', 'PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT', 'PAGE-ELEMENT-MIRROR-ENABLED-DEFAULT', 'PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element defaults');
    const created = await createTextBlock(api, ledger, own.columnId);
    expect(created.status).toBe(200);
    const expected = { element_locked: false, content_locked: false, mirror_enabled: false, dependent_type: null };
    expect(created.object).toMatchObject(expected);
    const shown = await api.call('getPageElement', { path: { id: created.object.id as number } });
    expect(shown.status).toBe(200);
    expect(shown.object, 'a show returns the defaults').toMatchObject(expected);
  });

  test('a page element created with after_pe is placed directly after the named page element', proves('PAGE-ELEMENT-AFTER-PE', 'PAGE-ELEMENT-DEFAULT-PLACEMENT-OBSERVED'), async ({ api, discovery, ledger, writes }, testInfo) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element after_pe');
    const ids: number[] = [];
    for (const name of ['first', 'second', 'third']) {
      const r = await createTextBlock(api, ledger, own.columnId, {}, { content: `<p>${name}</p>` });
      expect(r.status).toBe(200);
      ids.push(r.object.id as number);
    }
    // Where an element created without after_pe goes is not shown (bottom, top, anywhere): recorded.
    const before = idsOf(await readColumn(api, own.containerId, own.columnId));
    observe(testInfo, 'PAGE-ELEMENT-DEFAULT-PLACEMENT-OBSERVED', 'column order (by position) of three page elements created without after_pe, by creation', before.map((id) => ids.indexOf(id as number) + 1));
    expect(idSet(before), 'the column holds the three page elements').toEqual(idSet(ids));
    // The one in the middle of the column's order: "directly after it" differs from the top, the
    // bottom and "directly before it".
    const named = before[1];
    const placed = await createTextBlock(api, ledger, own.columnId, { after_pe: named }, { content: '<p>after the named one</p>' });
    expect(placed.status).toBe(200);
    const column = await readColumn(api, own.containerId, own.columnId);
    expect(idsOf(column), `the new element is directly after ${String(named)}, the one after_pe names; the others keep their order`).toEqual(placedAfter(before, named, placed.object.id));
  });

  test('custom_css_class of 255 characters is accepted and read back, on create and update; 256 is rejected and nothing is stored or changed', proves('PAGE-ELEMENT-CSS-CLASS-MAXLEN', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element css class');
    const at = `css-${'x'.repeat(251)}`; // 255 characters
    const accepted = await createTextBlock(api, ledger, own.columnId, { custom_css_class: at });
    expect(accepted.status).toBe(200);
    expect(accepted.object.custom_css_class).toBe(at);
    const shown = await api.call('getPageElement', { path: { id: accepted.object.id as number } });
    expect(shown.object.custom_css_class, 'read back verbatim').toBe(at);

    const rejected = await createTextBlock(api, ledger, own.columnId, { custom_css_class: `${at}y` });
    expectClientError(rejected);
    expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'nothing was stored').toEqual([accepted.object.id]);

    // The limit holds for updates too: 256 rejected (nothing changes), 255 accepted and read back.
    const id = accepted.object.id as number;
    const update = (cssClass: string) => api.call('updatePageElement', { path: { id }, json: { page_element: { custom_css_class: cssClass }, element: { content: '<p>svc-conformance</p>' } } });
    expectClientError(await update(`${at}z`));
    expect((await api.call('getPageElement', { path: { id } })).object.custom_css_class, 'the rejected update changed nothing').toBe(at);
    const atUpdate = `upd-${'y'.repeat(251)}`; // 255 characters
    const updated = await update(atUpdate);
    expect(updated.status, 'an update to 255 characters is accepted').toBe(200);
    expect(updated.object.custom_css_class).toBe(atUpdate);
    expect((await api.call('getPageElement', { path: { id } })).object.custom_css_class, 'the update is read back verbatim').toBe(atUpdate);
  });

  test('a non-null dependent_type is rejected on a news article and nothing is stored', proves('PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element dependent_type');
    const r = await createTextBlock(api, ledger, own.columnId, { dependent_type: 1 });
    expectClientError(r);
    expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'nothing was stored').toEqual([]);
  });

  for (const left of ['page_element', 'layout_column_id', 'element'] as const) {
    test(`a page element create without ${left} is rejected and creates nothing`, proves('PAGE-ELEMENT-REQUIRED-FIELDS', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
      void writes;
      const own = await createOwnContent(api, ledger, discovery, `page element without ${left}`);
      const marker = `svc-required-${left}`;
      const full: Record<string, unknown> = { layout_column_id: own.columnId, page_element_type: 'TextBlock', custom_css_class: marker, element: { content: `<p>${marker}</p>` } };
      let body: Record<string, unknown>;
      if (left === 'page_element') body = full; // the page element's fields, not wrapped in page_element
      else {
        const { [left]: _dropped, ...rest } = full;
        body = { page_element: rest };
      }
      const r = await api.call('createPageElement', { json: body });
      trackPageElement(ledger, r);
      expectClientError(r);
      expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'nothing was created').toEqual([]);
    });
  }

  test('an update of the element and of the page element is returned by a later show, and only that changed', proves('OP-PAGE-ELEMENTS-UPDATE', 'PAGE-ELEMENT-UPDATE-READ-BACK'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element update');
    const created = await createTextBlock(api, ledger, own.columnId, { custom_css_class: 'before' }, { content: '<p>before</p>' });
    expect(created.status).toBe(200);
    const id = created.object.id as number;
    const content = `<p>after <strong>${RUN_TAG}</strong></p>`;
    const r = await api.call('updatePageElement', { path: { id }, json: { page_element: { custom_css_class: 'after' }, element: { content } } });
    expect(r.status).toBe(200);
    expect(r.object.id).toBe(id);
    expect(r.object.custom_css_class).toBe('after');
    expect(element(r).content).toBe(content);

    const shown = await api.call('getPageElement', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.object.custom_css_class, 'the show returns the page element change').toBe('after');
    expect(element(shown).content, 'the show returns the element change').toBe(content);
    const unchanged = ['element_type', 'element_id', 'layout_column_id', 'position', 'element_locked', 'content_locked', 'dependent_type', 'mirror_enabled'];
    for (const key of unchanged) expect(shown.object[key], `${key} did not change`).toEqual(created.object[key]);
  });

  // mirror_enabled, a plain flag of the Page Element ("If true the page element can be mirrored"),
  // changed by an update like custom_css_class; the other page element of the column keeps its value.
  test('an update of mirror_enabled is answered and read back, and changes no other page element', proves('OP-PAGE-ELEMENTS-UPDATE', 'PAGE-ELEMENT-UPDATE-READ-BACK'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element mirror_enabled');
    const created = await createTextBlock(api, ledger, own.columnId, {}, { content: '<p>mirrored</p>' });
    const sibling = await createTextBlock(api, ledger, own.columnId, {}, { content: '<p>sibling</p>' });
    expect(created.status, 'precondition: a page element of our own').toBe(200);
    expect(sibling.status, 'precondition: a second page element in the column').toBe(200);
    const id = created.object.id as number;
    // the opposite of what it has ("boolean or null, default false")
    const value = !(created.object.mirror_enabled ?? false);
    const r = await api.call('updatePageElement', { path: { id }, json: { page_element: { mirror_enabled: value }, element: { content: '<p>mirrored</p>' } } });
    expect(r.status).toBe(200);
    expect(r.object.mirror_enabled, 'the update answers the new mirror_enabled').toBe(value);
    const shown = await api.call('getPageElement', { path: { id } });
    expect(shown.object.mirror_enabled, 'a show returns the new mirror_enabled').toBe(value);
    const other = await api.call('getPageElement', { path: { id: sibling.object.id as number } });
    expect(other.object.mirror_enabled, 'the other page element of the column keeps its mirror_enabled').toEqual(sibling.object.mirror_enabled);
  });

  for (const left of ['page_element', 'element'] as const) {
    test(`a page element update without ${left} is rejected and changes nothing`, proves('PAGE-ELEMENT-UPDATE-REQUIRES-BOTH', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
      void writes;
      const own = await createOwnContent(api, ledger, discovery, `page element update without ${left}`);
      const created = await createTextBlock(api, ledger, own.columnId, { custom_css_class: 'kept' }, { content: '<p>kept</p>' });
      expect(created.status).toBe(200);
      const id = created.object.id as number;
      const body = left === 'page_element' ? { element: { content: '<p>changed</p>' } } : { page_element: { custom_css_class: 'changed' } };
      const r = await api.call('updatePageElement', { path: { id }, json: body });
      expectClientError(r);
      const shown = await api.call('getPageElement', { path: { id } });
      expect(shown.object.custom_css_class, 'the page element did not change').toBe('kept');
      expect(element(shown).content, 'the element did not change').toBe('<p>kept</p>');
    });
  }

  test('a delete returns the deleted page element, which is then gone from its column with its element', proves('OP-PAGE-ELEMENTS-DELETE', 'PAGE-ELEMENT-DELETE-RETURNS-RECORD', 'PAGE-ELEMENT-DELETE-GONE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element delete');
    const kept = await createTextBlock(api, ledger, own.columnId, {}, { content: '<p>kept</p>' });
    const created = await createTextBlock(api, ledger, own.columnId, {}, { content: '<p>deleted</p>' });
    expect(kept.status).toBe(200);
    expect(created.status).toBe(200);
    const id = created.object.id as number;
    const r = await api.call('deletePageElement', { path: { id } });
    expect(r.status).toBe(200);
    ledger.forget('page_element', id);
    expect(r.object.id, 'the deleted record comes back').toBe(id);
    expect(r.object.element_id).toBe(created.object.element_id);
    expect(element(r).content, 'with its element').toBe('<p>deleted</p>');

    const shown = await api.call('getPageElement', { path: { id } });
    expect(shown.status, 'a show of the deleted page element is an error').toBeGreaterThanOrEqual(400);
    expect(shown.status).toBeLessThan(500);
    const column = await readColumn(api, own.containerId, own.columnId);
    expect(idsOf(column), 'the column no longer holds it').toEqual([kept.object.id]);
    expect(column?.map((pe) => (pe.element as Record<string, unknown> | undefined)?.id), 'nor its element').not.toContain(created.object.element_id);
  });

  test('a move puts the page element in the target column and answers its JSON as a string in layout_container', proves('OP-PAGE-ELEMENTS-MOVE', 'PAGE-ELEMENT-MOVE-RESULT-STRING', 'PAGE-ELEMENT-MOVE-TARGET-COLUMN'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element move');
    const content = '<p>moved</p>';
    const created = await createTextBlock(api, ledger, own.columnId, {}, { content });
    expect(created.status).toBe(200);
    const id = created.object.id as number;
    const target = await createSecondColumn(api, ledger, own);

    const r = await api.call('movePageElement', { path: { id }, json: { site_id: own.siteId, layout_column_id: target.columnId } });
    expect(r.status).toBe(200);
    expect(typeof r.object.layout_container, 'layout_container is a string').toBe('string');
    let moved: unknown;
    expect(() => { moved = JSON.parse(String(r.object.layout_container)); }, 'the string holds JSON').not.toThrow();
    expect(typeof moved === 'object' && moved !== null && !Array.isArray(moved), 'the JSON is an object (the Page Element)').toBe(true);
    const pe = moved as Record<string, unknown>;
    for (const key of PAGE_ELEMENT_FIELDS) expect(Object.keys(pe), `the moved Page Element carries ${key}`).toContain(key);
    expect(pe).toMatchObject({ id, element_id: created.object.element_id, element_type: 'TextBlock', layout_column_id: target.columnId });
    expect((pe.element as Record<string, unknown> | undefined)?.content).toBe(content);

    const shown = await api.call('getPageElement', { path: { id } });
    expect(shown.object.layout_column_id, 'a show places it in the target column').toBe(target.columnId);
    expect(idsOf(await readColumn(api, target.containerId, target.columnId)), 'the target column holds it').toEqual([id]);
    expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'the source column no longer holds it').toEqual([]);
  });

  /** A text block of the test's own, created with element_locked true; the check runs, then it is unlocked (so the ledger can delete it). */
  async function withLockedElement(
    fixtures: { api: ApiClient; ledger: Ledger; discovery: Discovery },
    label: string,
    check: (own: OwnContent, id: number) => Promise<void>,
  ): Promise<void> {
    const { api, ledger, discovery } = fixtures;
    const own = await createOwnContent(api, ledger, discovery, label);
    const content = '<p>locked</p>';
    const created = await createTextBlock(api, ledger, own.columnId, { element_locked: true }, { content });
    expect(created.status).toBe(200);
    const id = created.object.id as number;
    try {
      expect(created.object.element_locked).toBe(true);
      await check(own, id);
    } finally {
      await unlock(api, id, content);
    }
  }

  test('a page element with element_locked true cannot be deleted', proves('PAGE-ELEMENT-LOCKED-NOT-DELETABLE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    await withLockedElement({ api, ledger, discovery }, 'page element locked delete', async (own, id) => {
      const r = await api.call('deletePageElement', { path: { id } });
      expect(r.status, 'the delete is refused with a 4xx').toBeGreaterThanOrEqual(400);
      expect(r.status, 'the delete is refused with a 4xx').toBeLessThan(500);
      const shown = await api.call('getPageElement', { path: { id } });
      expect(shown.status, 'the page element is still there').toBe(200);
      expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'its column still holds it').toEqual([id]);
    });
  });

  test('a page element with element_locked true cannot be moved', proves('PAGE-ELEMENT-LOCKED-NOT-MOVABLE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    await withLockedElement({ api, ledger, discovery }, 'page element locked move', async (own, id) => {
      const target = await createSecondColumn(api, ledger, own);
      const r = await api.call('movePageElement', { path: { id }, json: { site_id: own.siteId, layout_column_id: target.columnId } });
      expect(r.status, 'the move is refused with a 4xx').toBeGreaterThanOrEqual(400);
      expect(r.status, 'the move is refused with a 4xx').toBeLessThan(500);
      const shown = await api.call('getPageElement', { path: { id } });
      expect(shown.object.layout_column_id, 'it stays in its column').toBe(own.columnId);
      expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'its column still holds it').toEqual([id]);
      expect(idsOf(await readColumn(api, target.containerId, target.columnId)), 'the target column does not').toEqual([]);
    });
  });

  test('the content of a page element with content_locked true is not changed by an update', proves('PAGE-ELEMENT-CONTENT-LOCKED-ENFORCED'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'page element content locked');
    const content = '<p>locked content</p>';
    const created = await createTextBlock(api, ledger, own.columnId, { content_locked: true }, { content });
    expect(created.status).toBe(200);
    expect(created.object.content_locked).toBe(true);
    const id = created.object.id as number;
    const r = await api.call('updatePageElement', { path: { id }, json: { page_element: { content_locked: true }, element: { content: '<p>changed</p>' } } });
    // Refusing the update (4xx) or answering without changing the content are both true to the rule.
    expect(r.status, 'never a server error').toBeLessThan(500);
    if (r.status === 200) expect(element(r).content, 'the answer shows the content unchanged').toBe(content);
    const shown = await api.call('getPageElement', { path: { id } });
    expect(shown.status).toBe(200);
    expect(element(shown).content, 'the content did not change').toBe(content);
  });
});
