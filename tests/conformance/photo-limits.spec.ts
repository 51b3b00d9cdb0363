// The limits and listed values of a Photo element's fields (interface: Resources and their fields >
// Page Element, Photo element fields; Limits), on upload (Endpoints > Photos and photo galleries,
// Photo upload) and on an update of the element (Endpoints > Page Elements): the length of cutline
// and url, the range of has_url, the values of protocol. The upload itself and the other rules of
// its fields are in photos.spec.ts.
// Every test makes its own News Article (support/content.ts) and uploads a small PNG into that
// article's column, which no other test touches. Gallery photos are the galleries area.
// Each check judges one requirement (check(...)); an upload or read a check only relies on is a
// precondition, whose failure makes the check inconclusive, never failed.
import { test, expect, proves, writing, RUN_TAG } from './harness.ts';
import { expectAccepted, check, checkRefusal, notJudged, precondition } from './assertions.ts';
import { createOwnContent, type OwnContent } from './support/content.ts';
import { element, storedPageElement, uploadPhoto } from './support/page-elements.ts';
import { LINK, accepted, columnIds, showElement, notContentLocked } from './support/photos.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { interfaceModel, listed } from '../../src/spec/interface-model.ts';

const model = interfaceModel();
/** A field of the Photo element as the model of the interface names it (the element of a JSON create; the upload and the update take the same). */
const photoField = (field: string): string => `page_element.element.${field}`;
const HAS_URL = model.range('createPageElement', photoField('has_url'), 'json');
const PROTOCOLS = model.values('createPageElement', photoField('protocol'), 'json');
/** A URL for each protocol: an address for mailto:, a host and path (with a letter no other request of the test uses) for the others. */
function urlsFor(protocols: readonly string[], letters: string[]): Array<[string, string]> {
  return protocols.map((protocol) => [
    protocol,
    protocol === 'mailto:' ? 'someone@example.com' : `www.example.com/${letters.shift()!}`,
  ]);
}

/**
 * The control of a test that judges a rule by which uploads are accepted: a plain photo upload (a
 * short cutline, no link) is accepted in the column, so that a refused upload there is refused by
 * the rule under test, not because photo uploads fail (OP-PHOTO-ELEMENT-UPLOAD). Returns its id.
 */
async function controlUpload(api: ApiClient, ledger: Ledger, own: OwnContent): Promise<unknown> {
  const r = await uploadPhoto(api, ledger, own.columnId, { cutline: `${RUN_TAG} control` });
  return precondition(
    'a plain photo upload (the control) is accepted',
    () => {
      expectAccepted(r, 'a plain photo upload is accepted');
      return r.object.id;
    },
    'OP-PHOTO-ELEMENT-UPLOAD',
  );
}

/**
 * A limited field of a Photo element on update (PUT /page_elements/:id with page_element and element,
 * both required): one past the limit is rejected and changes nothing; at the limit it is accepted and
 * read back verbatim. Every check is `requirement`'s.
 */
async function checkLimitOnUpdate(
  api: ApiClient,
  requirement: string,
  id: number,
  shown: ApiResult,
  field: string,
  over: string,
  stored: string,
  atLimit: string,
): Promise<void> {
  await notContentLocked(shown);
  const refused = await api.call('updatePageElement', {
    path: { id },
    json: { page_element: {}, element: { [field]: over } },
  });
  await checkRefusal(refused, requirement, `an update to a ${field} of ${over.length} characters`);
  const after = await showElement(api, id);
  await check(requirement, `the refused update of a ${field} of ${over.length} characters changed nothing`, () =>
    expect(element(after)[field], `the update to a ${field} of ${over.length} characters changed nothing`).toBe(stored),
  );
  const r = await api.call('updatePageElement', {
    path: { id },
    json: { page_element: {}, element: { [field]: atLimit } },
  });
  await check(
    requirement,
    `an update to a ${field} of ${atLimit.length} characters is accepted and answers it verbatim`,
    () => {
      expectAccepted(r, `an update to a ${field} of ${atLimit.length} characters is accepted`);
      // the value from before: the update answered the element as it was, which is the update's rule, not the limit's
      if (element(r)[field] === stored)
        notJudged(`the update answers the ${field} from before the update`, ['OP-PAGE-ELEMENTS-UPDATE']);
      expect(element(r)[field], 'the update answers it verbatim').toBe(atLimit);
    },
  );
  const reread = await showElement(api, id);
  await check(requirement, `the updated ${field} of ${atLimit.length} characters is read back verbatim`, () => {
    // the value from before: the update was not stored at all, which is the update's rule, not the limit's
    if (accepted(r) && element(reread)[field] === stored)
      notJudged(`a show still returns the ${field} from before the accepted update`, ['PAGE-ELEMENT-UPDATE-READ-BACK']);
    expect(element(reread)[field], `the updated ${field} is read back verbatim`).toBe(atLimit);
  });
}

