// The reporter's verdict model on recorded results (DESIGN.md "Verdicts"): each verdict, the
// waiver rules, the exit code, and the JUnit file built from them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { exitCodeFor, failureReason, foldVerdicts, type TestRecord } from '../../src/reporter/verdicts.ts';
import { applyWaivers } from '../../src/reporter/waivers.ts';
import { renderJunit } from '../../src/reporter/formats/junit.ts';
import type { Requirement } from '../../src/spec/catalogue.ts';
import type { ConformanceReport } from '../../src/reporter/report.ts';

const req = (id: string, level: Requirement['level'] = 'stated'): Requirement => ({
  id,
  area: 'a',
  level,
  statement: `s ${id}`,
  source: 'src',
});
const rec = (requirements: string[], outcome: TestRecord['outcome'], extra: Partial<TestRecord> = {}): TestRecord => ({
  title: `t ${requirements.join(' ')} ${outcome}`,
  file: 'f.spec.ts',
  line: 1,
  outcome,
  requirements,
  errors:
    outcome === 'failed' ? ['Error: expect(received).toBe(expected)\n\nExpected: 404\nReceived: 200\n  at x'] : [],
  observations: [],
  durationMs: 1,
  ...(outcome === 'skipped' ? { skipReason: 'read-only mode' } : {}),
  ...extra,
});

test('pass: every test that proves it ran and passed', () => {
  const [v] = foldVerdicts([req('A')], [rec(['A'], 'passed'), rec(['A', 'B'], 'passed')]);
  assert.equal(v!.verdict, 'pass');
  assert.equal(v!.tests.length, 2);
});

test('fail: one failing test fails the requirement, with the expected and received values as reason', () => {
  const [v] = foldVerdicts([req('A')], [rec(['A'], 'passed'), rec(['A'], 'failed'), rec(['A'], 'skipped')]);
  assert.equal(v!.verdict, 'fail');
  assert.equal(
    v!.reason,
    'expect(received).toBe(expected) · Expected: 404 · Received: 200 (1 of 3 checks failed; 1 skipped: read-only mode)',
  );
});

test('skipped: nothing ran; judged in part: pass on what ran, with the part that did not and why; not exercised: no test names it', () => {
  const [none, some, notExercised] = foldVerdicts(
    [req('A'), req('B'), req('C')],
    [rec(['A'], 'skipped'), rec(['B'], 'passed'), rec(['B'], 'skipped')],
  );
  assert.deepEqual([none!.verdict, none!.reason], ['skipped', 'read-only mode']);
  assert.equal(some!.verdict, 'pass', 'judged on what ran');
  assert.equal(some!.reason, 'pass, 1 of 2 checks; 1 skipped: read-only mode');
  assert.deepEqual(some!.judged, {
    tests: 2,
    passed: 1,
    failed: 0,
    inconclusive: 0,
    skipped: 1,
    notRun: 0,
    findings: 0,
  });
  assert.equal(notExercised!.verdict, 'not exercised');
  assert.match(notExercised!.reason!, /no test/);
});

const check = (
  requirement: string,
  outcome: 'passed' | 'failed' | 'inconclusive' | 'skipped',
  extra: Record<string, unknown> = {},
) => ({ requirement, what: `a check of ${requirement}`, outcome, ...extra });

test('one requirement per check: a test naming several fails only the one whose check failed', () => {
  const t = rec(['A', 'B', 'C'], 'passed', {
    checks: [
      check('A', 'passed'),
      check('B', 'failed', { message: 'B broke: expected 4xx, got 200' }),
      check('C', 'passed'),
    ],
  });
  const [a, b, c] = foldVerdicts([req('A'), req('B'), req('C')], [t]);
  assert.deepEqual([a!.verdict, b!.verdict, c!.verdict], ['pass', 'fail', 'pass']);
  assert.match(b!.reason!, /^B broke: expected 4xx, got 200/);
});

