// Page elements (interface: Endpoints > Page Elements: create, show, update and delete; Resources and
// their fields > Page Element and its TextBlock element fields; Structure relations; Limits). Moves
// and the element_locked and content_locked rules are in page-element-moves-and-locks.spec.ts. Every
// test makes its own News Article (support/content.ts) and works in that article's column, which no
// other test touches; the article and everything in it are deleted when the test ends.
// Each check judges one requirement (check(...)); a create, read or container a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A page element a test
// works on is read back first (storedPageElement): an answer about a record never stored is the
// create's failure. What an update or move answers is judged against what a later show returns: an
// answer that agrees with a show that lacks the change is the store's failure, not the answer's.
import {
  test,
  expect,
  expectAccepted,
  expectClientError,
  expectShape,
  proves,
  writing,
  observe,
  RUN_TAG,
  check,
  checkRefusal,
  notJudged,
  precondition,
  readBack,
} from './harness.ts';
import type { ApiResult } from '../../src/harness/client.ts';
import { createOwnContent } from './support/content.ts';
import {
  createTextBlock,
  element,
  idsOf,
  isObject,
  needElement,
  notLocked,
  readColumn,
  storedPageElement,
  trackPageElement,
} from './support/page-elements.ts';
import {
  contentText,
  expectRefusedOrAccepted,
  expectSuccess,
  expectTimestampsNotStored,
  idSet,
  LONG_AGO,
  placedAfter,
} from './support/compare.ts';
import { interfaceModel } from '../../src/spec/interface-model.ts';
import { createContainer } from './support/layout-containers.ts';

/** The maximum length of custom_css_class (Limits), the model of the interface's. */
const CSS_CLASS_MAX = interfaceModel().maxLength('createPageElement', 'page_element.custom_css_class', 'json');

type Json = Record<string, unknown>;

/**
 * HTML with attributes, an entity, an inline link, line breaks (one between two words of the text), a
 * list and characters outside ASCII. "content (string, HTML allowed)" does not say the markup is kept
 * byte for byte: what is read back is judged by its text (contentText), the markup may be normalised.
 */
const HTML = `<h2>${RUN_TAG}</h2>\n<p class="lead" data-x="1">Scores\n&amp; <em>results</em> <a href="https://example.com/?a=1&amp;b=2" target="_blank">here</a></p>\n<ul><li>Zoë – ünïcode ✓ 🏒</li></ul>`;