/** A photo uploaded with a value of the field a test judges that was accepted. */
type StoredValue = { id: number; value: unknown };

/**
 * Uploads of a photo with each listed value of `field` (`fields`: what each upload sends):
 * `requirement`'s check that each is accepted and answered. Returns the accepted ones.
 */
async function checkUploadsAccepted(
  api: ApiClient,
  ledger: Ledger,
  own: OwnContent,
  requirement: string,
  field: string,
  uploads: ReadonlyArray<readonly [unknown, Record<string, string | number>]>,
): Promise<StoredValue[]> {
  const stored: StoredValue[] = [];
  for (const [value, fields] of uploads) {
    const r = await uploadPhoto(api, ledger, own.columnId, fields);
    await check(requirement, `${field} ${String(value)} is accepted on upload and answered`, () => {
      expectAccepted(r, `${field} ${String(value)} is accepted`);
      expect(element(r)[field], `the upload answers ${field} ${String(value)}`).toBe(value);
    });
    if (accepted(r) && typeof r.object.id === 'number') stored.push({ id: r.object.id, value });
  }
  return stored;
}

/**
 * What the uploads of `field`'s values stored: only the accepted photos and the control in the
 * column (`requirement`'s check `words.refused`: whether each accepted one was stored is the upload's
 * rule), each read back with its value. Returns the first of them, not content_locked, to update
 * (a precondition, `words.toUpdate`: `words.oneAccepted`).
 */
async function checkStoredValues(
  api: ApiClient,
  own: OwnContent,
  control: unknown,
  stored: readonly StoredValue[],
  requirement: string,
  field: string,
  words: { refused: string; toUpdate: string; oneAccepted: string },
): Promise<number> {
  const ids = await columnIds(api, own);
  await check(requirement, words.refused, () => {
    expect(
      ids.filter((id) => id !== control && !stored.some((s) => s.id === id)),
      'the column holds nothing but the control and the accepted photos',
    ).toEqual([]);
  });
  const shows = new Map<number, ApiResult>();
  for (const { id, value } of stored) {
    const shown = await showElement(api, id);
    shows.set(id, shown);
    await check(requirement, `${field} ${String(value)} is read back`, () =>
      expect(element(shown)[field], `${field} ${String(value)} is read back`).toBe(value),
    );
  }
  const id = await precondition(
    words.toUpdate,
    () => {
      expect(stored.length, words.oneAccepted).toBeGreaterThan(0);
      return stored[0]!.id;
    },
    requirement,
  );
  await notContentLocked(shows.get(id)!);
  return id;
}

/**
 * Updates of the element of photo `id` to each value of `field` in turn (`sent`: the element fields
 * of each): `requirement`'s checks that each is accepted and read back; a show that still returns the
 * value from before an accepted update is the update's failure (PAGE-ELEMENT-UPDATE-READ-BACK).
 * `current`: the value shown before the first. Returns the value shown after the last.
 */