test('inconclusive: a failed precondition blocks, never fails; never pass; any failure wins; exit 1', () => {
  const blocked = rec(['A', 'B'], 'failed', {
    checks: [
      check('A', 'inconclusive', {
        message: 'precondition failed: a news article of our own (blocked by NEWS-FIELDS)',
        blockedBy: ['NEWS-FIELDS'],
      }),
      check('B', 'inconclusive', { blockedBy: ['NEWS-FIELDS'] }),
    ],
  });
  const [a, b] = foldVerdicts(
    [req('A'), req('B')],
    [blocked, rec(['B'], 'failed', { checks: [check('B', 'failed')] })],
  );
  assert.equal(a!.verdict, 'inconclusive');
  assert.deepEqual(a!.blockedBy, ['NEWS-FIELDS']);
  assert.match(a!.reason!, /blocked by NEWS-FIELDS/);
  assert.equal(b!.verdict, 'fail', 'a failed check of it elsewhere is evidence against it');
  assert.equal(exitCodeFor([a!]), 1, 'inconclusive is no conformance claim');
});

test('a schema finding fails the requirement it is attributed to, also when no test names it', () => {
  const finding = {
    requirements: ['SPORT-FIELDS', 'TIMESTAMP-NUMERIC-OFFSET'],
    operationId: 'listSports',
    method: 'GET',
    route: '/sports',
    status: 200,
    fieldPath: '/0/updated_on',
    keyword: 'type',
    message: '/0/updated_on is the number 1303549200, not string',
    found: '1303549200',
    url: 'http://x/sports',
    startedAt: 't',
  };
  const t = rec(['AUTH-BEARER-REQUIRED'], 'passed', {
    checks: [check('AUTH-BEARER-REQUIRED', 'passed')],
    findings: [finding, finding],
  });
  const [sport, ts, auth] = foldVerdicts(
    [req('SPORT-FIELDS'), req('TIMESTAMP-NUMERIC-OFFSET'), req('AUTH-BEARER-REQUIRED')],
    [t],
  );
  assert.deepEqual([sport!.verdict, ts!.verdict, auth!.verdict], ['fail', 'fail', 'pass']);
  assert.match(sport!.reason!, /^GET \/sports \(200\): `0\.updated_on` is the number 1303549200/);
  assert.equal(sport!.judged?.findings, 1, 'the same finding reported twice counts once');
});

test('not run: a test cut short by the interrupt judges nothing; one that failed before it still fails', () => {
  const cut = (ids: string[]) => rec(ids, 'not run', { notRunReason: 'run interrupted' });
  const [interrupted, failedBefore, halfRun, observed] = foldVerdicts(
    [req('A'), req('B'), req('C'), req('D-OBSERVED', 'observed')],
    [cut(['A']), rec(['B'], 'failed'), cut(['B']), rec(['C'], 'passed'), cut(['C']), cut(['D-OBSERVED'])],
  );
  assert.deepEqual([interrupted!.verdict, interrupted!.reason], ['not run', 'run interrupted']);
  assert.equal(failedBefore!.verdict, 'fail');
  assert.deepEqual(
    [halfRun!.verdict, halfRun!.reason],
    ['not run', 'run interrupted'],
    'one test passed, one was cut short: not judged, never pass',
  );
  assert.equal(observed!.verdict, 'not run');
  assert.equal(exitCodeFor([interrupted!, halfRun!]), 0, 'not run never fails a run');
});

test('not run (outside this selection): a partial run says so; "no test" only when no test of the suite names it', () => {
  const requirements = [req('A'), req('B'), req('C')];
  const [a, b, c] = foldVerdicts(requirements, [rec(['A'], 'passed')], { named: new Set(['A', 'B']), partial: true });
  assert.equal(a!.verdict, 'pass');
  assert.deepEqual([b!.verdict, b!.reason], ['not run', 'outside this selection']);
  assert.equal(c!.verdict, 'not exercised');
  assert.match(c!.reason!, /no test/);
  // A partial run that could not list the whole suite: no requirement is said to have no test.
  const [, unknown] = foldVerdicts(requirements, [rec(['A'], 'passed')], { partial: true });
  assert.deepEqual([unknown!.verdict, unknown!.reason], ['not run', 'outside this selection']);
});

test('observed: recorded, never failing, even when its test failed', () => {
  const observation = { requirement: 'O-OBSERVED', what: 'status', value: 401 };
  const [v] = foldVerdicts(
    [req('O-OBSERVED', 'observed')],
    [rec(['O-OBSERVED'], 'failed', { observations: [observation] })],
  );
  assert.equal(v!.verdict, 'observed');
  assert.deepEqual(v!.observations, [{ what: 'status', value: 401 }]);
  assert.equal(exitCodeFor([v!]), 0);
});

