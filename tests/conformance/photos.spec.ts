// Photo elements placed on a page through the multipart upload (interface: Endpoints > Photos and
// photo galleries, Photo upload; Resources and their fields > Page Element, Photo element fields;
// Limits). Every test makes its own News Article (support/content.ts) and uploads a small PNG into
// that article's column, which no other test touches. Gallery photos are the galleries area.
import { test, expect, expectEvery, proves, observe, RUN_TAG, expectClientError } from './harness.ts';
import { createOwnContent } from './support/content.ts';
import { createTextBlock, idsOf, readColumn, uploadPhoto } from './support/page-elements.ts';
import { idSet } from './support/compare.ts';
import type { ApiClient } from '../../src/harness/client.ts';

/** The Photo element fields the interface lists for responses (uploaded_data is request only). */
const PHOTO_FIELDS = ['id', 'caption', 'cutline', 'url', 'protocol', 'has_url', 'show_original', 'enlargeable', 'action', 'image_id', 'created_on', 'updated_on', 'thumbnails'];

/** A link set the way the interface asks: has_url with url and protocol. */
const LINK = { has_url: 5, protocol: 'https://', url: 'www.example.com/svc-conformance' } as const;

const element = (r: { object: Record<string, unknown> }) => (r.object.element ?? {}) as Record<string, unknown>;

/**
 * A limited field of a Photo element on update (PUT /page_elements/:id with page_element and element,
 * both required): one past the limit is rejected and changes nothing; at the limit it is accepted and
 * read back verbatim.
 */
async function expectLimitOnUpdate(api: ApiClient, id: number, field: string, over: string, stored: string, atLimit: string): Promise<void> {
  expectClientError(await api.call('updatePageElement', { path: { id }, json: { page_element: {}, element: { [field]: over } } }));
  expect(element(await api.call('getPageElement', { path: { id } }))[field], `the update to a ${field} of ${over.length} characters is rejected and changes nothing`).toBe(stored);
  const r = await api.call('updatePageElement', { path: { id }, json: { page_element: {}, element: { [field]: atLimit } } });
  expect(r.status, `an update to a ${field} of ${atLimit.length} characters is accepted`).toBe(200);
  expect(element(r)[field], 'the update answers it verbatim').toBe(atLimit);
  expect(element(await api.call('getPageElement', { path: { id } }))[field], `the updated ${field} is read back verbatim`).toBe(atLimit);
}

