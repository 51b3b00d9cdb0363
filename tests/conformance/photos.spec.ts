// Photo elements placed on a page through the multipart upload (interface: Endpoints > Photos and
// photo galleries, Photo upload; Resources and their fields > Page Element, Photo element fields):
// the upload with its fields and thumbnails, a photo with a link, url and protocol required with
// has_url, and what a large upload gets. The limits of cutline and url, the range of has_url and the
// values of protocol, on upload and update, are in photo-limits.spec.ts.
// Every test makes its own News Article (support/content.ts) and uploads a small PNG into that
// article's column, which no other test touches. Gallery photos are the galleries area.
// Each check judges one requirement (check(...)); an upload or read a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import { test, expect, proves, writing, observe, RUN_TAG } from './harness.ts';
import { expectShape, check, checkRefusal, createdId, notJudged } from './assertions.ts';
import { createOwnContent } from './support/content.ts';
import { element, storedPageElement, trackPageElement, uploadPhoto } from './support/page-elements.ts';
import {
  LINK,
  accepted,
  brokenThumbnails,
  columnIds,
  missingPhotoFields,
  showElement,
  THUMBNAIL_SIZES,
  type Fields,
} from './support/photos.ts';
import { expectSuccess } from './support/compare.ts';

test.describe('photo elements', () => {
  test(
    'a photo uploaded as multipart is placed in the column as a Photo element with its fields and thumbnails',
    writing(
      proves('OP-PHOTO-ELEMENT-UPLOAD', 'PHOTO-FIELDS', 'PHOTO-THUMBNAILS', 'PHOTO-THUMBNAILS-FETCHABLE-OBSERVED'),
    ),
    async ({ api, discovery, ledger, http, target, baseURL }, testInfo) => {
      const own = await createOwnContent(api, ledger, discovery, 'photo upload');
      const cutline = `${RUN_TAG} photo`;
      const r = await uploadPhoto(api, ledger, own.columnId, { cutline });
      await check(
        'OP-PHOTO-ELEMENT-UPLOAD',
        'the upload answers 200 with a Page Element holding a Photo element',
        () => {
          expectSuccess(r, 'createPageElement', 'POST /page_elements (multipart, Photo) answers 200');
          expect(r.object.element_type, 'a Page Element holding a Photo element').toBe('Photo');
          expect(r.object.layout_column_id, 'in the column of the upload').toBe(own.columnId);
          expect(element(r).id, 'its element is the one of element_id').toBe(r.object.element_id);
          expect(element(r).cutline, 'with the cutline sent').toBe(cutline);
        },
      );
      const holdsPhoto = accepted(r) && r.object.element_type === 'Photo';
      await check('PHOTO-FIELDS', 'the upload answers the Photo element with every listed field', () => {
        if (!holdsPhoto) notJudged(`the upload answered no Photo element (${r.status})`, ['OP-PHOTO-ELEMENT-UPLOAD']);
        expectShape(r, 'PHOTO-FIELDS');
        expect(missingPhotoFields(element(r)), 'the Photo element carries every listed field').toEqual([]);
      });
      await check('PHOTO-THUMBNAILS', 'the upload answers thumbnails keyed small, medium and large, and thumb', () => {
        if (!holdsPhoto) notJudged(`the upload answered no Photo element (${r.status})`, ['OP-PHOTO-ELEMENT-UPLOAD']);
        expectShape(r, 'PHOTO-THUMBNAILS');
        expect(brokenThumbnails(element(r)), 'thumbnails.small, medium, large and thumb are URL strings').toEqual([]);
      });
      const id = await createdId(r, 'an uploaded photo', 'OP-PHOTO-ELEMENT-UPLOAD');

      const ids = await columnIds(api, own);
      await check('OP-PHOTO-ELEMENT-UPLOAD', 'the photo is placed in the column: the column lists it', () =>
        expect(ids, 'the column lists the photo').toEqual([id]),
      );
      const shown = await showElement(api, id);
      await check(
        'OP-PHOTO-ELEMENT-UPLOAD',
        'the photo is stored: a show returns a Photo element with the cutline',
        () => {
          expect(shown.object.element_type, 'a show returns a Photo element').toBe('Photo');
          expect(element(shown).cutline, 'a show returns the cutline').toBe(cutline);
        },
      );
      const photo = element(shown);
      await check('PHOTO-FIELDS', 'a show answers the Photo element with every listed field', () => {
        expectShape(shown, 'PHOTO-FIELDS');
        expect(missingPhotoFields(photo), 'the Photo element carries every listed field').toEqual([]);
      });
      await check('PHOTO-THUMBNAILS', 'a show answers thumbnails keyed small, medium and large, and thumb', () => {
        expectShape(shown, 'PHOTO-THUMBNAILS');
        expect(brokenThumbnails(photo), 'thumbnails.small, medium, large and thumb are URL strings').toEqual([]);
      });

      // Whether the thumbnails can be fetched is not promised: record what fetching them (without any
      // credential, as a browser showing the image would) gives.
      const thumbnails = (
        typeof photo.thumbnails === 'object' && photo.thumbnails !== null ? photo.thumbnails : {}
      ) as Fields;
      const base = target.baseUrl ?? baseURL ?? '';
      const fetched: Record<string, unknown> = {};
      for (const size of THUMBNAIL_SIZES) {
        const value = thumbnails[size];
        if (typeof value !== 'string' || value === '') continue;
        try {
          const url = new URL(value, base);
          if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            fetched[size] = `not fetched: ${url.protocol} URL`;
            continue;
          }
          const got = await http.fetch(url.toString(), { method: 'GET', failOnStatusCode: false, timeout: 10_000 });
          fetched[size] = {
            status: got.status(),
            contentType: got.headers()['content-type'] ?? null,
            bytes: (await got.body()).length,
            relative: !/^https?:/i.test(value),
          };
        } catch (error) {
          fetched[size] = `not fetched: ${String(error).split('\n')[0]}`;
        }
      }
      observe(
        testInfo,
        'PHOTO-THUMBNAILS-FETCHABLE-OBSERVED',
        'GET of the small, medium and large thumbnail URLs without a credential',
        fetched,
      );
    },
  );

  // One requirement: the whole body is its check; the upload and the show it reads are preconditions.
  test(
    'a photo with a link carries every listed field with its listed type',
    writing(proves('PHOTO-FIELDS')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'photo fields with a link');
      const cutline = `${RUN_TAG} linked photo`;
      const r = await uploadPhoto(api, ledger, own.columnId, { ...LINK, cutline, caption: 'A caption' });
      const { shown } = await storedPageElement(api, r, 'a photo with a link', 'OP-PHOTO-ELEMENT-UPLOAD');
      for (const [where, answer] of [
        ['create', r],
        ['show', shown],
      ] as const) {
        await check(
          'PHOTO-FIELDS',
          `the ${where} answers the Photo element with every listed field and its listed type`,
          () => {
            expectShape(answer, 'PHOTO-FIELDS');
            const photo = element(answer);
            expect(missingPhotoFields(photo), `${where}: the Photo element carries every listed field`).toEqual([]);
            expect(Number.isInteger(photo.id), `${where}: id is an integer`).toBe(true);
            expect(photo.caption === null || typeof photo.caption === 'string', `${where}: caption is a string`).toBe(
              true,
            );
            expect(photo.cutline, `${where}: cutline is the string sent`).toBe(cutline);
            expect(photo.url, `${where}: url is the string sent`).toBe(LINK.url);
            expect(photo.protocol, `${where}: protocol is the value sent`).toBe(LINK.protocol);
            expect(photo.has_url, `${where}: has_url is the integer sent`).toBe(LINK.has_url);
            expect(
              photo.show_original === null || typeof photo.show_original === 'boolean',
              `${where}: show_original is a boolean`,
            ).toBe(true);
            expect(typeof photo.enlargeable, `${where}: enlargeable is a boolean`).toBe('boolean');
            expect(
              photo.image_id === null || Number.isInteger(photo.image_id),
              `${where}: image_id is an integer`,
            ).toBe(true);
            for (const key of ['created_on', 'updated_on'])
              expect(typeof photo[key], `${where}: ${key} is a timestamp string`).toBe('string');
            expect(
              typeof photo.thumbnails === 'object' && photo.thumbnails !== null && !Array.isArray(photo.thumbnails),
              `${where}: thumbnails is an object`,
            ).toBe(true);
          },
        );
      }
    },
  );

  for (const [missing, requirement, sent] of [
    ['url', 'PHOTO-URL-REQUIRED-WITH-HAS-URL', { has_url: 1, protocol: 'https://' }],
    ['protocol', 'PHOTO-PROTOCOL-REQUIRED-WITH-HAS-URL', { has_url: 1, url: 'www.example.com/svc-conformance' }],
  ] as const) {
    test(
      `a photo with has_url set and no ${missing} is rejected`,
      writing(proves(requirement, 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
      async ({ api, discovery, ledger }) => {
        const own = await createOwnContent(api, ledger, discovery, `photo has_url without ${missing}`);
        const r = await uploadPhoto(api, ledger, own.columnId, sent);
        await checkRefusal(r, requirement, `an upload with has_url and no ${missing}`);
        const ids = await columnIds(api, own);
        await check(requirement, 'the refused upload stored nothing', () =>
          expect(ids, 'nothing was stored').toEqual([]),
        );
      },
    );
  }
});

// Upload size limits are not shown (Limits): what a large upload gets is recorded.
test(
  'what an upload of 12 MB gets is recorded',
  writing(proves('UPLOAD-SIZE-LIMIT-OBSERVED')),
  async ({ api, discovery, ledger }, testInfo) => {
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
    trackPageElement(ledger, r);
    observe(testInfo, 'UPLOAD-SIZE-LIMIT-OBSERVED', 'a 12 MB photo element upload', {
      status: r.status,
      errors: r.object.errors ?? null,
    });
  },
);