test('exit code: 1 for a stated or assumed failure, 0 otherwise', () => {
  const verdicts = foldVerdicts([req('A'), req('B', 'assumed')], [rec(['A'], 'passed'), rec(['B'], 'failed')]);
  assert.equal(exitCodeFor(verdicts), 1);
  assert.equal(exitCodeFor(foldVerdicts([req('A')], [rec(['A'], 'skipped')])), 0);
});

test('waivers: a valid waiver turns a failure into waived; expired fails the run; unused and unknown are reported', () => {
  const verdicts = foldVerdicts(
    [req('A'), req('B'), req('C')],
    [rec(['A'], 'failed'), rec(['B'], 'failed'), rec(['C'], 'passed')],
  );
  const outcome = applyWaivers(
    verdicts,
    [
      { id: 'A', reason: 'known', ticket: 'T-1', expires: '2099-01-01' },
      { id: 'B', reason: 'old', ticket: 'T-2', expires: '2020-01-01' },
      { id: 'C', reason: 'fixed', ticket: 'T-3', expires: '2099-01-01' },
      { id: 'Z', reason: '?', ticket: 'T-4', expires: '2099-01-01' },
    ],
    '2026-11-21',
  );
  assert.equal(verdicts[0]!.verdict, 'waived');
  assert.equal(verdicts[0]!.waiver?.ticket, 'T-1');
  assert.equal(verdicts[1]!.verdict, 'fail');
  assert.match(verdicts[1]!.reason!, /expired on 2020-01-01/);
  assert.deepEqual(
    [outcome.applied.length, outcome.expired.length, outcome.unused.length, outcome.unknown.length],
    [1, 1, 1, 1],
  );
  assert.equal(exitCodeFor(verdicts, outcome.expired.length), 1, 'B fails and its waiver expired');
  const waivedOnly = foldVerdicts([req('A')], [rec(['A'], 'failed')]);
  const o2 = applyWaivers(
    waivedOnly,
    [{ id: 'A', reason: 'known', ticket: 'T-1', expires: '2026-11-21' }],
    '2026-11-21',
  );
  assert.equal(exitCodeFor(waivedOnly, o2.expired.length), 0, 'a waiver is valid through its expiry day');
});

test('failureReason keeps the first line and the values', () => {
  assert.equal(failureReason(undefined), 'a test failed');
  assert.equal(failureReason('Error: boom'), 'boom');
});

test('JUnit: well-formed, one test case per requirement, failures carry the evidence', () => {
  const verdicts = foldVerdicts(
    [req('A'), req('B'), req('C-OBSERVED', 'observed'), req('D')],
    [
      rec(['A'], 'passed'),
      rec(['B'], 'failed', { evidence: 'POST /x -> 200 <&"\u0001>' }),
      rec(['C-OBSERVED'], 'passed'),
      rec(['D'], 'skipped'),
    ],
  );
  const report = {
    target: { baseUrl: 'http://x' },
    totals: { pass: 1, fail: 1, skipped: 1, waived: 0, observed: 1 },
    requirements: verdicts,
  } as unknown as ConformanceReport;
  const xml = renderJunit(report);
  assert.equal(XMLValidator.validate(xml), true);
  const doc = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    testsuites: { testsuite: { testcase: Array<Record<string, unknown>> } };
  };
  const cases = doc.testsuites.testsuite.testcase;
  assert.equal(cases.length, 4);
  const failed = cases.find((c) => String(c['@_name']).startsWith('B:'))!;
  assert.match(String((failed.failure as Record<string, unknown>)['#text']), /POST \/x -> 200/);
  assert.ok(cases.find((c) => String(c['@_name']).startsWith('D:'))!.skipped !== undefined);
});

test('not run (interrupted before any test was known): what the suite names is not run, never "no test"', () => {
  const [named, unnamed] = foldVerdicts([req('A'), req('B')], [], { named: new Set(['A']), interrupted: true });
  assert.deepEqual([named!.verdict, named!.reason], ['not run', 'run interrupted']);
  assert.equal(unnamed!.verdict, 'not exercised');
  assert.match(unnamed!.reason!, /no test/);
});
