// The HTML report as a person sees it, in Debian's Chromium (installed by .ci/run): a run with
// failures shows the failing banner, the matrix, working filters and search, and a failure's
// evidence; screenshots of a passing and a failing report are saved under reports/screenshots/.
// The same report with every verdict and end state (interrupted, partial) fits 1280 and 800 px
// without sideways scrolling, prints to PDF with every failure's evidence open, its picture filters
// the table, and axe-core finds no serious or critical violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { runSuite, sharedPlainRun, type SuiteRun } from '../kit/run-suite.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { renderHtml } from '../../src/reporter/formats/html.ts';
import type { ConformanceReport } from '../../src/reporter/report.ts';
import { totals } from '../../src/reporter/verdicts.ts';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = join(PROJECT_ROOT, 'reports', 'screenshots');

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

const SKIP = {
  skip: !existsSync(CHROMIUM) && !process.env.CI ? 'no /usr/bin/chromium (apt-get install chromium)' : false,
};
// One failing and one passing run of the suite, shared by the tests of this file.
let runs: Promise<[SuiteRun, SuiteRun]> | undefined;
const suiteRuns = () =>
  (runs ??= Promise.all([
    runSuite({ env: { SVC_FAULTS: 'news-title-accepts-301,leagues-unknown-site-200' } }),
    sharedPlainRun(),
  ]));

test('the report of a run with failures can be read, filtered and searched in a browser', SKIP, async () => {
  mkdirSync(SHOTS, { recursive: true });
  const [failing, passing] = await suiteRuns();
  assert.equal(failing.exitCode, 1, failing.output.slice(-2000));
  assert.equal(passing.exitCode, 0, passing.output.slice(-2000));
  const failed = failing.report!.requirements.filter((r) => r.verdict === 'fail').map((r) => r.id);
  assert.ok(failed.includes('NEWS-TITLE-MAXLEN') && failed.includes('LEAGUES-UNKNOWN-SITE-404'), failed.join(', '));

  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    // Offline: nothing but the file itself may load.
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) external.push(r.url());
    });
    await page.goto(`file://${join(failing.reportDir, 'index.html')}`);
    assert.match(
      await page.locator('#banner').innerText(),
      /Does not conform: \d+ requirements? fails?, from \d+ distinct causes?/,
    );
    assert.equal(await page.locator('tr.req').count(), failing.report!.requirements.length, 'one row per requirement');
    assert.ok((await page.locator('#fix-first + ol > li').count()) >= 2, 'the fix-first list names the failures');

    await page.selectOption('#f-verdict', 'fail');
    const visible = page.locator('tr.req:not([hidden])');
    assert.equal(await visible.count(), failed.length, 'the verdict filter shows exactly the failures');
    await page.screenshot({ path: join(SHOTS, 'report-failing.png'), fullPage: false });

    const row = page.locator('tr.req#NEWS-TITLE-MAXLEN');
    const evidence = await row.locator('details.evidence').innerText();
    assert.match(evidence, /POST .*\/news_articles/, 'the evidence shows the request');
    assert.match(evidence, /replay: curl .*\$SVC_ACCESS_TOKEN/, 'and a curl line with the token as a variable');
    assert.doesNotMatch(evidence, /svc-ref-bearer-/, 'and no secret');

    await page.selectOption('#f-verdict', '');
    await page.selectOption('#f-area', 'leagues');
    assert.ok((await visible.count()) > 0);
    for (const area of await visible.evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.area)))
      assert.equal(area, 'leagues');
    await page.selectOption('#f-area', '');
    await page.fill('#f-text', 'preview_text');
    assert.ok((await visible.count()) >= 1);
    for (const text of await visible.allInnerTexts()) assert.match(text.toLowerCase(), /preview_text/);
    assert.deepEqual(external, [], 'the report loads nothing from outside');

    await page.goto(`file://${join(passing.reportDir, 'index.html')}`);
    assert.match(await page.locator('#banner').innerText(), /^Conforms/);
    await page.screenshot({ path: join(SHOTS, 'report-passing.png'), fullPage: false });
  } finally {
    await browser.close();
  }
});

/**
 * The failing run's report turned into one with every verdict and both unfinished states: some
 * requirements waived, skipped and not run (interrupted, and outside a selection).
 */