test.describe('photo elements', () => {
  test('a photo uploaded as multipart is placed in the column as a Photo element with its fields and thumbnails', proves('OP-PHOTO-ELEMENT-UPLOAD', 'PHOTO-FIELDS', 'PHOTO-THUMBNAILS', 'PHOTO-THUMBNAILS-FETCHABLE-OBSERVED'), async ({ api, discovery, ledger, writes, http, target, baseURL }, testInfo) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'photo upload');
    const cutline = `${RUN_TAG} photo`;
    const r = await uploadPhoto(api, ledger, own.columnId, { cutline });
    expect(r.status).toBe(200);
    expect(r.exchange.schemaErrors).toEqual([]);
    const id = r.object.id as number;
    expect(r.object.element_type, 'a Page Element holding a Photo element').toBe('Photo');
    expect(r.object.layout_column_id).toBe(own.columnId);
    expect(element(r).id).toBe(r.object.element_id);
    expect(element(r).cutline).toBe(cutline);

    const shown = await api.call('getPageElement', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.exchange.schemaErrors).toEqual([]);
    expect(shown.object.element_type).toBe('Photo');
    const photo = element(shown);
    for (const key of PHOTO_FIELDS) expect(Object.keys(photo), `the Photo element carries ${key}`).toContain(key);
    expect(photo.cutline, 'a show returns the cutline').toBe(cutline);
    expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'the column lists the photo').toEqual([id]);

    const thumbnails = (photo.thumbnails ?? {}) as Record<string, unknown>;
    for (const size of ['small', 'medium', 'large']) {
      expect(typeof thumbnails[size], `thumbnails.${size} is a URL string`).toBe('string');
      expect(String(thumbnails[size]), `thumbnails.${size} is not empty`).not.toBe('');
    }

    // Whether the thumbnails can be fetched is not promised: record what fetching them (without any
    // credential, as a browser showing the image would) gives.
    const base = target.baseUrl ?? baseURL ?? '';
    const fetched: Record<string, unknown> = {};
    for (const size of ['small', 'medium', 'large']) {
      const value = thumbnails[size];
      if (typeof value !== 'string' || value === '') continue;
      try {
        const url = new URL(value, base);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') { fetched[size] = `not fetched: ${url.protocol} URL`; continue; }
        const got = await http.fetch(url.toString(), { method: 'GET', failOnStatusCode: false, timeout: 10_000 });
        fetched[size] = { status: got.status(), contentType: got.headers()['content-type'] ?? null, bytes: (await got.body()).length, relative: !/^https?:/i.test(value) };
      } catch (error) {
        fetched[size] = `not fetched: ${String(error).split('\n')[0]}`;
      }
    }
    observe(testInfo, 'PHOTO-THUMBNAILS-FETCHABLE-OBSERVED', 'GET of the small, medium and large thumbnail URLs without a credential', fetched);
  });

  test('a photo with a link carries every listed field with its listed type', proves('PHOTO-FIELDS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'photo fields with a link');
    const cutline = `${RUN_TAG} linked photo`;
    const r = await uploadPhoto(api, ledger, own.columnId, { ...LINK, cutline, caption: 'A caption' });
    expect(r.status).toBe(200);
    const shown = await api.call('getPageElement', { path: { id: r.object.id as number } });
    expect(shown.status).toBe(200);
    expect(shown.exchange.schemaErrors, 'the Photo element matches its schema').toEqual([]);
    for (const [where, photo] of [['create', element(r)], ['show', element(shown)]] as const) {
      for (const key of PHOTO_FIELDS) expect(Object.keys(photo), `${where}: the Photo element carries ${key}`).toContain(key);
      expect(Number.isInteger(photo.id), `${where}: id is an integer`).toBe(true);
      expect(photo.caption === null || typeof photo.caption === 'string', `${where}: caption is a string`).toBe(true);
      expect(photo.cutline, `${where}: cutline is the string sent`).toBe(cutline);
      expect(photo.url, `${where}: url is the string sent`).toBe(LINK.url);
      expect(photo.protocol, `${where}: protocol is the value sent`).toBe(LINK.protocol);
      expect(photo.has_url, `${where}: has_url is the integer sent`).toBe(LINK.has_url);
      expect(photo.show_original === null || typeof photo.show_original === 'boolean', `${where}: show_original is a boolean`).toBe(true);
      expect(typeof photo.enlargeable, `${where}: enlargeable is a boolean`).toBe('boolean');
      expect(photo.image_id === null || Number.isInteger(photo.image_id), `${where}: image_id is an integer`).toBe(true);
      for (const key of ['created_on', 'updated_on']) expect(typeof photo[key], `${where}: ${key} is a timestamp string`).toBe('string');
      expect(typeof photo.thumbnails === 'object' && photo.thumbnails !== null && !Array.isArray(photo.thumbnails), `${where}: thumbnails is an object`).toBe(true);
    }
  });

  test('a cutline of 255 characters is accepted and read back, on upload and update; 256 is rejected and nothing is stored or changed', proves('PHOTO-CUTLINE-MAXLEN', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'photo cutline');
    const at = `${RUN_TAG} `.padEnd(255, 'c'); // 255 characters
    const accepted = await uploadPhoto(api, ledger, own.columnId, { cutline: at });
    expect(accepted.status).toBe(200);
    expect(element(accepted).cutline).toBe(at);
    const shown = await api.call('getPageElement', { path: { id: accepted.object.id as number } });
    expect(element(shown).cutline, 'read back verbatim').toBe(at);

    const rejected = await uploadPhoto(api, ledger, own.columnId, { cutline: `${at}c` });
    expectClientError(rejected);
    expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'nothing was stored').toEqual([accepted.object.id]);

    // The limit holds for an update of the element too.
    await expectLimitOnUpdate(api, accepted.object.id as number, 'cutline', `${at}c`, at, `${RUN_TAG} updated `.padEnd(255, 'd'));
  });

  test('a url of 255 characters is accepted and read back, on upload and update; 256 is rejected and nothing is stored or changed', proves('PHOTO-URL-MAXLEN', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'photo url');
    const at = 'www.example.com/'.padEnd(255, 'u'); // 255 characters
    const accepted = await uploadPhoto(api, ledger, own.columnId, { ...LINK, url: at });
    expect(accepted.status).toBe(200);
    expect(element(accepted).url).toBe(at);
    const shown = await api.call('getPageElement', { path: { id: accepted.object.id as number } });
    expect(element(shown).url, 'read back verbatim').toBe(at);

    const rejected = await uploadPhoto(api, ledger, own.columnId, { ...LINK, url: `${at}u` });
    expectClientError(rejected);
    expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'nothing was stored').toEqual([accepted.object.id]);

    // The limit holds for an update of the element too.
    await expectLimitOnUpdate(api, accepted.object.id as number, 'url', `${at}u`, at, 'www.example.com/updated/'.padEnd(255, 'v'));
  });

  test('has_url accepts 1 and 5 and rejects 0 and 6, on upload and update', proves('PHOTO-HAS-URL-RANGE', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'photo has_url');
    const stored: unknown[] = [];
    for (const hasUrl of [1, 5]) {
      const r = await uploadPhoto(api, ledger, own.columnId, { ...LINK, has_url: hasUrl });
      expect(r.status, `has_url ${hasUrl} is accepted`).toBe(200);
      stored.push(r.object.id);
      const shown = await api.call('getPageElement', { path: { id: r.object.id as number } });
      expect(element(shown).has_url, `has_url ${hasUrl} is read back as the integer`).toBe(hasUrl);
    }
    for (const hasUrl of [0, 6]) {
      const r = await uploadPhoto(api, ledger, own.columnId, { ...LINK, has_url: hasUrl });
      expectClientError(r);
    }
    // Which photos are stored is a set: the column's order of them is not the point here.
    expect(idSet(idsOf(await readColumn(api, own.containerId, own.columnId))), 'only the accepted photos were stored').toEqual(idSet(stored));

    // The range holds for an update of the element too: 5 and 1 are taken, 0 and 6 change nothing.
    const id = stored[0] as number;
    for (const hasUrl of [5, 1]) {
      const r = await api.call('updatePageElement', { path: { id }, json: { page_element: {}, element: { has_url: hasUrl } } });
      expect(r.status, `an update to has_url ${hasUrl} is accepted`).toBe(200);
      expect(element(await api.call('getPageElement', { path: { id } })).has_url, `has_url ${hasUrl} is read back after the update`).toBe(hasUrl);
    }
    for (const hasUrl of [0, 6]) {
      expectClientError(await api.call('updatePageElement', { path: { id }, json: { page_element: {}, element: { has_url: hasUrl } } }));
      expect(element(await api.call('getPageElement', { path: { id } })).has_url, `the rejected update to has_url ${hasUrl} changed nothing`).toBe(1);
    }
  });

  test('protocol takes http://, https:// and mailto: and rejects another value, on upload and update', proves('PHOTO-PROTOCOL-ENUM', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'photo protocol');
    const stored: unknown[] = [];
    for (const [protocol, url] of [['http://', 'www.example.com/a'], ['https://', 'www.example.com/b'], ['mailto:', 'someone@example.com']] as const) {
      const r = await uploadPhoto(api, ledger, own.columnId, { has_url: 1, protocol, url });
      expect(r.status, `protocol ${protocol} is accepted`).toBe(200);
      stored.push(r.object.id);
      const shown = await api.call('getPageElement', { path: { id: r.object.id as number } });
      expect(element(shown).protocol, `protocol ${protocol} is read back`).toBe(protocol);
    }
    const r = await uploadPhoto(api, ledger, own.columnId, { has_url: 1, protocol: 'ftp://', url: 'www.example.com/c' });
    expectClientError(r);
    // Which photos are stored is a set: the column's order of them is not the point here.
    expect(idSet(idsOf(await readColumn(api, own.containerId, own.columnId))), 'only the accepted photos were stored').toEqual(idSet(stored));

    // The same on an update of the element: each listed protocol is taken and read back; ftp:// changes nothing.
    const id = stored[0] as number;
    for (const [protocol, url] of [['https://', 'www.example.com/d'], ['mailto:', 'someone@example.com'], ['http://', 'www.example.com/e']] as const) {
      const u = await api.call('updatePageElement', { path: { id }, json: { page_element: {}, element: { protocol, url } } });
      expect(u.status, `an update to protocol ${protocol} is accepted`).toBe(200);
      expect(element(await api.call('getPageElement', { path: { id } })).protocol, `protocol ${protocol} is read back after the update`).toBe(protocol);
    }
    expectClientError(await api.call('updatePageElement', { path: { id }, json: { page_element: {}, element: { protocol: 'ftp://' } } }));
    expect(element(await api.call('getPageElement', { path: { id } })).protocol, 'the rejected update changed nothing').toBe('http://');
  });

  test('a photo with has_url set and no url is rejected', proves('PHOTO-URL-REQUIRED-WITH-HAS-URL', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'photo has_url without url');
    const r = await uploadPhoto(api, ledger, own.columnId, { has_url: 1, protocol: 'https://' });
    expectClientError(r);
    expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'nothing was stored').toEqual([]);
  });

  test('a photo with has_url set and no protocol is rejected', proves('PHOTO-PROTOCOL-REQUIRED-WITH-HAS-URL', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'photo has_url without protocol');
    const r = await uploadPhoto(api, ledger, own.columnId, { has_url: 1, url: 'www.example.com/svc-conformance' });
    expectClientError(r);
    expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'nothing was stored').toEqual([]);
  });
});

