// Page element moves and locks (interface: Endpoints > Page Elements, Move, with its result; Resources
// and their fields > Page Element, element_locked and content_locked; States and transitions). Every
// test makes its own News Article (support/content.ts) and works in that article's column, and in a
// second container of its content node (support/page-elements.ts), which no other test touches; the
// article and everything in it are deleted when the test ends. Create, show and delete of page
// elements are in page-elements.spec.ts, updates in page-element-updates.spec.ts, the limits and
// required inputs in page-element-inputs.spec.ts.
// Each check judges one requirement (check(...)); a create, read or container a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A page element a test
// works on is read back first (storedPageElement): an answer about a record never stored is the
// create's failure. What an update or move answers is judged against what a later show returns: an
// answer that agrees with a show that lacks the change is the store's failure, not the answer's.
import { test, expect, proves, writing } from './harness.ts';
import {
  acceptedAnswer,
  expectAccepted,
  expectClientError,
  check,
  notJudged,
  precondition,
  readBack,
} from './assertions.ts';
import type { ApiClient } from '../../src/harness/client.ts';
import type { OwnContent } from './support/content.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import type { Discovery } from '../../src/harness/discovery.ts';
import {
  contentTextOf,
  createSecondColumn,
  element,
  expectOneElement,
  idsOf,
  isObject,
  notLocked,
  ownTextBlock,
  readColumn,
} from './support/page-elements.ts';
import { contentText, expectSuccess } from './support/compare.ts';
import { interfaceModel } from '../../src/spec/interface-model.ts';

type Json = Record<string, unknown>;

/**
 * The Page Element fields the interface lists for responses (after_pe is request only), by the rule
 * a missing one breaks (as src/spec/schema-rules.ts attributes them): the fields that may be unset
 * are NULL-FOR-UNSET's ("Unset values are JSON null"), the Element PAGE-ELEMENT-HAS-ONE-ELEMENT's.
 * Read for the moved Page Element, which a string carries past the schema check of the answer.
 */
const model = interfaceModel();
const missingBreaks = (key: string): string[] => model.rules.requirementsOfChange('getPageElement', [{ key }], 'drop');
const PAGE_ELEMENT_FIELDS = model
  .listedFields('page-element.schema.json')
  .filter((key) => missingBreaks(key).includes('PAGE-ELEMENT-FIELDS'));
const PAGE_ELEMENT_UNSET_FIELDS = model
  .listedFields('page-element.schema.json')
  .filter((key) => missingBreaks(key).includes('NULL-FOR-UNSET'));

/** The element types the interface lists (Resources and their fields > Page Element, element_type), the model of the interface's. */
const ELEMENT_TYPES = model.elementTypes;

/** Unlocks a page element (element_locked false) so that it can be deleted when the test ends. */
async function unlock(api: ApiClient, id: number, content: string): Promise<void> {
  await api.call('updatePageElement', {
    path: { id },
    json: { page_element: { element_locked: false }, element: { content } },
  });
}