function everyState(report: ConformanceReport): ConformanceReport {
  const requirements = report.requirements.map((r, i) => {
    if (r.verdict !== 'pass') return r;
    if (i % 11 === 1)
      return {
        ...r,
        verdict: 'waived' as const,
        reason:
          'waived until 2099-01-01 (CMS-1): a very long reason https://tickets.example.com/browse/CMS-1?focusedCommentId=123456789&page=com.atlassian.jira.plugin.system.issuetabpanels%3Acomment-tabpanel',
        waiver: { id: r.id, reason: 'x', ticket: 'CMS-1', expires: '2099-01-01' },
      };
    if (i % 7 === 2)
      return { ...r, verdict: 'skipped' as const, reason: 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set' };
    if (i % 5 === 3)
      return { ...r, verdict: 'not run' as const, reason: i % 2 ? 'run interrupted' : 'outside this selection' };
    return r;
  });
  const notRun = requirements.filter((r) => r.verdict === 'not run');
  return {
    ...report,
    requirements,
    totals: totals(requirements),
    interrupted: { status: 'interrupted', notJudged: notRun.filter((r) => r.reason === 'run interrupted').length },
    partial: {
      reason: '--grep @A-VERY-LONG-REQUIREMENT-ID-WITHOUT-ANY-SPACE-IN-IT-AT-ALL|@ANOTHER-ONE',
      selectedTests: 100,
      suiteTests: 225,
      outsideSelection: notRun.filter((r) => r.reason !== 'run interrupted').length,
    },
  };
}

test(
  'every state of the report fits 1280 and 800 px, prints with the evidence open, filters by its picture, and passes axe-core',
  SKIP,
  async () => {
    const [failing] = await suiteRuns();
    assert.ok(failing.report, failing.output.slice(-2000));
    const dir = mkdtempSync(join(tmpdir(), 'svc-report-states-'));
    const report = everyState(failing.report!);
    writeFileSync(join(dir, 'index.html'), renderHtml(report));
    mkdirSync(SHOTS, { recursive: true });
    const browser = await launch();
    try {
      for (const width of [1280, 800]) {
        // A page of its own context: axe-core asks for one.
        const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
        await page.goto(`file://${join(dir, 'index.html')}`);
        const banner = await page.locator('#banner').innerText();
        assert.match(banner, /Interrupted: \d+ requirements? not judged/);
        assert.match(banner, /Partial run/);
        assert.match(banner, /Does not conform/);
        const scroll = await page.evaluate(() => ({
          doc: document.documentElement.scrollWidth,
          body: document.body.scrollWidth,
          view: window.innerWidth,
        }));
        assert.ok(
          scroll.doc <= width && scroll.body <= width,
          `scrolls sideways at ${width} px: ${JSON.stringify(scroll)}`,
        );
        const shot = join(SHOTS, `report-${width}.png`);
        await page.screenshot({ path: shot, fullPage: false });
        console.log(`screenshot ${width} px: ${shot}`);
        if (width === 800) continue;

        // The picture: one bar per area, its numbers in words; a click shows that area only.
        const areas = new Set(report.requirements.map((r) => r.area));
        assert.equal(await page.locator('#picture .chart li').count(), areas.size);
        assert.equal(await page.locator('#picture svg.bar').count(), areas.size);
        assert.match(
          await page.locator('#picture .chart li').first().innerText(),
          /\d+ (pass|fail|waived|skipped|observed|not run)/,
        );
        await page.locator('#picture a[data-filter-area="leagues"]').click();
        const shownAreas = await page
          .locator('tr.req:not([hidden])')
          .evaluateAll((rows) => [...new Set(rows.map((r) => (r as HTMLElement).dataset.area))]);
        assert.deepEqual(shownAreas, ['leagues']);

        const axe = await new AxeBuilder({ page }).analyze();
        const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        console.log(
          `axe-core: ${axe.violations.length} violation(s), ${serious.length} serious or critical; ${axe.passes.length} rules pass${axe.violations.length ? `; ${axe.violations.map((v) => `${v.id} (${v.impact})`).join(', ')}` : ''}`,
        );
        assert.deepEqual(
          serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length} nodes)`),
          [],
        );

        // Print: every row, every failure's evidence open and unclipped, even one a reader closed.
        await page.evaluate(() =>
          document.querySelectorAll('details.evidence').forEach((d) => {
            (d as HTMLDetailsElement).open = false;
          }),
        );
        await page.emulateMedia({ media: 'print' });
        assert.equal(
          await page
            .locator('tr.req')
            .evaluateAll((rows) => rows.filter((r) => getComputedStyle(r).display === 'none').length),
          0,
          'print shows every row',
        );
        const evidence = page.locator('tr.v-fail details.evidence pre.error');
        assert.ok((await evidence.count()) >= 2);
        for (const pre of await evidence.all())
          assert.ok(await pre.isVisible(), 'the evidence of a failure is printed');
        assert.equal(await page.locator('.filters').isVisible(), false, 'no filters on paper');
        const pdf = join(SHOTS, 'report.pdf');
        await page.pdf({ path: pdf, format: 'A4', printBackground: true });
        assert.ok(statSync(pdf).size > 10_000);
        console.log(`PDF print: ${pdf}`);
      }
      // Without script the picture still filters: its links target an area's rows (:target).
      const bare = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
      await bare.goto(`file://${join(dir, 'index.html')}`);
      await bare.locator('#picture a[data-filter-area="leagues"]').click();
      const visibleAreas = await bare
        .locator('tr.req')
        .evaluateAll((rows) => [
          ...new Set(
            rows.filter((r) => (r as HTMLElement).offsetParent !== null).map((r) => (r as HTMLElement).dataset.area),
          ),
        ]);
      assert.deepEqual(visibleAreas, ['leagues']);
    } finally {
      await browser.close();
    }
  },
);
