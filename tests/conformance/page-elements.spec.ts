// Page elements (interface: Endpoints > Page Elements: create, show and delete; Resources and their
// fields > Page Element and its TextBlock element fields; Structure relations): a create and a show,
// the column a page element is placed in (after_pe), the defaults of its flags, a delete, and the id
// the service assigns. Updates are in page-element-updates.spec.ts; the custom_css_class limit,
// dependent_type and the inputs a create requires in page-element-inputs.spec.ts; moves and the
// element_locked and content_locked rules in page-element-moves-and-locks.spec.ts.
// Every test makes its own News Article (support/content.ts) and works in that article's column,
// which no other test touches; the article and everything in it are deleted when the test ends.
// Each check judges one requirement (check(...)); a create, read or container a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A page element a test
// works on is read back first (storedPageElement): an answer about a record never stored is the
// create's failure.
import { test, expect, proves, writing, observe, RUN_TAG } from './harness.ts';
import {
  acceptedAnswer,
  answeredRecord,
  expectAccepted,
  expectClientError,
  expectShape,
  check,
  checkRecordAnswer,
  createdId,
  notJudged,
  precondition,
  readBack,
} from './assertions.ts';
import { createOwnContent } from './support/content.ts';
import {
  contentTextOf,
  createTextBlock,
  expectOneElement,
  idsOf,
  needElement,
  notLocked,
  readColumn,
  storedPageElement,
} from './support/page-elements.ts';
import { contentText, expectRefusedOrAccepted, expectSuccess, idSet, placedAfter } from './support/compare.ts';
import { createContainer } from './support/layout-containers.ts';

type Json = Record<string, unknown>;

/**
 * HTML with attributes, an entity, an inline link, line breaks (one between two words of the text), a
 * list and characters outside ASCII. "content (string, HTML allowed)" does not say the markup is kept
 * byte for byte: what is read back is judged by its text (contentText), the markup may be normalised.
 */
const HTML = `<h2>${RUN_TAG}</h2>\n<p class="lead" data-x="1">Scores\n&amp; <em>results</em> <a href="https://example.com/?a=1&amp;b=2" target="_blank">here</a></p>\n<ul><li>Zoë – ünïcode ✓ 🏒</li></ul>`;

const OP_CREATE = 'OP-PAGE-ELEMENTS-CREATE';