/** The TextBlock element fields and the Page Element fields the interface lists (Resources and their fields > Page Element). */
const TEXTBLOCK_FIELDS = ['id', 'subtitle', 'content', 'updated_on', 'created_on', 'display_size', 'alignment', 'url', 'protocol', 'has_url', 'action', 'image_id', 'created_without_fck', 'subtitle_alignment', 'cutline', 'thumbnails'];
const PAGE_ELEMENT_FIELDS = ['id', 'element_type', 'element_id', 'position', 'layout_column_id', 'element_locked', 'content_locked', 'dependent_type', 'mirror_enabled', 'custom_css_class', 'question_element_dependency_type', 'created_on', 'updated_on', 'element'];

/** The page elements a JSON answer holds anywhere (objects with element_type and element), by id. */
function pageElementsIn(body: unknown, ids: readonly number[]): Array<Record<string, unknown>> {
  const found: Array<Record<string, unknown>> = [];
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) {
      const o = v as Record<string, unknown>;
      if (typeof o.element_type === 'string' && 'element' in o && ids.includes(o.id as number)) found.push(o);
      Object.values(o).forEach(visit);
    }
  };
  visit(body);
  return found;
}

// A Layout Container's columns carry their page elements in responses, and a News Article its
// content node with its layout containers: wherever our photo and text block appear, nested in an
// answer, they carry the fields the interface lists (the schema check of every answer judges their types).
test('a photo and a text block nested in container and news article answers carry their listed fields', proves('PHOTO-FIELDS', 'PHOTO-THUMBNAILS', 'TEXTBLOCK-FIELDS', 'PAGE-ELEMENT-FIELDS', 'OP-NEWS-ARTICLES-SHOW', 'OP-NEWS-ARTICLES-UPDATE', 'OP-NEWS-ARTICLES-INDEX', 'OP-NEWS-ARTICLES-DELETE', 'OP-LAYOUT-CONTAINERS-UPDATE', 'OP-LAYOUT-CONTAINERS-SHOW'), async ({ api, discovery, ledger, writes }) => {
  void writes;
  const own = await createOwnContent(api, ledger, discovery, 'nested page elements');
  const photo = await uploadPhoto(api, ledger, own.columnId, { ...LINK, cutline: `${RUN_TAG} nested photo` });
  expect(photo.status).toBe(200);
  const text = await createTextBlock(api, ledger, own.columnId);
  expect(text.status).toBe(200);
  const ids = [photo.object.id as number, text.object.id as number];
  const answers: Array<[string, () => Promise<{ status: number; body: unknown }>]> = [
    ['GET news article', () => api.call('getNewsArticle', { path: { id: own.articleId } })],
    ['PUT news article', () => api.call('updateNewsArticle', { path: { id: own.articleId }, json: { news_article: { title: `${RUN_TAG} nested page elements (updated)`, page_node_ids: String(own.tagId) } } })],
    ['GET layout container', () => api.call('getLayoutContainer', { path: { id: own.containerId } })],
    ['PUT layout container', () => api.call('updateLayoutContainer', { path: { id: own.containerId }, json: { layout_container: { name: `${RUN_TAG} nested` } } })],
    ['GET news articles (the index)', () => api.call('listNewsArticles')],
    ['DELETE news article', async () => { const r = await api.call('deleteNewsArticle', { path: { id: own.articleId } }); if (r.status === 200) ledger.forget('news_article', own.articleId); return r; }],
  ];
  for (const [what, call] of answers) {
    const r = await call();
    expect(r.status, `${what} answers 200`).toBe(200);
    const nested = pageElementsIn(r.body, ids);
    expect(idSet(nested.map((pe) => pe.id)), `${what}: the answer holds our photo and text block`).toEqual(idSet(ids));
    expectEvery(nested, `${what}: every page element carries the listed fields`, (pe) => {
      const el = (pe.element ?? {}) as Record<string, unknown>;
      const listed = pe.element_type === 'Photo' ? PHOTO_FIELDS : TEXTBLOCK_FIELDS;
      const missing = [...PAGE_ELEMENT_FIELDS.filter((k) => !(k in pe)), ...listed.filter((k) => !(k in el)).map((k) => `element.${k}`)];
      if (pe.element_type === 'Photo') {
        const thumbnails = (el.thumbnails ?? {}) as Record<string, unknown>;
        missing.push(...['small', 'medium', 'large'].filter((k) => typeof thumbnails[k] !== 'string').map((k) => `element.thumbnails.${k} (a URL string)`));
      }
      return missing.length > 0 && `page element ${String(pe.id)} (${String(pe.element_type)}): ${missing.join(', ')}`;
    });
  }
});

