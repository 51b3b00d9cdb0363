// svc-conformance check-traffic: recorded traffic checked against the interface, offline.
//   - the suite's own reports/traffic.har, from a passing run against the reference, checks clean;
//   - sessions recorded against the reference with a deliberate fault on fail exactly the fault's requirements;
//   - a recording full of secrets yields reports with none of them;
//   - the command line: exit codes, one-line usage errors, the report files and their metadata.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAULTS } from '../../reference/faults.ts';
import { sharedPlainRun } from '../kit/run-suite.ts';
import { needles, scanFolder } from '../kit/secret-scan.ts';
import type { ConformanceReport } from '../../src/reporter/report-types.ts';
import { checkTraffic } from '../../src/traffic/check-traffic.ts';
import { JUDGED } from '../../src/traffic/judged.ts';
import { loadRequirements } from '../../src/spec/catalogue.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { recordSession } from './traffic-scenario.ts';

const failing = (r: ConformanceReport) =>
  r.requirements
    .filter((v) => v.verdict === 'fail')
    .map((v) => v.id)
    .sort();
const temp = () => mkdtempSync(join(tmpdir(), 'svc-traffic-'));
const cli = (args: string[], cwd: string) =>
  spawnSync(process.execPath, [join(PROJECT_ROOT, 'bin', 'svc-conformance.mjs'), 'check-traffic', ...args], {
    cwd,
    encoding: 'utf8',
  });

