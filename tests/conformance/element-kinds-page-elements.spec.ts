// Every nested kind in the page element answers: the update, the show and the delete of a page
// element of each kind a test can create (support/element-kinds.ts: a TextBlock, a Photo, an
// external video and, where the site's setting allows, an uploaded video), so that the automatic
// check of every answer against spec/openapi.yaml sees each kind's element as these operations
// answer it. The layout container and news article answers are in element-kinds.spec.ts, which
// says why these tests exist; the league instance trees in element-kinds-trees.spec.ts.
// Each check judges one requirement: the shape of each answer is judged under the *-FIELDS rule
// that lists it (expectShape), the status under the operation's own rule, what a later show
// returns under the rule that states it; the records placed are preconditions (read back first).
// What an update answers is judged where a later show holds the change: an answer that agrees with
// a show lacking it is the store's failure, not the answer's.
import { test, expect, proves, writing, RUN_TAG } from './harness.ts';
import {
  acceptedAnswer,
  answeredRecord,
  expectClientError,
  check,
  checkRecordAnswer,
  notJudged,
  precondition,
} from './assertions.ts';
import type { ApiClient } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { contentText, expectSuccess } from './support/compare.ts';
import { createOwnContent } from './support/content.ts';
import { checkShapes, ELEMENT_SHAPES, fillWithEveryKind, type KindsPlaced } from './support/element-kinds.ts';
import { needElement, notLocked } from './support/page-elements.ts';

type Json = Record<string, unknown>;

/**
 * An update of a placed page element of `type`: its custom_css_class and the field of its element
 * that `change` sets, answered with the page element and read back by a later show.
 */
async function checkUpdateOfKind(
  api: ApiClient,
  placed: KindsPlaced,
  id: number,
  type: unknown,
  change: (mark: string) => Json,
): Promise<void> {
  const mark = `${RUN_TAG} ${String(type)} updated`;
  const cssClass = `svc-kinds-${String(type).toLowerCase()}`;
  const [field, value] = Object.entries(change(mark))[0]!;
  // created without content_locked: its content can be changed (the default's rule otherwise)
  await notLocked(placed.shown.get(id)!, 'content_locked', `the ${String(type)}`);
  const r = await api.call('updatePageElement', {
    path: { id },
    json: { page_element: { custom_css_class: cssClass }, element: change(mark) },
  });
  await checkRecordAnswer(
    r,
    'OP-PAGE-ELEMENTS-UPDATE',
    `the update of the ${String(type)} answers 200 with the page element`,
    id,
  );
  await acceptedAnswer(r, `the update of the ${String(type)} is accepted`, 'OP-PAGE-ELEMENTS-UPDATE');
  await checkShapes(r, ELEMENT_SHAPES, `the ${String(type)} update`);
  const shown = await api.call('getPageElement', { path: { id } });
  await checkRecordAnswer(
    shown,
    'OP-PAGE-ELEMENTS-SHOW',
    `the show of the ${String(type)} answers 200 with that page element`,
    id,
  );
  await answeredRecord(shown, `the show of the ${String(type)} answers it`, id, 'OP-PAGE-ELEMENTS-SHOW');
  await checkShapes(shown, ELEMENT_SHAPES, `the ${String(type)} show`);
  await check('PAGE-ELEMENT-UPDATE-READ-BACK', `a show returns the ${String(type)}'s new custom_css_class`, () =>
    expect(shown.object.custom_css_class, `a show returns the ${String(type)}'s new custom_css_class`).toBe(cssClass),
  );
  await check('PAGE-ELEMENT-UPDATE-READ-BACK', `a show returns the ${String(type)} element's new ${field}`, () => {
    const el = needElement(shown.object.element, 'the show');
    // a TextBlock's content is compared by its text: its markup may come back normalised
    const read = field === 'content' ? contentText : (v: unknown): unknown => v;
    expect(read(el[field]), `a show returns the ${String(type)} element's new ${field}`).toBe(read(value));
  });
  await check('OP-PAGE-ELEMENTS-UPDATE', `the ${String(type)} update answers the new custom_css_class`, () => {
    if (shown.object.custom_css_class !== cssClass)
      notJudged('a later show does not return the new custom_css_class either: the change was not stored', [
        'PAGE-ELEMENT-UPDATE-READ-BACK',
      ]);
    expect(r.object.custom_css_class, `the ${String(type)} update answers the new custom_css_class`).toBe(cssClass);
  });
}

