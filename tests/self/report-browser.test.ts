// The HTML report as a person sees it, in Debian's Chromium (installed by .ci/run): a run with
// failures shows the failing banner, the matrix, working filters and search, and a failure's
// evidence; screenshots of a passing and a failing report are saved under reports/screenshots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { runSuite } from '../kit/run-suite.ts';
import { PROJECT_ROOT } from '../../src/validation/ajv.ts';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = join(PROJECT_ROOT, 'reports', 'screenshots');

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

test('the report of a run with failures can be read, filtered and searched in a browser', { skip: !existsSync(CHROMIUM) && !process.env.CI ? 'no /usr/bin/chromium (apt-get install chromium)' : false }, async () => {
  mkdirSync(SHOTS, { recursive: true });
  const [failing, passing] = await Promise.all([
    runSuite({ env: { SVC_FAULTS: 'news-title-accepts-301,leagues-unknown-site-200' } }),
    runSuite(),
  ]);
  assert.equal(failing.exitCode, 1, failing.output.slice(-2000));
  assert.equal(passing.exitCode, 0, passing.output.slice(-2000));
  const failed = failing.report!.requirements.filter((r) => r.verdict === 'fail').map((r) => r.id);
  assert.ok(failed.includes('NEWS-TITLE-MAXLEN') && failed.includes('LEAGUES-UNKNOWN-SITE-404'), failed.join(', '));

  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    // Offline: nothing but the file itself may load.
    const external: string[] = [];
    page.on('request', (r) => { if (!r.url().startsWith('file:')) external.push(r.url()); });
    await page.goto(`file://${join(failing.reportDir, 'index.html')}`);
    assert.match(await page.locator('#banner').innerText(), /Does not conform: \d+ requirements? failed/);
    assert.equal(await page.locator('tr.req').count(), failing.report!.requirements.length, 'one row per requirement');
    assert.ok(await page.locator('#fix-first + ol > li').count() >= 2, 'the fix-first list names the failures');

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
    assert.ok(await visible.count() > 0);
    for (const area of await visible.evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.area))) assert.equal(area, 'leagues');
    await page.selectOption('#f-area', '');
    await page.fill('#f-text', 'preview_text');
    assert.ok(await visible.count() >= 1);
    for (const text of await visible.allInnerTexts()) assert.match(text.toLowerCase(), /preview_text/);
    assert.deepEqual(external, [], 'the report loads nothing from outside');

    await page.goto(`file://${join(passing.reportDir, 'index.html')}`);
    assert.match(await page.locator('#banner').innerText(), /^Conforms/);
    await page.screenshot({ path: join(SHOTS, 'report-passing.png'), fullPage: false });
  } finally {
    await browser.close();
  }
});
