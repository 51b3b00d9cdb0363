// Page element updates (interface: Endpoints > Page Elements, update; Resources and their fields >
// Page Element and its TextBlock element fields): an update of the page element and of its element
// read back by a later show, mirror_enabled, an update lacking page_element or element, and the
// read-only timestamps. Create, show and delete are in page-elements.spec.ts.
// Every test makes its own News Article (support/content.ts) and works in that article's column,
// which no other test touches; the article and everything in it are deleted when the test ends.
// Each check judges one requirement (check(...)); a create, read or container a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A page element a test
// works on is read back first (storedPageElement): an answer about a record never stored is the
// create's failure.
// What an update answers is judged against what a later show returns: an answer that agrees with a
// show that lacks the change is the store's failure, not the answer's.
import { test, expect, proves, writing, RUN_TAG } from './harness.ts';
import { acceptedAnswer, check, checkRecordAnswer, checkRefusal, notJudged, readBack } from './assertions.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import { createOwnContent } from './support/content.ts';
import {
  contentTextOf,
  createTextBlock,
  element,
  notLocked,
  ownTextBlock,
  storedPageElement,
} from './support/page-elements.ts';
import { contentText, expectTimestampsNotStored, LONG_AGO } from './support/compare.ts';
import { interfaceModel } from '../../src/spec/interface-model.ts';

type Json = Record<string, unknown>;

/**
 * PUT /page_elements/:id with `json`: OP-PAGE-ELEMENTS-UPDATE's check that it answers 200 with the
 * page element, a precondition that it was accepted, and a show after it (a read back). Returns the
 * update's answer and that show.
 */
async function updateAndShow(api: ApiClient, id: number, json: Json): Promise<{ r: ApiResult; shown: ApiResult }> {
  const r = await api.call('updatePageElement', { path: { id }, json });
  await checkRecordAnswer(r, 'OP-PAGE-ELEMENTS-UPDATE', 'the update answers 200 with the page element', id);
  await acceptedAnswer(r, 'the update is accepted', 'OP-PAGE-ELEMENTS-UPDATE');
  return { r, shown: await readBack(api, 'getPageElement', { path: { id } }, id) };
}