test.describe('page elements', () => {
  test(
    'a TextBlock is created in its column with one element, its HTML content read back with its text by a show',
    writing(
      proves(
        'OP-PAGE-ELEMENTS-CREATE',
        'OP-PAGE-ELEMENTS-SHOW',
        'PAGE-ELEMENT-FIELDS',
        'TEXTBLOCK-FIELDS',
        'PAGE-ELEMENT-HAS-ONE-ELEMENT',
        'PAGE-ELEMENT-IN-COLUMN',
        'PAGE-ELEMENT-TEXTBLOCK-CONTENT-TEXT',
      ),
    ),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element create');
      const created = await createTextBlock(api, ledger, own.columnId, {}, { content: HTML });
      await check('OP-PAGE-ELEMENTS-CREATE', 'the create answers 200 with the new TextBlock page element', () => {
        expectSuccess(created, 'createPageElement', 'POST /page_elements answers 200');
        expect(created.object.element_type, 'the page element of the type created').toBe('TextBlock');
      });
      const id = await createdId(created, 'a created TextBlock', OP_CREATE);
      await check('PAGE-ELEMENT-FIELDS', 'the create answers every listed field with its type', () =>
        expectShape(created, 'PAGE-ELEMENT-FIELDS'),
      );
      await check('TEXTBLOCK-FIELDS', 'the create answers the TextBlock element with every listed field', () =>
        expectShape(created, 'TEXTBLOCK-FIELDS'),
      );
      await check('PAGE-ELEMENT-IN-COLUMN', 'the create answers the column it was created in', () =>
        expect(created.object.layout_column_id, 'it belongs to the column it was created in').toBe(own.columnId),
      );
      await check(
        'PAGE-ELEMENT-HAS-ONE-ELEMENT',
        'the create answers exactly one Element, the one element_id names',
        () => expectOneElement(created.object, created.object.element_id),
      );
      await check('PAGE-ELEMENT-TEXTBLOCK-CONTENT-TEXT', 'the create answers the content with the text sent', () => {
        expect(contentTextOf(created.object, 'the create'), 'the content comes back with the text sent').toBe(
          contentText(HTML),
        );
      });

      // The show is judged on a page element the deployment had before the run (when it has one),
      // so that a create that stored nothing is the create's failure, never the show's.
      const fixture = await discovery.pageElement();
      if ('value' in fixture) {
        const existing = await api.call('getPageElement', { path: { id: fixture.value } });
        await checkRecordAnswer(
          existing,
          'OP-PAGE-ELEMENTS-SHOW',
          'a show of an existing page element answers 200 with that page element',
          fixture.value,
        );
        // that a show returns what a create stored is the create's rule where shows work
        await answeredRecord(
          existing,
          'a show of an existing page element answers that page element',
          fixture.value,
          'OP-PAGE-ELEMENTS-SHOW',
        );
      }
      const shown = await api.call('getPageElement', { path: { id } });
      await check('OP-PAGE-ELEMENTS-CREATE', 'the created page element is stored: a show returns it', () => {
        expectAccepted(shown, 'a show of the created page element answers a success');
        expect(shown.object.id, 'the show answers the created page element').toBe(id);
        expect(shown.object.element_type, 'a TextBlock').toBe('TextBlock');
        expect(shown.object.element_id, 'with its element').toBe(created.object.element_id);
      });
      await answeredRecord(shown, 'a show answers the created page element', id, OP_CREATE);
      await checkRecordAnswer(
        shown,
        'OP-PAGE-ELEMENTS-SHOW',
        'a show answers 200 with the page element of that id',
        id,
      );
      await check('PAGE-ELEMENT-FIELDS', 'the show answers every listed field with its type', () =>
        expectShape(shown, 'PAGE-ELEMENT-FIELDS'),
      );
      await check('TEXTBLOCK-FIELDS', 'the show answers the TextBlock element with every listed field', () =>
        expectShape(shown, 'TEXTBLOCK-FIELDS'),
      );
      await check(
        'PAGE-ELEMENT-HAS-ONE-ELEMENT',
        'the show answers exactly one Element, the one element_id names',
        () => expectOneElement(shown.object, created.object.element_id),
      );
      await check('PAGE-ELEMENT-TEXTBLOCK-CONTENT-TEXT', 'the show returns the content with the text sent', () => {
        expect(contentTextOf(shown.object, 'the show'), 'the show returns the content with the text sent').toBe(
          contentText(HTML),
        );
      });
      await check('PAGE-ELEMENT-IN-COLUMN', 'a show places it in its column', () =>
        expect(shown.object.layout_column_id, 'a show places it in the column it was created in').toBe(own.columnId),
      );
      const column = await readColumn(api, own.containerId, own.columnId);
      await check('PAGE-ELEMENT-IN-COLUMN', 'the column lists it', () =>
        expect(idsOf(column), 'the column lists it').toEqual([id]),
      );
    },
  );

  test(
    'a show answers the page element of that id, among several in its column',
    writing(proves('OP-PAGE-ELEMENTS-SHOW')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element show among several');
      const made: Array<{ id: number; content: string }> = [];
      for (const name of ['first', 'second', 'third']) {
        const content = `<p>${RUN_TAG} ${name}</p>`;
        const r = await createTextBlock(api, ledger, own.columnId, { custom_css_class: `svc-${name}` }, { content });
        made.push({ id: await createdId(r, `the ${name} page element`, OP_CREATE), content });
      }
      // stored: the column holds them (read through the container, not through the show judged here)
      const column = await readColumn(api, own.containerId, own.columnId);
      await precondition(
        'the column holds the three page elements',
        () =>
          expect(idSet(idsOf(column)), 'the column holds the three page elements').toEqual(
            idSet(made.map((m) => m.id)),
          ),
        'PAGE-ELEMENT-IN-COLUMN',
      );
      for (const { id, content } of made.slice().reverse()) {
        const shown = await api.call('getPageElement', { path: { id } });
        await check(
          'OP-PAGE-ELEMENTS-SHOW',
          `GET /page_elements/${id} answers 200 with the page element of that id`,
          () => {
            expectSuccess(shown, 'getPageElement', `GET /page_elements/${id} answers 200`);
            expect(shown.object.id, `GET /page_elements/${id} answers the page element of that id`).toBe(id);
            expect(contentTextOf(shown.object, 'the show'), 'with its own element').toBe(contentText(content));
          },
        );
      }
    },
  );

  test(
    'a page element created in the second column of a two-column container belongs to that column',
    writing(proves('PAGE-ELEMENT-IN-COLUMN')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element in the second column');
      const c = await createContainer(api, ledger, own, { layout_type: 'twoColumn5050' });
      const containerId = await createdId(c, 'a twoColumn5050 container is made', 'OP-LAYOUT-CONTAINERS-CREATE');
      const container = await readBack(api, 'getLayoutContainer', { path: { id: containerId } }, containerId);
      const [first, second] = await precondition(
        'the container has two columns',
        () => {
          const columns = (
            Array.isArray(container.object.layout_columns) ? (container.object.layout_columns as Json[]) : []
          )
            .slice()
            .sort((a, b) => Number(a.position) - Number(b.position));
          expect(columns.length, 'a twoColumn5050 container has two columns').toBe(2);
          return [columns[0]!.id as number, columns[1]!.id as number];
        },
        'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050',
      );
      const created = await createTextBlock(api, ledger, second!, {}, { content: '<p>in the second column</p>' });
      const { id, shown } = await storedPageElement(api, created, 'a page element created in the second column');
      await check('PAGE-ELEMENT-IN-COLUMN', 'the create answers the column it was created in', () =>
        expect(created.object.layout_column_id, 'it belongs to the column it was created in').toBe(second),
      );
      await check('PAGE-ELEMENT-IN-COLUMN', 'a show places it in that column', () =>
        expect(shown.object.layout_column_id, 'a show places it in that column').toBe(second),
      );
      const inSecond = await readColumn(api, containerId, second!);
      await check('PAGE-ELEMENT-IN-COLUMN', 'that column lists it', () =>
        expect(idsOf(inSecond), 'that column lists it').toEqual([id]),
      );
      const inFirst = await readColumn(api, containerId, first!);
      await check('PAGE-ELEMENT-IN-COLUMN', 'the other column does not', () =>
        expect(idsOf(inFirst), 'the other column does not').toEqual([]),
      );
    },
  );

  test(
    'a page element created without the flags has element_locked, content_locked and mirror_enabled false and dependent_type null',
    writing(
      proves(
        'PAGE-ELEMENT-ELEMENT-LOCKED-DEFAULT',
        'PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT',
        'PAGE-ELEMENT-MIRROR-ENABLED-DEFAULT',
        'PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS',
      ),
    ),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element defaults');
      const created = await createTextBlock(api, ledger, own.columnId);
      const { shown } = await storedPageElement(api, created, 'a page element created without the flags');
      const defaults: ReadonlyArray<readonly [string, boolean | null, string]> = [
        ['element_locked', false, 'PAGE-ELEMENT-ELEMENT-LOCKED-DEFAULT'],
        ['content_locked', false, 'PAGE-ELEMENT-CONTENT-LOCKED-DEFAULT'],
        ['mirror_enabled', false, 'PAGE-ELEMENT-MIRROR-ENABLED-DEFAULT'],
        ['dependent_type', null, 'PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS'],
      ];
      for (const [field, value, requirement] of defaults) {
        await check(requirement, `the create answers ${field} ${String(value)}`, () =>
          expect(created.object[field], `${field} of a page element created without it`).toBe(value),
        );
        await check(requirement, `a show returns ${field} ${String(value)}`, () =>
          expect(shown.object[field], `a show returns the default ${field}`).toBe(value),
        );
      }
    },
  );

  test(
    'a page element created with after_pe is placed directly after the named page element',
    writing(proves('PAGE-ELEMENT-AFTER-PE', 'PAGE-ELEMENT-DEFAULT-PLACEMENT-OBSERVED')),
    async ({ api, discovery, ledger }, testInfo) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element after_pe');
      const ids: number[] = [];
      for (const name of ['first', 'second', 'third']) {
        const r = await createTextBlock(api, ledger, own.columnId, {}, { content: `<p>${name}</p>` });
        ids.push(await createdId(r, `the ${name} page element`, OP_CREATE));
      }
      // Where an element created without after_pe goes is not shown (bottom, top, anywhere): recorded.
      const before = idsOf(await readColumn(api, own.containerId, own.columnId));
      observe(
        testInfo,
        'PAGE-ELEMENT-DEFAULT-PLACEMENT-OBSERVED',
        'column order (by position) of three page elements created without after_pe, by creation',
        before.map((id) => ids.indexOf(id as number) + 1),
      );
      await precondition(
        'the column holds the three page elements',
        () => expect(idSet(before), 'the column holds the three page elements').toEqual(idSet(ids)),
        'PAGE-ELEMENT-IN-COLUMN',
      );
      // The one in the middle of the column's order: "directly after it" differs from the top, the
      // bottom and "directly before it".
      const named = before[1];
      const placed = await createTextBlock(
        api,
        ledger,
        own.columnId,
        { after_pe: named },
        { content: '<p>after the named one</p>' },
      );
      await check('PAGE-ELEMENT-AFTER-PE', 'a create naming after_pe is accepted', () =>
        expectAccepted(placed, 'a create naming after_pe is accepted'),
      );
      const placedId = await createdId(placed, 'the page element created with after_pe', 'PAGE-ELEMENT-AFTER-PE');
      const column = idsOf(await readColumn(api, own.containerId, own.columnId));
      await check(
        'PAGE-ELEMENT-AFTER-PE',
        `the new element is directly after ${String(named)}, the one after_pe names`,
        () => {
          if (!column.includes(placedId))
            notJudged('the column does not hold the new page element at all', ['PAGE-ELEMENT-IN-COLUMN']);
          expect(
            column,
            `the new element is directly after ${String(named)}, the one after_pe names; the others keep their order`,
          ).toEqual(placedAfter(before, named, placedId));
        },
      );
    },
  );

  test(
    'a delete returns the deleted page element, which is then gone from its column with its element',
    writing(proves('OP-PAGE-ELEMENTS-DELETE', 'PAGE-ELEMENT-DELETE-RETURNS-RECORD', 'PAGE-ELEMENT-DELETE-GONE')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element delete');
      const kept = await createTextBlock(api, ledger, own.columnId, {}, { content: '<p>kept</p>' });
      const created = await createTextBlock(api, ledger, own.columnId, {}, { content: '<p>deleted</p>' });
      const { id: keptId } = await storedPageElement(api, kept, 'a page element that stays');
      const { id, shown: before } = await storedPageElement(api, created, 'the page element to delete');
      await notLocked(before, 'element_locked', 'the page element to delete');
      const elementId = before.object.element_id;
      const r = await api.call('deletePageElement', { path: { id } });
      if (r.status >= 200 && r.status < 300) ledger.forget('page_element', id);
      await check('OP-PAGE-ELEMENTS-DELETE', 'the delete answers 200', () =>
        expectSuccess(r, 'deletePageElement', 'DELETE /page_elements/:id answers 200'),
      );
      await check(
        'PAGE-ELEMENT-DELETE-RETURNS-RECORD',
        'the delete answers the deleted page element with its element',
        () => {
          expect(r.object.id, 'the deleted record comes back').toBe(id);
          expect(r.object.element_id, 'with its element_id').toBe(elementId);
          expect(contentTextOf(r.object, 'the delete'), 'with its element').toBe(contentText('<p>deleted</p>'));
        },
      );
      await acceptedAnswer(r, 'the delete is accepted', 'OP-PAGE-ELEMENTS-DELETE');

      const shown = await api.call('getPageElement', { path: { id } });
      const column = await readColumn(api, own.containerId, own.columnId);
      await check(
        'PAGE-ELEMENT-DELETE-GONE',
        'the deleted page element is gone: a show answers 4xx, and its column no longer holds it or its element',
        () => {
          expectClientError(shown, 'a show of the deleted page element answers 4xx');
          expect(idsOf(column), 'the column no longer holds it').toEqual([keptId]);
          expect(
            column?.map((pe) => (pe.element as Json | undefined)?.id),
            'nor its element',
          ).not.toContain(elementId);
        },
      );
    },
  );

  // "id | integer | assigned by the service" (Resources and their fields > Page Element). An id sent
  // with a create is no input the create lists: a deployment may refuse the create or ignore the id,
  // but the new page element does not get it, and the page element that has it stays as it was.
  test(
    'a create sending the id of an existing page element is refused or makes a page element with another id, and the existing one is unchanged',
    writing(proves('PAGE-ELEMENT-ID-ASSIGNED')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element id assigned');
      const existing = await createTextBlock(api, ledger, own.columnId, {}, { content: '<p>existing</p>' });
      const { id: existingId, shown: before } = await storedPageElement(api, existing, 'a page element of our own');
      const r = await createTextBlock(
        api,
        ledger,
        own.columnId,
        { id: existingId },
        { content: '<p>made with an id</p>' },
      );
      await check(
        'PAGE-ELEMENT-ID-ASSIGNED',
        `a create sending id ${existingId} is refused or makes a page element with another id`,
        () => {
          const refused = expectRefusedOrAccepted(r.status, 'the create');
          if (!refused)
            expect(r.object.id, 'the new page element has an id the service assigned, not the one sent').not.toBe(
              existingId,
            );
        },
      );
      const column = await readColumn(api, own.containerId, own.columnId);
      const after = await readBack(api, 'getPageElement', { path: { id: existingId } }, existingId);
      await check(
        'PAGE-ELEMENT-ID-ASSIGNED',
        `page element ${existingId} is unchanged: its column holds it, and a show returns its element as it was`,
        () => {
          expect(idsOf(column), `its column still holds page element ${existingId}`).toContain(existingId);
          expect(after.object.element_id, 'with its element').toEqual(before.object.element_id);
          expect(needElement(after.object.element, 'the show').content, 'whose content is as it was').toEqual(
            needElement(before.object.element, 'the show before').content,
          );
        },
      );
    },
  );
});
