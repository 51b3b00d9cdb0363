// Page element inputs (interface: Endpoints > Page Elements, create and update; Resources and their
// fields > Page Element; Structure relations; Limits): the custom_css_class limit on create and
// update, dependent_type on a news article, and each input a create requires. Create, show and
// delete are in page-elements.spec.ts, updates in page-element-updates.spec.ts.
// Every test makes its own News Article (support/content.ts) and works in that article's column,
// which no other test touches; the article and everything in it are deleted when the test ends.
// Each check judges one requirement (check(...)); a create, read or container a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A page element a test
// works on is read back first (storedPageElement): an answer about a record never stored is the
// create's failure.
import { test, expect, proves, writing } from './harness.ts';
import { expectAccepted, check, checkRefusal, notJudged, readBack } from './assertions.ts';
import { createOwnContent } from './support/content.ts';
import {
  createTextBlock,
  idsOf,
  notLocked,
  readColumn,
  storedPageElement,
  trackPageElement,
} from './support/page-elements.ts';
import { idSet } from './support/compare.ts';
import { interfaceModel } from '../../src/spec/interface-model.ts';

/** The maximum length of custom_css_class (Limits), the model of the interface's. */
const CSS_CLASS_MAX = interfaceModel().maxLength('createPageElement', 'page_element.custom_css_class', 'json');

type Json = Record<string, unknown>;

test.describe('page elements', () => {
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
});