test.describe('page elements', () => {
  test(
    'an update of the element and of the page element is returned by a later show, and only that changed',
    writing(proves('OP-PAGE-ELEMENTS-UPDATE', 'PAGE-ELEMENT-UPDATE-READ-BACK')),
    async ({ api, discovery, ledger }) => {
      const { id, shown: before } = await ownTextBlock(
        { api, ledger, discovery },
        'page element update',
        'a page element to update',
        '<p>before</p>',
        { custom_css_class: 'before' },
      );
      await notLocked(before, 'content_locked', 'the page element to update');
      const content = `<p>after <strong>${RUN_TAG}</strong></p>`;
      const { r, shown } = await updateAndShow(api, id, {
        page_element: { custom_css_class: 'after' },
        element: { content },
      });
      await check('PAGE-ELEMENT-UPDATE-READ-BACK', 'a show returns the page element change', () =>
        expect(shown.object.custom_css_class, 'the show returns the page element change').toBe('after'),
      );
      await check('PAGE-ELEMENT-UPDATE-READ-BACK', 'a show returns the element change', () =>
        expect(contentTextOf(shown.object, 'the show'), 'the show returns the element change').toBe(
          contentText(content),
        ),
      );
      await check('PAGE-ELEMENT-UPDATE-READ-BACK', 'and only that changed', () => {
        const unchanged = [
          'element_type',
          'element_id',
          'layout_column_id',
          'position',
          'element_locked',
          'content_locked',
          'dependent_type',
          'mirror_enabled',
        ];
        expect(
          unchanged.filter((key) => JSON.stringify(shown.object[key]) !== JSON.stringify(before.object[key])),
          'no other field changed',
        ).toEqual([]);
      });
      // "200, Page Element": the updated one, as a later show returns it
      const answered: ReadonlyArray<readonly [string, () => unknown, () => unknown, unknown]> = [
        ['custom_css_class', () => r.object.custom_css_class, () => shown.object.custom_css_class, 'after'],
        [
          'element content',
          () => contentTextOf(r.object, 'the update'),
          () => contentText(element(shown).content),
          contentText(content),
        ],
      ];
      for (const [label, got, stored, value] of answered) {
        await check('OP-PAGE-ELEMENTS-UPDATE', `the update answers the new ${label}`, () => {
          if (stored() !== value)
            notJudged(`a later show does not return the new ${label} either: the change was not stored`, [
              'PAGE-ELEMENT-UPDATE-READ-BACK',
            ]);
          expect(got(), `the update answers the new ${label}`).toBe(value);
        });
      }
    },
  );

  // mirror_enabled, a plain flag of the Page Element ("If true the page element can be mirrored"),
  // changed by an update like custom_css_class; the other page element of the column keeps its value.
  test(
    'an update of mirror_enabled is answered and read back, and changes no other page element',
    writing(proves('OP-PAGE-ELEMENTS-UPDATE', 'PAGE-ELEMENT-UPDATE-READ-BACK')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element mirror_enabled');
      const created = await createTextBlock(api, ledger, own.columnId, {}, { content: '<p>mirrored</p>' });
      const sibling = await createTextBlock(api, ledger, own.columnId, {}, { content: '<p>sibling</p>' });
      const { id, shown: before } = await storedPageElement(api, created, 'a page element of our own');
      const { id: siblingId, shown: siblingBefore } = await storedPageElement(
        api,
        sibling,
        'a second page element in the column',
      );
      await notLocked(before, 'content_locked', 'the page element to update');
      // the opposite of what it has ("boolean or null, default false")
      const value = !(before.object.mirror_enabled ?? false);
      const { r, shown } = await updateAndShow(api, id, {
        page_element: { mirror_enabled: value },
        element: { content: '<p>mirrored</p>' },
      });
      await check('PAGE-ELEMENT-UPDATE-READ-BACK', 'a show returns the new mirror_enabled', () =>
        expect(shown.object.mirror_enabled, 'a show returns the new mirror_enabled').toBe(value),
      );
      await check('OP-PAGE-ELEMENTS-UPDATE', 'the update answers the new mirror_enabled', () => {
        if (shown.object.mirror_enabled !== value)
          notJudged('a later show does not return the new mirror_enabled either: the change was not stored', [
            'PAGE-ELEMENT-UPDATE-READ-BACK',
          ]);
        expect(r.object.mirror_enabled, 'the update answers the new mirror_enabled').toBe(value);
      });
      const other = await readBack(api, 'getPageElement', { path: { id: siblingId } }, siblingId);
      await check(
        'PAGE-ELEMENT-UPDATE-READ-BACK',
        'the other page element of the column keeps its mirror_enabled',
        () => {
          expect(other.object.mirror_enabled, 'the other page element of the column keeps its mirror_enabled').toEqual(
            siblingBefore.object.mirror_enabled,
          );
        },
      );
    },
  );

  for (const left of interfaceModel()
    .requiredBy('PAGE-ELEMENT-UPDATE-REQUIRES-BOTH')
    .map((f) => f.name)) {
    test(
      `a page element update without ${left} is rejected and changes nothing`,
      writing(proves('PAGE-ELEMENT-UPDATE-REQUIRES-BOTH', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
      async ({ api, discovery, ledger }) => {
        const { id } = await ownTextBlock(
          { api, ledger, discovery },
          `page element update without ${left}`,
          'a page element to update',
          '<p>kept</p>',
          { custom_css_class: 'kept' },
        );
        const { [left]: _left, ...body } = {
          page_element: { custom_css_class: 'changed' },
          element: { content: '<p>changed</p>' },
        } as Json;
        const r = await api.call('updatePageElement', { path: { id }, json: body });
        await checkRefusal(r, 'PAGE-ELEMENT-UPDATE-REQUIRES-BOTH', `an update without ${left}`);
        const shown = await readBack(api, 'getPageElement', { path: { id } }, id);
        await check('PAGE-ELEMENT-UPDATE-REQUIRES-BOTH', 'the refused update changed nothing', () => {
          expect(shown.object.custom_css_class, 'the page element did not change').toBe('kept');
          expect(contentTextOf(shown.object, 'the show'), 'the element did not change').toBe(
            contentText('<p>kept</p>'),
          );
        });
      },
    );
  }

  // "created_on, updated_on | timestamp | read only" (Resources and their fields > Page Element).
  test(
    'an update sending created_on and updated_on is refused, or stores neither',
    writing(proves('PAGE-ELEMENT-TIMESTAMPS-READ-ONLY')),
    async ({ api, discovery, ledger }) => {
      const content = '<p>read-only timestamps</p>';
      const { created, id, shown } = await ownTextBlock(
        { api, ledger, discovery },
        'page element read-only timestamps',
        'a page element to update',
        content,
      );
      await notLocked(shown, 'content_locked', 'the page element to update');
      // the update operation is served (a refusal below then says something about the timestamps)
      const control = await api.call('updatePageElement', {
        path: { id },
        json: { page_element: { custom_css_class: 'control' }, element: { content } },
      });
      await acceptedAnswer(
        control,
        'the update operation is served: an update of custom_css_class is accepted',
        'OP-PAGE-ELEMENTS-UPDATE',
      );
      const before = await readBack(api, 'getPageElement', { path: { id } }, id);
      const r = await api.call('updatePageElement', {
        path: { id },
        json: { page_element: { created_on: LONG_AGO, updated_on: LONG_AGO }, element: { content } },
      });
      const after = await readBack(api, 'getPageElement', { path: { id } }, id);
      await check(
        'PAGE-ELEMENT-TIMESTAMPS-READ-ONLY',
        `an update sending created_on and updated_on ${LONG_AGO} stores neither`,
        () => expectTimestampsNotStored(r.status, created.object, before.object, after.object),
      );
    },
  );
});
