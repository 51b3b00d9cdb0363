// spec/openapi.yaml cross-checked by an independent validator, Stoplight Prism, on the suite's own
// traffic (tests/kit/prism.ts, scripts/prism-crosscheck.ts):
//   1. Prism, given the copy of the description made for it, reports a violation planted on purpose
//      (the reference server with the fault timestamps-in-z), also on the operations where Prism
//      silently validated nothing with a plainly bundled copy;
//   2. the whole suite runs through `prism proxy` against the reference server and Prism reports no
//      violation on a request the suite meant to be valid, nor on any answer to a described request.
// Both run at once (each starts its own reference server and Prism) to stay near a minute.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  NUMERIC_OFFSET_PATTERN,
  preparePrismDescription,
  prismCompatible,
  provePlantedViolation,
  renderViolations,
  runCrossCheck,
  unrecordedViolations,
  violationsInHar,
  violationsOf,
} from '../kit/prism.ts';

test('the Prism copy: no $id or $schema, $ref with siblings under allOf, the timestamp format as a pattern', () => {
  const copy = prismCompatible({
    $id: 'https://x/a.json',
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    properties: {
      t: { format: 'date-time-numeric-offset', type: 'string' },
      u: { description: 'integer or null', $ref: '#/components/schemas/id_or_null' },
      v: { $ref: '#/components/schemas/id' },
    },
  }) as Record<string, Record<string, Record<string, unknown>>>;
  assert.equal('$id' in copy, false);
  assert.equal('$schema' in copy, false);
  assert.deepEqual(copy.properties!.t, { format: 'date-time', type: 'string', pattern: NUMERIC_OFFSET_PATTERN });
  assert.deepEqual(copy.properties!.u, {
    description: 'integer or null',
    allOf: [{ $ref: '#/components/schemas/id_or_null' }],
  });
  assert.deepEqual(copy.properties!.v, { $ref: '#/components/schemas/id' }, 'a bare $ref stays');
  const pattern = new RegExp(NUMERIC_OFFSET_PATTERN);
  assert.ok(pattern.test('2026-11-21T10:15:00+05:30') && pattern.test('2026-11-21T10:15:00.123456-05:00'));
  assert.ok(!pattern.test('2026-11-21T10:15:00Z') && !pattern.test('2026-11-21T10:15:00+0530'));
});

test('violations are judged: deliberately invalid or outside the description is explained, the rest is a problem', () => {
  const dir = mkdtempSync(join(tmpdir(), 'svc-prism-har-'));
  try {
    const v = (location: string[], message: string) => ({
      name: 'sl-violations',
      value: JSON.stringify([{ location, severity: 'Error', code: 'x', message }]),
    });
    const entry = (status: number, header: { name: string; value: string }, extra: Record<string, unknown> = {}) => ({
      request: { method: 'POST', url: 'http://h/news_articles' },
      response: { status, headers: [header] },
      _operationId: 'createNewsArticle',
      _test: 't',
      ...extra,
    });
    const har = {
      log: {
        entries: [
          entry(400, v(['request', 'body'], 'too long')),
          entry(200, v(['request', 'body'], 'refused by the description')),
          entry(400, v(['response', 'body'], 'error body without errors')),
          entry(200, v(['request', 'header'], 'no version header'), { _outsideDescription: true }),
        ],
      },
    };
    const path = join(dir, 'traffic.har');
    writeFileSync(path, JSON.stringify(har));
    const found = violationsInHar(path);
    assert.deepEqual(
      found.map((f) => [f.kind, f.status, f.verdict]),
      [
        ['request', 400, 'explained'],
        ['request', 200, 'problem'],
        ['response', 400, 'problem'],
        ['request', 200, 'explained'],
      ],
    );
    assert.match(renderViolations(found), /createNewsArticle\n[\s\S]*PROBLEM/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Violations Prism logged on requests traffic.har does not hold (setup, discovery, cleanup) are problems.
  const log = [
    '[3:10:30 PM] ›     [VALIDATOR] ✖  error     Violation: request Invalid security scheme used',
    '[3:10:30 PM] ›     [VALIDATOR] ✖  error     Violation: response.body.id Response body property id must be integer',
  ].join('\n');
  const unrecorded = unrecordedViolations(log, [
    { location: ['request'], severity: 'Error', message: 'Invalid security scheme used' },
  ]);
  assert.deepEqual(
    unrecorded.map((u) => [u.kind, u.location.join('.'), u.message, u.verdict]),
    [['response', 'response.body.id', 'Response body property id must be integer', 'problem']],
  );
  // Prism cuts long lists short ("Too many violations!" and JSON that may end mid-way).
  const cut = `Too many violations! [{"location":["response","body","a"],"severity":"Error","code":"pattern","message":"m \\"q\\""},{"location":["response","bo`;
  assert.deepEqual(violationsOf({ 'sl-violations': cut }), [
    { location: ['response', 'body', 'a'], severity: 'Error', code: 'pattern', message: 'm "q"' },
  ]);
});

test('Prism reports a planted violation, and finds none on the requests the suite means to be valid', {
  timeout: 300_000,
}, async () => {
  const started = Date.now();
  const description = await preparePrismDescription();
  const [proof, check] = await Promise.all([provePlantedViolation(description), runCrossCheck(description)]);
  try {
    assert.ok(
      proof.reported,
      `Prism did not report the planted timestamps: ${JSON.stringify(proof.calls).slice(0, 2000)}`,
    );
    for (const call of proof.calls) assert.ok(call.violations.length > 0, `${call.path}: no violation reported`);

    assert.equal(check.suite.exitCode, 0, `the suite through Prism: ${check.suite.output.slice(-3000)}`);
    assert.match(check.suite.output, /conformance: \d+ pass, 0 fail/);
    assert.ok(
      check.violations.length > 0,
      'Prism reported the deliberately invalid requests (it validates requests at all)',
    );
    assert.deepEqual(
      check.problems.map((p) => `${p.operationId} ${p.method} ${p.url} -> ${p.status}: ${p.kind} ${p.message}`),
      [],
      renderViolations(check.problems),
    );
    console.log(
      `prism cross-check: ${check.violations.length} violations, all explained; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    rmSync(check.suite.reportDir, { recursive: true, force: true });
    rmSync(dirname(description), { recursive: true, force: true });
  }
});