test.describe('page elements', () => {
  test(
    'a move puts the page element in the target column and answers its JSON as a string in layout_container',
    writing(
      proves(
        'OP-PAGE-ELEMENTS-MOVE',
        'PAGE-ELEMENT-MOVE-RESULT-STRING',
        'PAGE-ELEMENT-MOVE-TARGET-COLUMN',
        'PAGE-ELEMENT-FIELDS',
        'NULL-FOR-UNSET',
        'PAGE-ELEMENT-HAS-ONE-ELEMENT',
      ),
    ),
    async ({ api, discovery, ledger }) => {
      const content = '<p>moved</p>';
      const {
        own,
        id,
        shown: before,
      } = await ownTextBlock({ api, ledger, discovery }, 'page element move', 'a page element to move', content);
      await notLocked(before, 'element_locked', 'the page element to move');
      // the target column is a news article's too, where dependent_type "must be null"
      await precondition(
        'the page element to move has dependent_type null (created without it, on a news article)',
        () => expect(before.object.dependent_type, 'a show returns dependent_type null').toBeNull(),
        'PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS',
      );
      const target = await createSecondColumn(api, ledger, own);

      const r = await api.call('movePageElement', {
        path: { id },
        json: { site_id: own.siteId, layout_column_id: target.columnId },
      });
      await check('OP-PAGE-ELEMENTS-MOVE', 'the move answers 200', () =>
        expectSuccess(r, 'movePageElement', 'the page element move answers 200'),
      );
      await acceptedAnswer(r, 'the move is accepted', 'OP-PAGE-ELEMENTS-MOVE');
      const shown = await readBack(api, 'getPageElement', { path: { id } }, id);

      let moved: unknown;
      try {
        moved =
          typeof r.object.layout_container === 'string'
            ? (JSON.parse(r.object.layout_container) as unknown)
            : undefined;
      } catch {
        moved = undefined;
      }
      const pe = isObject(moved) ? moved : undefined;
      await check(
        'PAGE-ELEMENT-MOVE-RESULT-STRING',
        'the move answers layout_container, a string holding the moved Page Element as JSON',
        () => {
          expect(typeof r.object.layout_container, 'layout_container is a string').toBe('string');
          expect(() => JSON.parse(String(r.object.layout_container)), 'the string holds JSON').not.toThrow();
          expect(pe !== undefined, 'the JSON is an object (the Page Element)').toBe(true);
          expect(pe!.id, 'the moved page element').toBe(id);
          expect(pe!.element_id, 'with its element').toBe(before.object.element_id);
          expect(pe!.element_type, 'of its type').toBe(before.object.element_type);
          // a move that was not stored answers the column it went to or the one it stayed in: the move's rule
          if (pe!.layout_column_id !== target.columnId && shown.object.layout_column_id !== target.columnId)
            notJudged(
              'the page element is not in the target column: neither the answer nor a later show puts it there',
              ['PAGE-ELEMENT-MOVE-TARGET-COLUMN'],
            );
          expect(pe!.layout_column_id, 'now in the target column').toBe(target.columnId);
          expect(contentTextOf(pe!, 'the moved page element'), "with its element's content").toBe(contentText(content));
        },
      );
      // The moved Page Element is a string's content, which the schema check of the answer does not read: its fields are judged here.
      const movedElement = (): Json =>
        !pe || pe.id !== id
          ? notJudged('layout_container does not hold the moved Page Element', ['PAGE-ELEMENT-MOVE-RESULT-STRING'])
          : pe;
      await check('PAGE-ELEMENT-FIELDS', 'the moved Page Element carries every listed field', () => {
        const keys = Object.keys(movedElement());
        expect(
          PAGE_ELEMENT_FIELDS.filter((key) => !keys.includes(key)),
          'the moved Page Element carries every listed field',
        ).toEqual([]);
        expect(ELEMENT_TYPES, 'its element_type is one of the listed types').toContain(movedElement().element_type);
      });
      await check(
        'NULL-FOR-UNSET',
        'the moved Page Element carries its fields that may be unset (null, not missing)',
        () => {
          const keys = Object.keys(movedElement());
          expect(
            PAGE_ELEMENT_UNSET_FIELDS.filter((key) => !keys.includes(key)),
            'the moved Page Element carries its fields that may be unset',
          ).toEqual([]);
        },
      );
      await check(
        'PAGE-ELEMENT-HAS-ONE-ELEMENT',
        'the moved Page Element carries its one Element, the one element_id names',
        () => expectOneElement(movedElement(), movedElement().element_id),
      );

      await check('PAGE-ELEMENT-MOVE-TARGET-COLUMN', 'a show places it in the target column', () =>
        expect(shown.object.layout_column_id, 'a show places it in the target column').toBe(target.columnId),
      );
      const inTarget = await readColumn(api, target.containerId, target.columnId);
      await check('PAGE-ELEMENT-MOVE-TARGET-COLUMN', 'the target column holds it', () =>
        expect(idsOf(inTarget), 'the target column holds it').toEqual([id]),
      );
      const inSource = await readColumn(api, own.containerId, own.columnId);
      await check('PAGE-ELEMENT-MOVE-TARGET-COLUMN', 'the source column no longer holds it', () =>
        expect(idsOf(inSource), 'the source column no longer holds it').toEqual([]),
      );
    },
  );

  /** A text block of the test's own, created with element_locked true and read back locked; the body runs, then it is unlocked (so the ledger can delete it). */
  async function withLockedElement(
    fixtures: { api: ApiClient; ledger: Ledger; discovery: Discovery },
    label: string,
    body: (own: OwnContent, id: number) => Promise<void>,
  ): Promise<void> {
    const content = '<p>locked</p>';
    const { own, id, shown } = await ownTextBlock(
      fixtures,
      label,
      'a page element created with element_locked true',
      content,
      { element_locked: true },
    );
    try {
      await precondition(
        'the page element is locked',
        () => expect(shown.object.element_locked, 'a show returns element_locked true').toBe(true),
        'OP-PAGE-ELEMENTS-CREATE',
      );
      await body(own, id);
    } finally {
      await unlock(fixtures.api, id, content);
    }
  }

  test(
    'a page element with element_locked true cannot be deleted',
    writing(proves('PAGE-ELEMENT-LOCKED-NOT-DELETABLE')),
    async ({ api, discovery, ledger }) => {
      await withLockedElement({ api, ledger, discovery }, 'page element locked delete', async (own, id) => {
        const r = await api.call('deletePageElement', { path: { id } });
        if (r.status >= 200 && r.status < 300) ledger.forget('page_element', id);
        await check('PAGE-ELEMENT-LOCKED-NOT-DELETABLE', 'the delete is refused with a 4xx', () =>
          expectClientError(r, 'the delete is refused with a 4xx'),
        );
        const shown = await api.call('getPageElement', { path: { id } });
        await check('PAGE-ELEMENT-LOCKED-NOT-DELETABLE', 'the page element is still there', () => {
          expectAccepted(shown, 'a show still answers the page element');
          expect(shown.object.id, 'the page element is still there').toBe(id);
        });
        await check('PAGE-ELEMENT-LOCKED-NOT-DELETABLE', 'its column still holds it', async () => {
          expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'its column still holds it').toEqual([
            id,
          ]);
        });
      });
    },
  );

  test(
    'a page element with element_locked true cannot be moved',
    writing(proves('PAGE-ELEMENT-LOCKED-NOT-MOVABLE')),
    async ({ api, discovery, ledger }) => {
      await withLockedElement({ api, ledger, discovery }, 'page element locked move', async (own, id) => {
        const target = await createSecondColumn(api, ledger, own);
        const r = await api.call('movePageElement', {
          path: { id },
          json: { site_id: own.siteId, layout_column_id: target.columnId },
        });
        await check('PAGE-ELEMENT-LOCKED-NOT-MOVABLE', 'the move is refused with a 4xx', () =>
          expectClientError(r, 'the move is refused with a 4xx'),
        );
        const shown = await readBack(api, 'getPageElement', { path: { id } }, id);
        await check('PAGE-ELEMENT-LOCKED-NOT-MOVABLE', 'it stays in its column', () =>
          expect(shown.object.layout_column_id, 'it stays in its column').toBe(own.columnId),
        );
        const source = await readColumn(api, own.containerId, own.columnId);
        await check('PAGE-ELEMENT-LOCKED-NOT-MOVABLE', 'its column still holds it', () =>
          expect(idsOf(source), 'its column still holds it').toEqual([id]),
        );
        const inTarget = await readColumn(api, target.containerId, target.columnId);
        await check('PAGE-ELEMENT-LOCKED-NOT-MOVABLE', 'the target column does not', () =>
          expect(idsOf(inTarget), 'the target column does not').toEqual([]),
        );
      });
    },
  );

  test(
    'the content of a page element with content_locked true is not changed by an update',
    writing(proves('PAGE-ELEMENT-CONTENT-LOCKED-ENFORCED')),
    async ({ api, discovery, ledger }) => {
      const content = '<p>locked content</p>';
      const { id, shown: before } = await ownTextBlock(
        { api, ledger, discovery },
        'page element content locked',
        'a page element created with content_locked true',
        content,
        { content_locked: true },
      );
      await precondition(
        "the page element's content is locked",
        () => expect(before.object.content_locked, 'a show returns content_locked true').toBe(true),
        'OP-PAGE-ELEMENTS-CREATE',
      );
      const r = await api.call('updatePageElement', {
        path: { id },
        json: { page_element: { content_locked: true }, element: { content: '<p>changed</p>' } },
      });
      // Refusing the update (4xx) or answering without changing the content are both true to the rule.
      await check(
        'PAGE-ELEMENT-CONTENT-LOCKED-ENFORCED',
        'the update is refused or answered, never a server error',
        () => expect(r.status, 'never a server error').toBeLessThan(500),
      );
      const shown = await readBack(api, 'getPageElement', { path: { id } }, id);
      await check('PAGE-ELEMENT-CONTENT-LOCKED-ENFORCED', 'the content did not change', () =>
        expect(contentTextOf(shown.object, 'the show'), 'the content did not change').toBe(contentText(content)),
      );
      if (r.status >= 200 && r.status < 300) {
        await check('PAGE-ELEMENT-CONTENT-LOCKED-ENFORCED', 'an update answered shows the content unchanged', () => {
          const answered = contentTextOf(r.object, 'the update');
          // an answer that disagrees with the content a later show returns is the update's answer (OP-PAGE-ELEMENTS-UPDATE), not the lock
          if (answered !== contentText(content) && contentText(element(shown).content) === contentText(content))
            notJudged('the update answers a content that a later show does not return', ['OP-PAGE-ELEMENTS-UPDATE']);
          expect(answered, 'the answer shows the content unchanged').toBe(contentText(content));
        });
      }
    },
  );
});