/** The delete of a placed page element: answered with the deleted page element, then gone. */
async function checkDeleteOfKind(api: ApiClient, ledger: Ledger, placed: KindsPlaced, id: number): Promise<void> {
  const kind = String(placed.types.get(id));
  // created without element_locked: it can be deleted (the default's rule otherwise)
  await notLocked(placed.shown.get(id)!, 'element_locked', `the ${kind}`);
  const r = await api.call('deletePageElement', { path: { id } });
  if (r.status >= 200 && r.status < 300) ledger.forget('page_element', id);
  await check('OP-PAGE-ELEMENTS-DELETE', `the delete of the ${kind} answers 200`, () =>
    expectSuccess(r, 'deletePageElement', `delete of page element ${id} (${kind})`),
  );
  await check('PAGE-ELEMENT-DELETE-RETURNS-RECORD', `the delete of the ${kind} returns the deleted page element`, () =>
    expect(r.object.id, 'the delete returns the deleted page element').toBe(id),
  );
  await acceptedAnswer(r, `the delete of the ${kind} is accepted`, 'OP-PAGE-ELEMENTS-DELETE');
  await checkShapes(r, ELEMENT_SHAPES, `the ${kind} delete`);
  const gone = await api.call('getPageElement', { path: { id } });
  await check('PAGE-ELEMENT-DELETE-GONE', `right after the delete a show of the ${kind} answers 4xx`, () =>
    expectClientError(gone, `right after the delete a show of ${id} answers 4xx`),
  );
}

test.describe('every nested kind in composite answers', () => {
  test(
    'page element update, show and delete answer each element kind',
    writing(
      proves(
        'OP-PAGE-ELEMENTS-UPDATE',
        'OP-PAGE-ELEMENTS-SHOW',
        'OP-PAGE-ELEMENTS-DELETE',
        'PAGE-ELEMENT-UPDATE-READ-BACK',
        'PAGE-ELEMENT-DELETE-RETURNS-RECORD',
        'PAGE-ELEMENT-DELETE-GONE',
        'PAGE-ELEMENT-FIELDS',
        'TEXTBLOCK-FIELDS',
        'PHOTO-FIELDS',
        'PHOTO-THUMBNAILS',
      ),
    ),
    async ({ api, discovery, ledger, target }, testInfo) => {
      const own = await createOwnContent(api, ledger, discovery, 'every kind page element');
      const placed = await fillWithEveryKind(api, ledger, target, own, testInfo);
      // The elements whose fields the interface lists: a TextBlock (content) and a Photo (cutline, within its limit).
      const changes: Record<string, (mark: string) => Json> = {
        TextBlock: (mark) => ({ content: `<p>${mark}</p>` }),
        Photo: (mark) => ({ cutline: mark }),
      };
      await precondition(
        'a TextBlock and a Photo were placed',
        () =>
          expect([...placed.types.values()], 'the element types shown').toEqual(
            expect.arrayContaining(['TextBlock', 'Photo']),
          ),
        'OP-PAGE-ELEMENTS-CREATE',
      );
      for (const [id, type] of placed.types) {
        const change = changes[String(type)];
        if (!change) continue;
        await checkUpdateOfKind(api, placed, id, type, change);
      }
      for (const id of placed.ids) await checkDeleteOfKind(api, ledger, placed, id);
    },
  );
});
