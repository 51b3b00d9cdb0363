// Pages (interface: Endpoints > Pages; Resources and their fields > Page; Structure relations;
// States and transitions). The interface can create a page but not read, change or delete one:
// every page is an irreversible write (SVC_ALLOW_IRREVERSIBLE=yes), named with the run tag and
// listed as residue. A run creates three pages, which between them take every display_status and
// every layout_template; the second and third are placed under the first, so the residue is one
// small tree whose root is disabled.
// Each check judges one requirement (check(...)); a step a check only relies on is a precondition.
// A create refused although its display_status and layout_template are both listed values is the
// failure of one of the two enums: two more pages (each value beside another listed value of the
// other field) tell which; only a deployment that refuses a listed value gets them.
import { test, expect, proves, writingIrreversibly, need, observe, RUN_TAG } from './harness.ts';
import { acceptedAnswer, expectShape, check, checkRefusal, notJudged, precondition } from './assertions.ts';
import { expectSuccess } from './support/compare.ts';
import { trackCreated } from './support/content.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';
import { interfaceModel } from '../../src/spec/interface-model.ts';

type Fields = Record<string, unknown>;

/** The values of display_status and layout_template, the model of the interface's. */
const DISPLAY_STATUSES = interfaceModel().values('createPage', 'display_status');
const LAYOUT_TEMPLATES = interfaceModel().values('createPage', 'layout_template');
type Choice = { display_status: string; layout_template: string };
/** Whether a listed display_status, and a listed layout_template, is accepted beside another listed value. */
type Blame = { statusAccepted: boolean; templateAccepted: boolean };

/** POST /pages; a page that comes back is tracked at once as residue (no delete exists). */
async function createPage(api: ApiClient, ledger: Ledger, body: Fields): Promise<ApiResult> {
  const r = await api.call('createPage', { json: body });
  trackCreated(ledger, r, 'page');
  return r;
}

const accepted = (r: ApiResult) => r.status >= 200 && r.status < 300;

/**
 * Which listed value a refused create refused: the same display_status beside another listed
 * layout_template, and the same layout_template beside another listed display_status. Each is
 * accepted where that value is. Irreversible pages too, made only after a refusal.
 */
async function whichRefused(
  api: ApiClient,
  ledger: Ledger,
  site: number,
  choice: Choice,
  label: string,
): Promise<Blame> {
  const next = <T>(values: readonly T[], value: T): T => values[(values.indexOf(value) + 1) % values.length]!;
  const probe = (c: Choice, what: string) =>
    createPage(api, ledger, {
      site_id: site,
      page_title: `${RUN_TAG} ${label} probe ${what}`,
      button_title: `${RUN_TAG.slice(-6)} probe`,
      ...c,
    });
  const withStatus = await probe(
    { display_status: choice.display_status, layout_template: next(LAYOUT_TEMPLATES, choice.layout_template) },
    choice.display_status,
  );
  const withTemplate = await probe(
    { display_status: next(DISPLAY_STATUSES, choice.display_status), layout_template: choice.layout_template },
    choice.layout_template,
  );
  return { statusAccepted: accepted(withStatus), templateAccepted: accepted(withTemplate) };
}

/** The fields the interface lists for a Page. */
const PAGE_FIELDS = interfaceModel().listedFields('page.schema.json');

/** Layout containers a create response shows for the page, where the deployment shows any. */
function containersShown(page: Fields): Array<Record<string, unknown>> | undefined {
  for (const holder of [page, page.content_node]) {
    if (typeof holder === 'object' && holder !== null && Array.isArray((holder as Fields).layout_containers)) {
      return (holder as Fields).layout_containers as Array<Record<string, unknown>>;
    }
  }
  return undefined;
}

/** Every listed value of each once at least, side by side in the order they are listed: the pages the create test makes. */
function everyListedValue(): Choice[] {
  return Array.from({ length: Math.max(DISPLAY_STATUSES.length, LAYOUT_TEMPLATES.length) }, (_, i) => ({
    display_status: DISPLAY_STATUSES[i % DISPLAY_STATUSES.length]!,
    layout_template: LAYOUT_TEMPLATES[i % LAYOUT_TEMPLATES.length]!,
  }));
}

/**
 * The create `r` of a page with two listed values: each value is accepted (judged by `blame`, the
 * probes of whichRefused where the create was refused), and the create answers 200 with the Page.
 */