/** The ids of page elements a test created, each accepted with an integer id (a precondition): stored or not is for the column read to show. */
async function acceptedId(r: ApiResult, what: string, coveredBy = 'OP-PAGE-ELEMENTS-CREATE'): Promise<number> {
  return precondition(
    what,
    () => {
      expectAccepted(r, `${what}: the create is accepted`);
      expect(typeof r.object.id, `${what}: the create answers the page element's integer id`).toBe('number');
      return r.object.id as number;
    },
    coveredBy,
  );
}

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
      const id = await acceptedId(created, 'a created TextBlock');
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
        () => {
          expect(isObject(created.object.element), 'exactly one Element: an object, not a list or null').toBe(true);
          expect(element(created).id, 'the Element is the one element_id names').toBe(created.object.element_id);
        },
      );
      await check('PAGE-ELEMENT-TEXTBLOCK-CONTENT-TEXT', 'the create answers the content with the text sent', () => {
        expect(
          contentText(needElement(created.object.element, 'the create').content),
          'the content comes back with the text sent',
        ).toBe(contentText(HTML));
      });

      // The show is judged on a page element the deployment had before the run (when it has one),
      // so that a create that stored nothing is the create's failure, never the show's.
      const fixture = await discovery.pageElement();
      if ('value' in fixture) {
        const existing = await api.call('getPageElement', { path: { id: fixture.value } });
        await check(
          'OP-PAGE-ELEMENTS-SHOW',
          'a show of an existing page element answers 200 with that page element',
          () => {
            expectSuccess(existing, 'getPageElement', 'GET /page_elements/:id answers 200');
            expect(existing.object.id, 'the page element of the id').toBe(fixture.value);
          },
        );
        // that a show returns what a create stored is the create's rule where shows work
        await precondition(
          'a show of an existing page element answers that page element',
          () => {
            expectAccepted(existing);
            expect(existing.object.id).toBe(fixture.value);
          },
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
      await precondition(
        'a show answers the created page element',
        () => {
          expectAccepted(shown);
          expect(shown.object.id).toBe(id);
        },
        'OP-PAGE-ELEMENTS-CREATE',
      );
      await check('OP-PAGE-ELEMENTS-SHOW', 'a show answers 200 with the page element of that id', () => {
        expectSuccess(shown, 'getPageElement', 'GET /page_elements/:id answers 200');
        expect(shown.object.id, 'the page element of the id').toBe(id);
      });
      await check('PAGE-ELEMENT-FIELDS', 'the show answers every listed field with its type', () =>
        expectShape(shown, 'PAGE-ELEMENT-FIELDS'),
      );
      await check('TEXTBLOCK-FIELDS', 'the show answers the TextBlock element with every listed field', () =>
        expectShape(shown, 'TEXTBLOCK-FIELDS'),
      );
      await check(
        'PAGE-ELEMENT-HAS-ONE-ELEMENT',
        'the show answers exactly one Element, the one element_id names',
        () => {
          expect(isObject(shown.object.element), 'exactly one Element: an object, not a list or null').toBe(true);
          expect(element(shown).id, 'the Element is the one element_id names').toBe(created.object.element_id);
        },
      );
      await check('PAGE-ELEMENT-TEXTBLOCK-CONTENT-TEXT', 'the show returns the content with the text sent', () => {
        expect(
          contentText(needElement(shown.object.element, 'the show').content),
          'the show returns the content with the text sent',
        ).toBe(contentText(HTML));
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
        made.push({ id: await acceptedId(r, `the ${name} page element`), content });
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
            expect(contentText(needElement(shown.object.element, 'the show').content), 'with its own element').toBe(
              contentText(content),
            );
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
      const containerId = await precondition(
        'a twoColumn5050 container is made',
        () => {
          expectAccepted(c, 'POST /layout_containers is accepted');
          expect(typeof c.object.id, 'the container has an integer id').toBe('number');
          return c.object.id as number;
        },
        'OP-LAYOUT-CONTAINERS-CREATE',
      );
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
        ids.push(await acceptedId(r, `the ${name} page element`));
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
      const placedId = await acceptedId(placed, 'the page element created with after_pe', 'PAGE-ELEMENT-AFTER-PE');
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
    `custom_css_class of ${CSS_CLASS_MAX} characters is accepted and read back, on create and update; ${CSS_CLASS_MAX + 1} is rejected and nothing is stored or changed`,
    writing(proves('PAGE-ELEMENT-CSS-CLASS-MAXLEN', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
    async ({ api, discovery, ledger }) => {
      const rule = 'PAGE-ELEMENT-CSS-CLASS-MAXLEN';
      const own = await createOwnContent(api, ledger, discovery, 'page element css class');
      // The control: a create with a short custom_css_class is accepted (a refusal of every create is not the limit's failure).
      const control = await createTextBlock(api, ledger, own.columnId, { custom_css_class: 'svc-control' });
      const { id: controlId } = await storedPageElement(
        api,
        control,
        'a page element with a short custom_css_class (the control)',
      );
      const at = 'css-'.padEnd(CSS_CLASS_MAX, 'x');
      const accepted = await createTextBlock(api, ledger, own.columnId, { custom_css_class: at });
      await check(
        rule,
        `a create with a custom_css_class of ${CSS_CLASS_MAX} characters is accepted and answers it verbatim`,
        () => {
          expectAccepted(accepted, `a custom_css_class of ${CSS_CLASS_MAX} characters is accepted`);
          expect(accepted.object.custom_css_class, 'the create answers it verbatim').toBe(at);
        },
      );
      const { id, shown } = await storedPageElement(
        api,
        accepted,
        `a page element with a custom_css_class of ${CSS_CLASS_MAX} characters`,
        rule,
      );
      await check(rule, `the custom_css_class of ${CSS_CLASS_MAX} characters is read back verbatim`, () =>
        expect(shown.object.custom_css_class, 'read back verbatim').toBe(at),
      );

      const rejected = await createTextBlock(api, ledger, own.columnId, { custom_css_class: `${at}y` });
      await checkRefusal(rejected, rule, `a create with a custom_css_class of ${CSS_CLASS_MAX + 1} characters`);
      await check(
        rule,
        `the refused create of a custom_css_class of ${CSS_CLASS_MAX + 1} characters stored nothing`,
        async () => {
          expect(idSet(idsOf(await readColumn(api, own.containerId, own.columnId))), 'nothing was stored').toEqual(
            idSet([controlId, id]),
          );
        },
      );

      // The limit holds for updates too: one past it rejected (nothing changes), at it accepted and read back.
      await notLocked(shown, 'content_locked', 'the page element to update');
      const update = (cssClass: string) =>
        api.call('updatePageElement', {
          path: { id },
          json: { page_element: { custom_css_class: cssClass }, element: { content: '<p>svc-conformance</p>' } },
        });
      const over = await update(`${at}z`);
      await checkRefusal(over, rule, `an update to a custom_css_class of ${CSS_CLASS_MAX + 1} characters`);
      const after = await readBack(api, 'getPageElement', { path: { id } }, id);
      await check(
        rule,
        `the refused update of a custom_css_class of ${CSS_CLASS_MAX + 1} characters changed nothing`,
        () => expect(after.object.custom_css_class, 'the rejected update changed nothing').toBe(at),
      );

      const atUpdate = 'upd-'.padEnd(CSS_CLASS_MAX, 'y');
      const updated = await update(atUpdate);
      const reread = await readBack(api, 'getPageElement', { path: { id } }, id);
      await check(
        rule,
        `an update to a custom_css_class of ${CSS_CLASS_MAX} characters is accepted and answers it verbatim`,
        () => {
          expectAccepted(updated, `an update to ${CSS_CLASS_MAX} characters is accepted`);
          if (updated.object.custom_css_class !== atUpdate) {
            // an answer that disagrees with what a later show returns is the update's answer, not the limit
            if (reread.object.custom_css_class === atUpdate)
              notJudged('the update answers another custom_css_class than a later show returns', [
                'OP-PAGE-ELEMENTS-UPDATE',
              ]);
            // the value from before, answered and shown: the update was not applied at all, which is the update's rule
            if (updated.object.custom_css_class === at && reread.object.custom_css_class === at)
              notJudged(
                'the update answers and a show returns the custom_css_class from before: the update was not applied',
                ['PAGE-ELEMENT-UPDATE-READ-BACK'],
              );
          }
          expect(updated.object.custom_css_class, 'the update answers it verbatim').toBe(atUpdate);
        },
      );
      await check(rule, `the updated custom_css_class of ${CSS_CLASS_MAX} characters is read back verbatim`, () => {
        if (updated.status < 200 || updated.status >= 300)
          notJudged(`the update was refused (${updated.status})`, [rule]);
        // the value from before: the update was not stored at all, which is the update's rule, not the limit's
        if (reread.object.custom_css_class === at)
          notJudged('a show still returns the custom_css_class from before the update', [
            'PAGE-ELEMENT-UPDATE-READ-BACK',
          ]);
        expect(reread.object.custom_css_class, 'the update is read back verbatim').toBe(atUpdate);
      });
    },
  );

  test(
    'a non-null dependent_type is rejected on a news article and nothing is stored',
    writing(proves('PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element dependent_type');
      const r = await createTextBlock(api, ledger, own.columnId, { dependent_type: 1 });
      await checkRefusal(
        r,
        'PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS',
        'a create with dependent_type 1 on a news article',
      );
      await check('PAGE-ELEMENT-DEPENDENT-TYPE-NULL-NEWS', 'the refused create stored nothing', async () => {
        expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'nothing was stored').toEqual([]);
      });
    },
  );

  // each input the create requires (the model of the interface's), left out in turn
  for (const left of interfaceModel()
    .requiredBy('PAGE-ELEMENT-REQUIRED-FIELDS')
    .map((f) => f.name.replace(/^page_element\./, ''))) {
    test(
      `a page element create without ${left} is rejected and creates nothing`,
      writing(proves('PAGE-ELEMENT-REQUIRED-FIELDS', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE')),
      async ({ api, discovery, ledger }) => {
        const own = await createOwnContent(api, ledger, discovery, `page element without ${left}`);
        const marker = `svc-required-${left}`;
        const full: Json = {
          layout_column_id: own.columnId,
          page_element_type: 'TextBlock',
          custom_css_class: marker,
          element: { content: `<p>${marker}</p>` },
        };
        let body: Json;
        if (left === 'page_element')
          body = full; // the page element's fields, not wrapped in page_element
        else {
          const { [left]: _dropped, ...rest } = full;
          body = { page_element: rest };
        }
        const r = await api.call('createPageElement', { json: body });
        trackPageElement(ledger, r);
        await checkRefusal(r, 'PAGE-ELEMENT-REQUIRED-FIELDS', `a create without ${left}`);
        await check('PAGE-ELEMENT-REQUIRED-FIELDS', 'the refused create created nothing', async () => {
          expect(idsOf(await readColumn(api, own.containerId, own.columnId)), 'nothing was created').toEqual([]);
        });
      },
    );
  }

  test(
    'an update of the element and of the page element is returned by a later show, and only that changed',
    writing(proves('OP-PAGE-ELEMENTS-UPDATE', 'PAGE-ELEMENT-UPDATE-READ-BACK')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element update');
      const created = await createTextBlock(
        api,
        ledger,
        own.columnId,
        { custom_css_class: 'before' },
        { content: '<p>before</p>' },
      );
      const { id, shown: before } = await storedPageElement(api, created, 'a page element to update');
      await notLocked(before, 'content_locked', 'the page element to update');
      const content = `<p>after <strong>${RUN_TAG}</strong></p>`;
      const r = await api.call('updatePageElement', {
        path: { id },
        json: { page_element: { custom_css_class: 'after' }, element: { content } },
      });
      await check('OP-PAGE-ELEMENTS-UPDATE', 'the update answers 200 with the page element', () => {
        expectSuccess(r, 'updatePageElement', 'PUT /page_elements/:id answers 200');
        expect(r.object.id, 'the page element updated').toBe(id);
      });
      await precondition(
        'the update is accepted',
        () => expectAccepted(r, 'the update is accepted'),
        'OP-PAGE-ELEMENTS-UPDATE',
      );
      const shown = await readBack(api, 'getPageElement', { path: { id } }, id);
      await check('PAGE-ELEMENT-UPDATE-READ-BACK', 'a show returns the page element change', () =>
        expect(shown.object.custom_css_class, 'the show returns the page element change').toBe('after'),
      );
      await check('PAGE-ELEMENT-UPDATE-READ-BACK', 'a show returns the element change', () =>
        expect(
          contentText(needElement(shown.object.element, 'the show').content),
          'the show returns the element change',
        ).toBe(contentText(content)),
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
          () => contentText(needElement(r.object.element, 'the update').content),
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
      const r = await api.call('updatePageElement', {
        path: { id },
        json: { page_element: { mirror_enabled: value }, element: { content: '<p>mirrored</p>' } },
      });
      await check('OP-PAGE-ELEMENTS-UPDATE', 'the update answers 200 with the page element', () => {
        expectSuccess(r, 'updatePageElement', 'PUT /page_elements/:id answers 200');
        expect(r.object.id, 'the page element updated').toBe(id);
      });
      await precondition(
        'the update is accepted',
        () => expectAccepted(r, 'the update is accepted'),
        'OP-PAGE-ELEMENTS-UPDATE',
      );
      const shown = await readBack(api, 'getPageElement', { path: { id } }, id);
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
        const own = await createOwnContent(api, ledger, discovery, `page element update without ${left}`);
        const created = await createTextBlock(
          api,
          ledger,
          own.columnId,
          { custom_css_class: 'kept' },
          { content: '<p>kept</p>' },
        );
        const { id } = await storedPageElement(api, created, 'a page element to update');
        const { [left]: _left, ...body } = {
          page_element: { custom_css_class: 'changed' },
          element: { content: '<p>changed</p>' },
        } as Json;
        const r = await api.call('updatePageElement', { path: { id }, json: body });
        await checkRefusal(r, 'PAGE-ELEMENT-UPDATE-REQUIRES-BOTH', `an update without ${left}`);
        const shown = await readBack(api, 'getPageElement', { path: { id } }, id);
        await check('PAGE-ELEMENT-UPDATE-REQUIRES-BOTH', 'the refused update changed nothing', () => {
          expect(shown.object.custom_css_class, 'the page element did not change').toBe('kept');
          expect(contentText(needElement(shown.object.element, 'the show').content), 'the element did not change').toBe(
            contentText('<p>kept</p>'),
          );
        });
      },
    );
  }

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
          expect(contentText(needElement(r.object.element, 'the delete').content), 'with its element').toBe(
            contentText('<p>deleted</p>'),
          );
        },
      );
      await precondition(
        'the delete is accepted',
        () => expectAccepted(r, 'the delete is accepted'),
        'OP-PAGE-ELEMENTS-DELETE',
      );

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

  // "created_on, updated_on | timestamp | read only" (Resources and their fields > Page Element).
  test(
    'an update sending created_on and updated_on is refused, or stores neither',
    writing(proves('PAGE-ELEMENT-TIMESTAMPS-READ-ONLY')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'page element read-only timestamps');
      const content = '<p>read-only timestamps</p>';
      const created = await createTextBlock(api, ledger, own.columnId, {}, { content });
      const { id, shown } = await storedPageElement(api, created, 'a page element to update');
      await notLocked(shown, 'content_locked', 'the page element to update');
      // the update operation is served (a refusal below then says something about the timestamps)
      const control = await api.call('updatePageElement', {
        path: { id },
        json: { page_element: { custom_css_class: 'control' }, element: { content } },
      });
      await precondition(
        'the update operation is served: an update of custom_css_class is accepted',
        () => expectAccepted(control, 'an update of custom_css_class is accepted'),
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
