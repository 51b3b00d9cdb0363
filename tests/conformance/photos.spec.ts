// Photo elements placed on a page through the multipart upload (interface: Endpoints > Photos and
// photo galleries, Photo upload; Resources and their fields > Page Element, Photo element fields;
// Limits). Every test makes its own News Article (support/content.ts) and uploads a small PNG into
// that article's column, which no other test touches. Gallery photos are the galleries area.
import { test, expect, proves, observe, RUN_TAG, expectClientError } from './harness.ts';
import { createOwnContent } from './support/content.ts';
import { idsOf, readColumn, uploadPhoto } from './support/page-elements.ts';
import { idSet } from './support/compare.ts';

/** The Photo element fields the interface lists for responses (uploaded_data is request only). */
const PHOTO_FIELDS = ['id', 'caption', 'cutline', 'url', 'protocol', 'has_url', 'show_original', 'enlargeable', 'action', 'image_id', 'created_on', 'updated_on', 'thumbnails'];

/** A link set the way the interface asks: has_url with url and protocol. */
const LINK = { has_url: 5, protocol: 'https://', url: 'www.example.com/svc-conformance' } as const;

const element = (r: { object: Record<string, unknown> }) => (r.object.element ?? {}) as Record<string, unknown>;

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

  test('a cutline of 255 characters is accepted and read back; 256 is rejected and nothing is stored', proves('PHOTO-CUTLINE-MAXLEN', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
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
  });

  test('a url of 255 characters is accepted and read back; 256 is rejected and nothing is stored', proves('PHOTO-URL-MAXLEN', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
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
  });

  test('has_url accepts 1 and 5 and rejects 0 and 6', proves('PHOTO-HAS-URL-RANGE', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
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
  });

  test('protocol takes http://, https:// and mailto: and rejects another value', proves('PHOTO-PROTOCOL-ENUM', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
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