async function checkListedValuesAccepted(r: ApiResult, choice: Choice, blame: Blame): Promise<void> {
  const listed = `display_status ${choice.display_status} and layout_template ${choice.layout_template}`;
  // refused whichever listed value stands beside the other: the create itself, not a value
  const neither = !blame.statusAccepted && !blame.templateAccepted;
  // each enum's value, accepted beside another listed value of the other field
  const enums = [
    ['PAGE-DISPLAY-STATUS-ENUM', 'display_status', blame.statusAccepted],
    ['PAGE-LAYOUT-TEMPLATE-ENUM', 'layout_template', blame.templateAccepted],
  ] as const;
  for (const [requirement, field, valueAccepted] of enums) {
    await check(requirement, `${field} ${choice[field]}, a listed value, is accepted`, () => {
      if (neither)
        notJudged(
          `every create with display_status ${choice.display_status} or layout_template ${choice.layout_template} was refused`,
          ['OP-PAGES-CREATE'],
        );
      expect(valueAccepted, `a page with ${field} ${choice[field]} is accepted (answered ${r.status})`).toBe(true);
    });
  }
  await check('OP-PAGES-CREATE', `POST /pages with ${listed} answers 200 with the new Page`, () => {
    if (!accepted(r) && !blame.statusAccepted && blame.templateAccepted)
      notJudged(`display_status ${choice.display_status} is refused`, ['PAGE-DISPLAY-STATUS-ENUM']);
    if (!accepted(r) && blame.statusAccepted && !blame.templateAccepted)
      notJudged(`layout_template ${choice.layout_template} is refused`, ['PAGE-LAYOUT-TEMPLATE-ENUM']);
    expectSuccess(r, 'createPage', `POST /pages with ${listed} answers 200`);
  });
}

/** An accepted create `r` of a page from `body`: its listed fields, what it was created with (under `parentNode`), its node_type. */
async function checkCreatedPage(
  r: ApiResult,
  body: Fields,
  choice: Choice,
  site: number,
  parentNode: number | undefined,
): Promise<void> {
  await check('PAGE-FIELDS', 'the Page carries every listed field with its type', () => expectShape(r, 'PAGE-FIELDS'));
  // There is no page show: the create's answer is the read.
  await check('PAGE-CREATE-ECHOES-INPUT', 'the page carries what it was created with', () => {
    const sent: Fields = {
      site_id: site,
      page_title: body.page_title,
      button_title: body.button_title,
      display_status: choice.display_status,
      layout_template: choice.layout_template,
    };
    // each field read by name: a field the answer lacks is read (and so known to be PAGE-FIELDS' failure)
    const answered = Object.fromEntries(Object.keys(sent).map((k) => [k, r.object[k]]));
    expect(answered, 'the page carries what it was created with').toEqual(sent);
    if (parentNode !== undefined)
      expect(r.object.parent_id, 'the page is under the parent it was created under').toBe(parentNode);
  });
  await check('PAGE-NODE-TYPE', 'a page has node_type Page', () =>
    expect(r.object.node_type, 'a page has node_type Page').toBe('Page'),
  );
}