// The update and the delete answer the Page Element (Endpoints > Page Elements): with its Photo element and its fields.
test('the update and the delete of a photo page element answer it with the Photo element fields and thumbnails', proves('PHOTO-FIELDS', 'PHOTO-THUMBNAILS', 'OP-PAGE-ELEMENTS-UPDATE', 'OP-PAGE-ELEMENTS-DELETE'), async ({ api, discovery, ledger, writes }) => {
  void writes;
  const own = await createOwnContent(api, ledger, discovery, 'photo update and delete answers');
  const photo = await uploadPhoto(api, ledger, own.columnId, { ...LINK, cutline: `${RUN_TAG} photo answers` });
  expect(photo.status).toBe(200);
  const id = photo.object.id as number;
  const updated = await api.call('updatePageElement', { path: { id }, json: { page_element: { custom_css_class: 'svc-photo-updated' }, element: { cutline: `${RUN_TAG} photo answers (updated)` } } });
  const deleted = await api.call('deletePageElement', { path: { id } });
  if (deleted.status === 200) ledger.forget('page_element', id);
  for (const [what, r] of [['update', updated], ['delete', deleted]] as const) {
    expect(r.status, `the ${what} answers 200`).toBe(200);
    expect(r.object.id, `the ${what} answers the page element`).toBe(id);
    const el = element(r);
    for (const key of PHOTO_FIELDS) expect(Object.keys(el), `${what}: the Photo element carries ${key}`).toContain(key);
    const thumbnails = (el.thumbnails ?? {}) as Record<string, unknown>;
    for (const size of ['small', 'medium', 'large']) expect(typeof thumbnails[size], `${what}: thumbnails.${size} is a URL string`).toBe('string');
  }
});

test('what an upload of 12 MB gets is recorded', proves('UPLOAD-SIZE-LIMIT-OBSERVED'), async ({ api, discovery, ledger, writes }, testInfo) => {
  void writes;
  const own = await createOwnContent(api, ledger, discovery, 'upload size');
  // A PNG signature followed by padding: the size is what is being observed, not the image.
  const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(12 * 1024 * 1024)]);
  const r = await api.call('createPageElement', {
    multipart: {
      'page_element[layout_column_id]': own.columnId,
      'page_element[page_element_type]': 'Photo',
      'page_element[element][cutline]': `${RUN_TAG} large upload`,
      'page_element[element][uploaded_data]': { name: 'large.png', mimeType: 'image/png', buffer: big },
    },
    unvalidated: true,
  });
  if (r.status === 200 && typeof r.object.id === 'number') ledger.track('page_element', r.object.id, { operationId: 'deletePageElement', path: { id: r.object.id } });
  observe(testInfo, 'UPLOAD-SIZE-LIMIT-OBSERVED', 'a 12 MB photo element upload', { status: r.status, errors: r.object.errors ?? null });
});