describe('check-traffic', { concurrency: true }, () => {
  test("the suite's own traffic.har from a passing run against the reference checks clean", async () => {
    const run = await sharedPlainRun();
    assert.equal(run.exitCode, 0, run.output.slice(-3000));
    const har = join(run.reportDir, 'traffic.har');
    const { report } = await checkTraffic({ files: [har] });
    assert.deepEqual(
      failing(report),
      [],
      JSON.stringify(report.requirements.filter((v) => v.verdict === 'fail').map((v) => [v.id, v.reason])),
    );
    assert.ok(report.totals.pass! >= 100, `only ${report.totals.pass} requirements held`);
    const rec = report.recording!;
    assert.equal(rec.files[0]!.sha256, createHash('sha256').update(readFileSync(har)).digest('hex'));
    assert.ok(rec.matched >= 500 && rec.matched + rec.unmatched.count === rec.exchanges);
    // the suite probes paths the interface does not have (content nodes, divisions, POST move): counted and listed
    assert.ok(
      rec.unmatched.groups.some((g) => g.path === '/content_nodes/{n}'),
      JSON.stringify(rec.unmatched),
    );
  });

  /** Faults whose requirements a recording can judge, with the session of traffic-scenario.ts. */
  const FAULT_IDS = [
    'timestamps-in-z',
    'site-ids-as-strings',
    'validation-errors-as-array',
    'version-0-1-refused',
    'auth-missing-bearer-accepted',
    'league-instances-missing-league-id-400',
    'leagues-unknown-site-400',
    'news-title-accepts-301',
    'news-status-default-published',
    'news-create-not-stored',
    'news-update-not-stored',
    'news-delete-keeps-record',
    'layout-type-default-two-column',
    'deleted-container-keeps-columns',
    'division-instance-delete-returns-division',
  ];

  /** Faults of which a recording judges only some requirements, with the reason. */
  const PARTLY_JUDGED: Record<string, { judged: string[]; why: string }> = {
    'division-instance-delete-returns-division': {
      judged: ['DIVISION-INSTANCE-DELETE-RETURNS-RECORD'],
      why: 'a delete answer with another record is judged as that: the fields of the record it should have been are not judged on it',
    },
  };

  test("recordings made against the reference with a deliberate fault fail exactly the fault's requirements", async () => {
    const dir = temp();
    const clean = join(dir, 'clean.har');
    await recordSession(clean);
    const base = await checkTraffic({ files: [clean] });
    assert.deepEqual(failing(base.report), [], 'the faultless session fails nothing');
    for (const id of FAULT_IDS) {
      const fault = FAULTS.find((f) => f.id === id);
      assert.ok(fault, id);
      for (const r of fault.requirements)
        assert.ok(r in JUDGED || r.startsWith('OP-'), `${id}: ${r} is judged by this mode`);
      const har = join(dir, `${id}.har`);
      await recordSession(har, [id]);
      const { report } = await checkTraffic({ files: [har] });
      const expected = PARTLY_JUDGED[id] ? PARTLY_JUDGED[id].judged : [...fault.requirements];
      assert.deepEqual(
        failing(report),
        [...expected].sort(),
        `${id}: ${JSON.stringify(report.requirements.filter((v) => v.verdict === 'fail').map((v) => [v.id, v.reason]))}`,
      );
      for (const v of report.requirements.filter((x) => x.verdict === 'fail'))
        assert.match(v.tests[0]?.evidence ?? '', /replay: curl /, `${id}: ${v.id} has its exchange as evidence`);
    }
  });

  const SECRETS = {
    bearer: 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LWJlYXJlcg.Zm9vYmFy',
    password: 'Pa55-w0rd-in-basic',
    apiToken: 'api-token-9f8e7d6c5b4a',
    cookie: 'sess-cookie-0123456789abcdef',
    setCookie: 'set-cookie-fedcba9876543210',
    queryToken: 'query-access-token-777777',
    bodyPassword: 'body-password-888888',
    bodyToken: 'body-refresh-token-999999',
    custom: 'x-api-key-value-31337abc',
  };

  function secretHar(): string {
    const basic = Buffer.from(`vendor-user:${SECRETS.password}`).toString('base64');
    const echo = JSON.stringify({ errors: `tokens ${Object.values(SECRETS).join(' ')} and ${basic}` });
    const entry = (
      method: string,
      url: string,
      headers: Record<string, string>,
      status: number,
      body: string,
      requestBody?: string,
    ) => ({
      startedDateTime: '2026-11-25T08:00:00.000+00:00',
      time: 5,
      request: {
        method,
        url,
        httpVersion: 'HTTP/1.1',
        headers: Object.entries(headers).map(([name, value]) => ({ name, value })),
        cookies: [{ name: 'sid', value: SECRETS.cookie }],
        queryString: [],
        headersSize: -1,
        bodySize: requestBody?.length ?? 0,
        ...(requestBody ? { postData: { mimeType: 'application/json', text: requestBody } } : {}),
      },
      response: {
        status,
        statusText: '',
        httpVersion: 'HTTP/1.1',
        headers: [
          { name: 'content-type', value: 'application/json' },
          { name: 'set-cookie', value: `sid=${SECRETS.setCookie}; Path=/; HttpOnly` },
        ],
        cookies: [],
        content: { size: body.length, mimeType: 'application/json', text: body },
        redirectURL: '',
        headersSize: -1,
        bodySize: -1,
      },
      cache: {},
      timings: { send: 0, wait: 5, receive: 0 },
    });
    const common = {
      'svc-api-version': '0.1',
      cookie: `sid=${SECRETS.cookie}; theme=dark`,
      'x-api-key': SECRETS.custom,
    };
    const entries = [
      // 400 where 412 is documented: fails, so the exchange is evidence
      entry(
        'GET',
        `https://api.example.org/league_instances?access_token=${SECRETS.queryToken}`,
        { ...common, authorization: `Bearer ${SECRETS.bearer}` },
        400,
        echo,
      ),
      // a 301-character title accepted: fails NEWS-TITLE-MAXLEN with the request body as evidence
      entry(
        'POST',
        'https://api.example.org/news_articles',
        { ...common, authorization: `Bearer ${SECRETS.bearer}`, 'content-type': 'application/json' },
        200,
        echo,
        JSON.stringify({
          news_article: { title: 'x'.repeat(301), page_node_ids: '1' },
          password: SECRETS.bodyPassword,
          refresh_token: SECRETS.bodyToken,
        }),
      ),
      // basic credentials and SVC-API-TOKEN, answered with an error body of the wrong shape
      entry(
        'GET',
        `https://vendor-user:${SECRETS.password}@api.example.org/photo_galleries?object_type=game&object_id=1`,
        { ...common, authorization: `Basic ${basic}`, 'svc-api-token': SECRETS.apiToken },
        404,
        JSON.stringify({ errors: [echo] }),
      ),
    ];
    return JSON.stringify({ log: { version: '1.2', creator: { name: 'hand', version: '1' }, entries } });
  }

  test('a recording full of secrets yields reports with none of them (and its failures still show)', () => {
    const dir = temp();
    const har = join(dir, 'secrets.har');
    writeFileSync(har, secretHar());
    const out = join(dir, 'out');
    const result = cli([har, '--reports', out], dir);
    assert.equal(result.status, 1, result.stderr + result.stdout);
    const report = JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8')) as ConformanceReport;
    // the failures rest on the secret-laden exchanges (the echoed body is no News Article either: NEWS-FIELDS)
    for (const id of ['ERROR-BODY-SHAPE', 'LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412', 'NEWS-TITLE-MAXLEN'])
      assert.ok(failing(report).includes(id), `${id} fails: ${failing(report).join(', ')}`);
    const wanted = needles(Object.values(SECRETS), { username: 'vendor-user', password: SECRETS.password });
    const { files, hits } = scanFolder(out, wanted);
    assert.ok(files >= 7, `${files} report files`);
    assert.deepEqual(hits, []);
    for (const n of wanted)
      assert.ok(!(result.stdout + result.stderr).includes(n.bytes.toString()), `${n.label} on the console`);
    assert.match(readFileSync(join(out, 'traffic.har'), 'utf8'), /\$SVC_ACCESS_TOKEN/);
  });

  test('check-traffic on the command line: reports named after the recording, exit codes, usage errors', async () => {
    const dir = temp();
    const clean = join(dir, 'clean.har');
    const faulty = join(dir, 'faulty.har');
    await recordSession(clean);
    await recordSession(faulty, ['news-delete-keeps-record']);
    const ok = cli(['clean.har'], dir);
    assert.equal(ok.status, 0, ok.stderr + ok.stdout);
    assert.match(ok.stdout, /check-traffic: \d+ exchanges in 1 file\(s\)/);
    const report = JSON.parse(readFileSync(join(dir, 'reports', 'conformance.json'), 'utf8')) as ConformanceReport;
    assert.equal(report.recording?.files[0]?.name, 'clean.har');
    assert.match(readFileSync(join(dir, 'reports', 'index.html'), 'utf8'), /Source: a recording, checked offline/);
    assert.match(
      readFileSync(join(dir, 'reports', 'earl.jsonld'), 'utf8'),
      /checked offline from a recording \(clean\.har sha256 [0-9a-f]{64}\)/,
    );
    const bad = cli(['clean.har', 'faulty.har', '--reports', 'two'], dir);
    assert.equal(bad.status, 1);
    assert.match(bad.stdout, /FAIL NEWS-DELETE-GONE/);
    assert.match(readFileSync(join(dir, 'two', 'junit.xml'), 'utf8'), /NEWS-DELETE-GONE/);
    for (const [args, flag] of [
      [[], 'expects one or more HAR files'],
      [['missing.har'], 'no such file'],
      [['clean.har', '--bogus'], "'--bogus'"],
      [['clean.har', '--base-url', 'nope'], '--base-url'],
    ] as const) {
      const r = cli([...args], dir);
      assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
      assert.ok(r.stderr.includes(flag), r.stderr);
    }
    writeFileSync(join(dir, 'routes.env'), 'SVC_ROUTE_NEWS_ARTICLE_SHOW=GET /articles/{id}\n');
    const routed = cli(['clean.har', '--env-file', 'routes.env', '--reports', 'routed'], dir);
    const routedReport = JSON.parse(readFileSync(join(dir, 'routed', 'conformance.json'), 'utf8')) as ConformanceReport;
    assert.ok(
      routedReport.recording!.unmatched.groups.some((g) => g.method === 'GET' && g.path === '/news_articles/{n}'),
      routed.stdout,
    );
  });

  test('every requirement this mode judges is in the catalogue, and the count per area is stated', () => {
    const requirements = loadRequirements();
    const ids = new Set(requirements.map((r) => r.id));
    for (const id of Object.keys(JUDGED)) assert.ok(ids.has(id), id);
    const byArea = new Map<string, number>();
    for (const r of requirements)
      if (r.id in JUDGED || r.id.startsWith('OP-')) byArea.set(r.area, (byArea.get(r.area) ?? 0) + 1);
    console.log(
      `judged from a recording: ${[...byArea.values()].reduce((a, b) => a + b, 0)} of ${requirements.length} (${[...byArea].map(([a, n]) => `${a} ${n}`).join(', ')})`,
    );
    assert.ok(byArea.size >= 15);
  });
});