test.describe('pages', () => {
  // The second test reads what the first created (there is no page show): one after the other.
  test.describe.configure({ mode: 'default' });
  const created: Fields[] = [];
  /** whether the create test sent its creates in this worker (a --grep run may pick the second test alone) */
  let createRan = false;

  test(
    'a page is created with each display_status and each layout_template and echoes its input',
    writingIrreversibly(
      proves(
        'OP-PAGES-CREATE',
        'PAGE-FIELDS',
        'PAGE-CREATE-ECHOES-INPUT',
        'PAGE-DISPLAY-STATUS-ENUM',
        'PAGE-LAYOUT-TEMPLATE-ENUM',
        'PAGE-NODE-TYPE',
        'PAGE-PERMISSION-NAME-OBSERVED',
        'EXTRA-FIELDS-OBSERVED',
        'STATE-TRANSITIONS-OBSERVED',
      ),
    ),
    async ({ api, discovery, ledger }, testInfo) => {
      const site = need(await discovery.site());
      const plan = everyListedValue();
      let parentNode: number | undefined;
      const ids: unknown[] = [];
      for (const [i, choice] of plan.entries()) {
        const body: Fields = {
          site_id: site,
          page_title: `${RUN_TAG} page ${i + 1} ${choice.display_status} ${choice.layout_template}`,
          button_title: `${RUN_TAG.slice(-6)} p${i + 1}`,
          ...(parentNode !== undefined ? { parent_id: parentNode } : {}),
          ...choice,
        };
        const r = await createPage(api, ledger, body);
        createRan = true; // once a create was sent (a plan stops the test before: the next test makes its own)
        const blame = accepted(r)
          ? { statusAccepted: true, templateAccepted: true }
          : await whichRefused(api, ledger, site, choice, `page ${i + 1}`);
        await checkListedValuesAccepted(r, choice, blame);
        if (!accepted(r)) continue;
        await checkCreatedPage(r, body, choice, site, parentNode);
        created.push(r.object);
        ids.push(r.object.id);
        if (parentNode === undefined) {
          parentNode = await precondition(
            'the first page has a page node id to place the others under',
            () => {
              expect(Number.isInteger(r.object.node_id), 'node_id is an integer').toBe(true);
              return r.object.node_id as number;
            },
            'PAGE-FIELDS',
          );
          // The first page (no parent) shows the fields that could hold the site-tree permission name.
          observe(
            testInfo,
            'PAGE-PERMISSION-NAME-OBSERVED',
            'Page fields that could hold the name shown in the site tree when managing permissions',
            {
              extended_button_title: r.object.extended_button_title ?? null,
              friendly_name: r.object.friendly_name ?? null,
            },
          );
          observe(
            testInfo,
            'EXTRA-FIELDS-OBSERVED',
            'Page fields the interface does not list',
            Object.keys(r.object).filter((k) => !PAGE_FIELDS.includes(k)),
          );
        }
      }
      await precondition(
        'a page was created',
        () => expect(ids.length, 'pages created').toBeGreaterThan(0),
        'OP-PAGES-CREATE',
      );
      await check('OP-PAGES-CREATE', 'each create made a page of its own', () =>
        expect(new Set(ids).size, 'distinct pages').toBe(ids.length),
      );
      observe(
        testInfo,
        'STATE-TRANSITIONS-OBSERVED',
        'page display_status',
        'the interface has no page update: no transition of display_status can be attempted',
      );
    },
  );

  test(
    'a new page holds a layout container with a layout column, where the deployment shows them',
    writingIrreversibly(proves('PAGE-HOLDS-CONTAINER-AND-COLUMN')),
    async ({ api, discovery, ledger }) => {
      // irreversibly: the same permission as the create it reads, so that the same reason shows when skipped
      if (!createRan) {
        // Run on its own (a --grep run without the create test): one page of its own, named with the run tag.
        const site = need(await discovery.site());
        const r = await createPage(api, ledger, {
          site_id: site,
          page_title: `${RUN_TAG} page holding a container`,
          button_title: `${RUN_TAG.slice(-6)} holds`,
          display_status: 'disabled',
          layout_template: 'one_panel',
        });
        await acceptedAnswer(r, 'a page of our own is created', 'OP-PAGES-CREATE');
        created.push(r.object);
      }
      test.skip(created.length === 0, 'no page was created (the create test before this one was skipped or failed)');
      const shown = created.map(containersShown);
      test.skip(
        shown.every((c) => c === undefined),
        "the interface offers no read of a page's layout containers and the create response of this deployment shows none",
      );
      for (const [i, containers] of shown.entries()) {
        expect(containers, `page ${String(created[i]!.id)} shows its layout containers`).toBeDefined();
        expect(
          containers!.length,
          `page ${String(created[i]!.id)} holds at least one layout container`,
        ).toBeGreaterThan(0);
        const columns = containers!.flatMap((c) => (Array.isArray(c.layout_columns) ? c.layout_columns : []));
        expect(columns.length, `page ${String(created[i]!.id)} holds at least one layout column`).toBeGreaterThan(0);
      }
    },
  );
});

test.describe('pages: rejected values', () => {
  // A rejected request creates nothing; should a deployment create a page anyway, that page is
  // irreversible, so these checks are irreversible writes as well. The interface has no read of
  // pages, so the 4xx answer is the only evidence that nothing was created.
  for (const [field, value] of [
    ['display_status', 'hidden'],
    ['layout_template', 'four_panel'],
  ] as const) {
    const requirement = field === 'display_status' ? 'PAGE-DISPLAY-STATUS-ENUM' : 'PAGE-LAYOUT-TEMPLATE-ENUM';
    test(
      `a page with ${field} ${value} is rejected`,
      writingIrreversibly(proves(requirement, 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE', 'ERROR-STATUS-OBSERVED')),
      async ({ api, discovery, ledger }, testInfo) => {
        const site = need(await discovery.site());
        const body: Fields = {
          site_id: site,
          page_title: `${RUN_TAG} rejected page ${field}`,
          button_title: `${RUN_TAG.slice(-6)} rejected`,
          display_status: 'disabled',
          layout_template: 'one_panel',
          [field]: value,
        };
        const r = await createPage(api, ledger, body);
        observe(testInfo, 'ERROR-STATUS-OBSERVED', `page create with ${field} ${value}`, r.status);
        await checkRefusal(r, requirement, `a page with ${field} ${value}`);
        // An error body may carry fields besides errors (extra fields are allowed): it is not a Page.
        await check(requirement, 'the refused create answers no page', () =>
          expect(r.object.node_type === 'Page' && r.object.page_title === body.page_title, 'no page comes back').toBe(
            false,
          ),
        );
      },
    );
  }
});