async function checkUpdatesReadBack(
  api: ApiClient,
  id: number,
  requirement: string,
  field: string,
  updates: ReadonlyArray<readonly [unknown, Record<string, unknown>]>,
  current: unknown,
): Promise<unknown> {
  for (const [value, sent] of updates) {
    const r = await api.call('updatePageElement', { path: { id }, json: { page_element: {}, element: sent } });
    await check(requirement, `an update to ${field} ${String(value)} is accepted`, () =>
      expectAccepted(r, `an update to ${field} ${String(value)} is accepted`),
    );
    const shown = await showElement(api, id);
    const before = current;
    current = element(shown)[field];
    await check(requirement, `${field} ${String(value)} is read back after the update`, () => {
      // the value from before: the update was not stored at all, which is the update's rule, not this one's
      if (accepted(r) && before !== value && current === before)
        notJudged(`a show still returns the ${field} from before the accepted update`, [
          'PAGE-ELEMENT-UPDATE-READ-BACK',
        ]);
      expect(current, `${field} ${String(value)} is read back after the update`).toBe(value);
    });
  }
  return current;
}

test.describe('photo elements', () => {
  for (const [field, requirement, prefix, fill, updatePrefix, updateFill, link] of [
    ['cutline', 'PHOTO-CUTLINE-MAXLEN', `${RUN_TAG} `, 'c', `${RUN_TAG} updated `, 'd', false],
    ['url', 'PHOTO-URL-MAXLEN', 'www.example.com/', 'u', 'www.example.com/updated/', 'v', true],
  ] as const) {
    const max = model.maxLength('createPageElement', photoField(field), 'json');
    const [at, overExtra, updateAt] = [prefix.padEnd(max, fill), fill, updatePrefix.padEnd(max, updateFill)];
    test(
      `a ${field} of ${max} characters is accepted and read back, on upload and update; ${max + 1} is rejected and nothing is stored or changed`,
      writing(proves(requirement, 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
      async ({ api, discovery, ledger }) => {
        const own = await createOwnContent(api, ledger, discovery, `photo ${field}`);
        const fields = (value: string): Record<string, string | number> =>
          link ? { ...LINK, url: value } : { cutline: value };
        const over = `${at}${overExtra}`;
        const control = await controlUpload(api, ledger, own);
        // At the limit: accepted and answered verbatim.
        const atLimit = await uploadPhoto(api, ledger, own.columnId, fields(at));
        await check(
          requirement,
          `an upload with a ${field} of ${max} characters is accepted and answers it verbatim`,
          () => {
            expectAccepted(atLimit, `a ${field} of ${max} characters is accepted`);
            expect(element(atLimit)[field], 'the upload answers it verbatim').toBe(at);
          },
        );
        // One past the limit: rejected, nothing stored.
        const rejected = await uploadPhoto(api, ledger, own.columnId, fields(over));
        await checkRefusal(rejected, requirement, `an upload with a ${field} of ${max + 1} characters`);
        const ids = await columnIds(api, own);
        await check(requirement, `the refused upload of a ${field} of ${max + 1} characters stored nothing`, () => {
          expect(
            ids.filter((id) => id !== control && !(accepted(atLimit) && id === atLimit.object.id)),
            `the column holds nothing but the control and the photo of ${max} characters`,
          ).toEqual([]);
        });
        // The one at the limit is read back verbatim.
        const { id, shown } = await storedPageElement(
          api,
          atLimit,
          `a photo with a ${field} of ${max} characters`,
          requirement,
        );
        await check(requirement, `the ${field} of ${max} characters is read back verbatim`, () =>
          expect(element(shown)[field], 'read back verbatim').toBe(at),
        );
        // The limit holds for an update of the element too.
        await checkLimitOnUpdate(api, requirement, id, shown, field, over, at, updateAt);
      },
    );
  }

  const [hasUrlIn, hasUrlOut] = [
    [HAS_URL.minimum, HAS_URL.maximum],
    [HAS_URL.minimum - 1, HAS_URL.maximum + 1],
  ];
  test(
    `has_url accepts ${hasUrlIn.join(' and ')} and rejects ${hasUrlOut.join(' and ')}, on upload and update`,
    writing(proves('PHOTO-HAS-URL-RANGE', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'photo has_url');
      const control = await controlUpload(api, ledger, own);
      const stored = await checkUploadsAccepted(
        api,
        ledger,
        own,
        'PHOTO-HAS-URL-RANGE',
        'has_url',
        hasUrlIn.map((hasUrl) => [hasUrl, { ...LINK, has_url: hasUrl }] as const),
      );
      for (const hasUrl of hasUrlOut)
        await checkRefusal(
          await uploadPhoto(api, ledger, own.columnId, { ...LINK, has_url: hasUrl }),
          'PHOTO-HAS-URL-RANGE',
          `an upload with has_url ${hasUrl}`,
        );
      const id = await checkStoredValues(api, own, control, stored, 'PHOTO-HAS-URL-RANGE', 'has_url', {
        refused: 'the refused uploads stored nothing',
        toUpdate: 'a photo with has_url to update',
        oneAccepted: 'an upload with a has_url of the range was accepted',
      });

      // The range holds for an update of the element too: its ends are taken (the other way round), one past either changes nothing.
      let current = await checkUpdatesReadBack(
        api,
        id,
        'PHOTO-HAS-URL-RANGE',
        'has_url',
        [...hasUrlIn].reverse().map((hasUrl) => [hasUrl, { has_url: hasUrl }] as const),
        stored[0]!.value,
      );
      for (const hasUrl of hasUrlOut) {
        const r = await api.call('updatePageElement', {
          path: { id },
          json: { page_element: {}, element: { has_url: hasUrl } },
        });
        await checkRefusal(r, 'PHOTO-HAS-URL-RANGE', `an update to has_url ${hasUrl}`);
        const shown = await showElement(api, id);
        const before = current;
        current = element(shown).has_url;
        await check('PHOTO-HAS-URL-RANGE', `the refused update to has_url ${hasUrl} changed nothing`, () =>
          expect(current, `the rejected update to has_url ${hasUrl} changed nothing`).toBe(before),
        );
      }
    },
  );

  test(
    `protocol takes ${listed(PROTOCOLS, 'and')} and rejects another value, on upload and update`,
    writing(proves('PHOTO-PROTOCOL-ENUM', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'photo protocol');
      const control = await controlUpload(api, ledger, own);
      const letters = [...'abcdefghijklmnopqrstuvwxyz'];
      const stored = await checkUploadsAccepted(
        api,
        ledger,
        own,
        'PHOTO-PROTOCOL-ENUM',
        'protocol',
        urlsFor(PROTOCOLS, letters).map(([protocol, url]) => [protocol, { has_url: 1, protocol, url }] as const),
      );
      await checkRefusal(
        await uploadPhoto(api, ledger, own.columnId, {
          has_url: 1,
          protocol: 'ftp://',
          url: `www.example.com/${letters.shift()!}`,
        }),
        'PHOTO-PROTOCOL-ENUM',
        'an upload with protocol ftp://',
      );
      const id = await checkStoredValues(api, own, control, stored, 'PHOTO-PROTOCOL-ENUM', 'protocol', {
        refused: 'the refused upload stored nothing',
        toUpdate: 'a photo with a protocol to update',
        oneAccepted: 'an upload with a listed protocol was accepted',
      });

      // The same on an update of the element: each listed protocol is taken and read back; ftp:// changes nothing.
      // in another order (each one after another than on upload)
      const current = await checkUpdatesReadBack(
        api,
        id,
        'PHOTO-PROTOCOL-ENUM',
        'protocol',
        urlsFor([...PROTOCOLS.slice(1), PROTOCOLS[0]!], letters).map(
          ([protocol, url]) => [protocol, { protocol, url }] as const,
        ),
        stored[0]!.value,
      );
      const refused = await api.call('updatePageElement', {
        path: { id },
        json: { page_element: {}, element: { protocol: 'ftp://' } },
      });
      await checkRefusal(refused, 'PHOTO-PROTOCOL-ENUM', 'an update to protocol ftp://');
      const after = await showElement(api, id);
      await check('PHOTO-PROTOCOL-ENUM', 'the refused update to protocol ftp:// changed nothing', () =>
        expect(element(after).protocol, 'the rejected update changed nothing').toBe(current),
      );
    },
  );
});
