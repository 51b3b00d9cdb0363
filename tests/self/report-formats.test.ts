// The report formats beside conformance.json: EARL (JSON-LD), the SVG badge, the Markdown summary
// for pull requests, and the JSON Schema of
// conformance.json itself, checked against a real run of the suite.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ConformanceReport } from '../../src/reporter/report.ts';
import type { RequirementVerdict, Verdict } from '../../src/reporter/verdicts.ts';
import { EARL_CONTEXT, earlOutcome, renderEarl, requirementIri } from '../../src/reporter/formats/earl.ts';
import { BADGE_COLOURS, renderBadge, renderSummaryMarkdown } from '../../src/reporter/formats/badge.ts';
import { parseReport } from '../../src/reporter/compare.ts';
import { createRegistry, describeErrors, schemaIdFor, type ValidateFunction } from '../../src/validation/ajv.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { runSuite } from '../kit/run-suite.ts';

// ---------------------------------------------------------------------------------------------
// A small report built by hand

type Spec = Partial<RequirementVerdict> & { id: string; verdict: Verdict };

function requirement(spec: Spec): RequirementVerdict {
  const outcome =
    spec.verdict === 'skipped' ? 'skipped' : spec.verdict === 'fail' || spec.verdict === 'waived' ? 'failed' : 'passed';
  return {
    area: 'fixtures',
    level: spec.verdict === 'observed' ? 'observed' : 'stated',
    statement: `Statement of ${spec.id}.`,
    source: 'Fixtures > Section',
    tests: [
      {
        title: `fixture > ${spec.id}`,
        file: 'tests/conformance/fixture.spec.ts',
        line: 3,
        outcome,
        errors: outcome === 'failed' ? ['Error: it failed'] : [],
      },
    ],
    observations: [],
    ...(spec.verdict === 'fail' ? { reason: 'Error: expected 4xx, got 200\n  at line 2 of the evidence' } : {}),
    ...(spec.verdict === 'skipped' ? { reason: 'read-only mode' } : {}),
    ...spec,
  };
}

const WAIVER = {
  id: 'W-WAIVED',
  reason: 'titles are cut at 255 by the CMS',
  ticket: 'CMS-1234',
  expires: '2099-03-31',
};

function makeReport(specs: Spec[], overrides: Partial<ConformanceReport> = {}): ConformanceReport {
  const requirements = specs.map(requirement);
  const totals: Record<Verdict, number> = {
    pass: 0,
    fail: 0,
    inconclusive: 0,
    skipped: 0,
    waived: 0,
    observed: 0,
    'not run': 0,
    'not exercised': 0,
  };
  for (const r of requirements) totals[r.verdict] += 1;
  return {
    schemaVersion: 3,
    suite: { name: 'svc-conformance', version: '0.1.0', commit: '53f0d1166f7c95a5e4a624ee43a614512add21f9' },
    target: {
      baseUrl: 'https://staging.example.com/api',
      embedded: false,
      mode: 'read-only',
      allowIrreversible: false,
      credentials: { bearer: true, basic: false },
      fixtures: {},
      routeOverrides: {},
      timeoutMs: 30_000,
    },
    run: { startedAt: '2026-11-21T14:50:03.805Z', durationMs: 6818, runTag: 'svc-conformance-test' },
    specification: {
      interfaceSha256: 'c'.repeat(64),
      openapiSha256: 'a'.repeat(64),
      requirementsSha256: 'b'.repeat(64),
    },
    totals,
    exitCode: totals.fail > 0 ? 1 : 0,
    requirements,
    causes: [],
    suiteDefects: [],
    residue: [],
    assumedRoutes: [],
    waivers: {
      applied: requirements.filter((r) => r.waiver).map((r) => r.waiver!),
      expired: [],
      unused: [],
      unknown: [],
    },
    exchanges: 12,
    coverage: [{ operationId: 'listSites', method: 'GET', path: '/sites', exercised: true, exchanges: 12 }],
    retries: { count: 0, waitedMs: 0 },
    ...overrides,
  };
}

/** One requirement of every verdict (and both kinds of skip). */
const everyVerdict = () =>
  makeReport([
    { id: 'W-PASS', verdict: 'pass' },
    { id: 'W-FAIL', verdict: 'fail' },
    { id: 'W-SKIPPED', verdict: 'skipped' },
    {
      id: 'W-INAPPLICABLE',
      verdict: 'skipped',
      reason: 'not applicable: this deployment has no uploaded-video setting',
    },
    {
      id: 'W-WAIVED',
      verdict: 'waived',
      waiver: WAIVER,
      reason: 'waived until 2099-03-31 (CMS-1234): titles are cut at 255 by the CMS; it failed: Error: 301 accepted',
    },
    {
      id: 'W-OBSERVED',
      verdict: 'observed',
      observations: [
        { what: 'status without credentials', value: 401 },
        { what: 'extra fields', value: ['x_debug'] },
      ],
    },
  ]);

// ---------------------------------------------------------------------------------------------
// Checkers: JSON-LD structure (no JSON-LD processor is installed) and XML well-formedness

const EARL_TERMS = new Set([
  'Assertion',
  'Assertor',
  'Software',
  'TestSubject',
  'TestRequirement',
  'TestCase',
  'TestCriterion',
  'TestResult',
  'assertedBy',
  'subject',
  'test',
  'result',
  'mode',
  'outcome',
  'info',
  'pointer',
  'mainAssertor',
  'passed',
  'failed',
  'cantTell',
  'inapplicable',
  'untested',
  'automatic',
  'manual',
  'semiAuto',
  'undisclosed',
  'unknownMode',
]);
const DCT_TERMS = new Set(['title', 'identifier', 'source', 'description', 'date', 'hasVersion', 'creator']);

/**
 * What JSON-LD expansion needs to turn every key, @id and @type into an absolute IRI and keep every
 * value: keys are keywords or compact IRIs whose prefix the context defines (an undefined prefix
 * would silently read as an IRI scheme), @id and @type expand to IRIs (or blank nodes for @id),
 * value objects hold only @value/@type, and every EARL and Dublin Core term used exists.
 */
function checkJsonLd(doc: unknown): string[] {
  const problems: string[] = [];
  const top = doc as Record<string, unknown>;
  const ctx = top['@context'] as Record<string, unknown> | undefined;
  if (!ctx || typeof ctx !== 'object') return ['no @context object'];
  for (const [prefix, iri] of Object.entries(ctx)) {
    if (typeof iri !== 'string' || !/^https?:\/\/[^\s]+[#/]$/.test(iri))
      problems.push(`@context ${prefix}: ${String(iri)} is not a namespace IRI`);
  }
  const expand = (value: string, where: string, allowBlank: boolean): string | undefined => {
    if (value.startsWith('_:')) {
      if (!allowBlank) problems.push(`${where}: blank node ${value} not allowed here`);
      return value;
    }
    const m = /^([a-z][a-z0-9+.-]*):(.*)$/i.exec(value);
    if (!m) {
      problems.push(`${where}: ${value} is relative`);
      return undefined;
    }
    const [, prefix, suffix] = m as unknown as [string, string, string];
    if (typeof ctx[prefix] === 'string') {
      if (prefix === 'earl' && !EARL_TERMS.has(suffix)) problems.push(`${where}: earl:${suffix} is not an EARL term`);
      if (prefix === 'dct' && !DCT_TERMS.has(suffix)) problems.push(`${where}: dct:${suffix} is not a term used here`);
      return `${ctx[prefix] as string}${suffix}`;
    }
    if (!['http', 'https', 'urn'].includes(prefix) || (prefix !== 'urn' && !suffix.startsWith('//')))
      problems.push(`${where}: prefix ${prefix} of ${value} is not defined`);
    return value;
  };
  const checkValue = (v: unknown, where: string): void => {
    if (v === null) {
      problems.push(`${where}: null drops the value`);
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        checkValue(x, `${where}[${i}]`);
      });
      return;
    }
    if (typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if ('@value' in o) {
      for (const k of Object.keys(o))
        if (k !== '@value' && k !== '@type' && k !== '@language') problems.push(`${where}: ${k} in a value object`);
      if (typeof o['@type'] === 'string') expand(o['@type'], `${where}/@type`, false);
      return;
    }
    checkNode(o, where);
  };
  const checkNode = (node: Record<string, unknown>, where: string): void => {
    for (const [key, value] of Object.entries(node)) {
      if (key === '@id') {
        if (typeof value !== 'string') problems.push(`${where}/@id is not a string`);
        else expand(value, `${where}/@id`, true);
      } else if (key === '@type') {
        for (const t of [value].flat()) {
          if (typeof t === 'string') expand(t, `${where}/@type`, false);
          else problems.push(`${where}/@type is not a string`);
        }
      } else if (key.startsWith('@')) {
        problems.push(`${where}: keyword ${key} not expected in a node`);
      } else {
        expand(key, `${where}/${key}`, false);
        checkValue(value, `${where}/${key}`);
      }
    }
  };
  for (const key of Object.keys(top)) if (key !== '@context' && key !== '@graph') problems.push(`top-level key ${key}`);
  const graph = top['@graph'];
  if (!Array.isArray(graph)) return [...problems, 'no @graph array'];
  graph.forEach((n, i) => {
    if (n && typeof n === 'object' && !Array.isArray(n)) checkNode(n as Record<string, unknown>, `@graph[${i}]`);
    else problems.push(`@graph[${i}] is not a node`);
  });
  return problems;
}

/** A small XML well-formedness check: nesting, quoted unique attributes, escaped text and values. */
function checkXml(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const entity = /&(?!(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);)/;
  for (const m of xml.matchAll(/<[^>]*>|[^<]+/g)) {
    const token = m[0];
    if (!token.startsWith('<')) {
      if (entity.test(token)) problems.push(`bare & in text: ${token.slice(0, 40)}`);
      if (stack.length === 0 && token.trim()) problems.push(`text outside the root: ${token.slice(0, 40)}`);
      continue;
    }
    if (token.startsWith('<?xml')) continue;
    if (token.startsWith('<!--')) continue;
    const close = /^<\/([A-Za-z][\w:.-]*)\s*>$/.exec(token);
    if (close) {
      if (stack.pop() !== close[1]) problems.push(`mismatched </${close[1]}>`);
      continue;
    }
    const open = /^<([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!open) {
      problems.push(`malformed tag ${token.slice(0, 60)}`);
      continue;
    }
    const names = [...open[2]!.matchAll(/([A-Za-z_:][\w:.-]*)="([^"]*)"/g)].map((a) => {
      if (entity.test(a[2]!)) problems.push(`bare & in attribute ${a[1]}`);
      return a[1]!;
    });
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in ${token.slice(0, 60)}`);
    if (stack.length === 0) roots += 1;
    if (open[3] !== '/') stack.push(open[1]!);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// EARL

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, read loosely
type Node = Record<string, any>;
const assertions = (doc: Node) => (doc['@graph'] as Node[]).filter((n) => n['@type'] === 'earl:Assertion');

test('EARL: valid JSON with the EARL, Dublin Core and FOAF namespaces, and expandable', () => {
  const text = renderEarl(everyVerdict());
  const doc = JSON.parse(text) as Node;
  assert.equal(doc['@context'].earl, 'http://www.w3.org/ns/earl#');
  assert.equal(doc['@context'].dct, 'http://purl.org/dc/terms/');
  assert.equal(doc['@context'].foaf, 'http://xmlns.com/foaf/0.1/');
  assert.deepEqual(doc['@context'], EARL_CONTEXT);
  assert.deepEqual(checkJsonLd(doc), []);
  // the checker itself catches what would break expansion
  assert.notDeepEqual(
    checkJsonLd({ '@context': EARL_CONTEXT, '@graph': [{ '@type': 'earl:Assertion', 'dc:title': 'x' }] }),
    [],
  );
  assert.notDeepEqual(checkJsonLd({ '@context': EARL_CONTEXT, '@graph': [{ '@type': 'earl:Asertion' }] }), []);
  assert.notDeepEqual(
    checkJsonLd({ '@context': EARL_CONTEXT, '@graph': [{ '@id': 'relative/path', 'dct:title': null }] }),
    [],
  );
});

test('EARL: the assertor is this suite and the subject is the target', () => {
  const doc = JSON.parse(renderEarl(everyVerdict())) as Node;
  const graph = doc['@graph'] as Node[];
  const assertor = graph.find((n) => n['@type'] === 'earl:Software')!;
  assert.ok(assertor);
  assert.equal(assertor['dct:title'], 'svc-conformance');
  assert.equal(assertor['dct:hasVersion'], '0.1.0');
  assert.equal(assertor['svc:commit'], '53f0d1166f7c95a5e4a624ee43a614512add21f9');
  const subject = graph.find((n) => n['@type'] === 'earl:TestSubject')!;
  assert.equal(subject['@id'], 'https://staging.example.com/api');
  assert.equal(subject['dct:identifier'], 'https://staging.example.com/api');
  for (const a of assertions(doc)) {
    assert.equal(a['earl:assertedBy']['@id'], assertor['@id']);
    assert.equal(a['earl:subject']['@id'], subject['@id']);
  }
  // without a usable base URL the subject is a blank node, still referenced consistently
  const blank = JSON.parse(
    renderEarl(
      makeReport([{ id: 'W-PASS', verdict: 'pass' }], {
        target: {
          baseUrl: '',
          embedded: true,
          mode: 'read-write',
          allowIrreversible: true,
          credentials: { bearer: true, basic: false },
          fixtures: {},
          routeOverrides: {},
          timeoutMs: 30_000,
        },
      }),
    ),
  ) as Node;
  assert.equal(assertions(blank)[0]!['earl:subject']['@id'], '_:subject');
  assert.ok((blank['@graph'] as Node[]).some((n) => n['@id'] === '_:subject' && n['@type'] === 'earl:TestSubject'));
  assert.deepEqual(checkJsonLd(blank), []);
});

test('EARL: one assertion per requirement, its test the requirement, automatic, dated at the run start', () => {
  const report = everyVerdict();
  const doc = JSON.parse(renderEarl(report)) as Node;
  const list = assertions(doc);
  assert.equal(list.length, report.requirements.length);
  report.requirements.forEach((r, i) => {
    const a = list[i]!;
    assert.equal(a['earl:mode']['@id'], 'earl:automatic');
    assert.deepEqual(a['earl:test'], {
      '@id': requirementIri(r.id),
      '@type': 'earl:TestRequirement',
      'dct:identifier': r.id,
      'dct:title': r.statement,
      'dct:source': r.source,
      'svc:level': r.level,
      'svc:area': r.area,
    });
    assert.equal(a['earl:result']['@type'], 'earl:TestResult');
    assert.deepEqual(a['earl:result']['dct:date'], { '@value': report.run.startedAt, '@type': 'xsd:dateTime' });
    assert.equal(typeof a['earl:result']['dct:description'], 'string');
  });
  assert.equal(
    requirementIri('NEWS-TITLE-MAXLEN'),
    'https://conformance.svc.example/spec/requirements.yaml#NEWS-TITLE-MAXLEN',
  );
});

test('EARL: the outcome of every verdict, with the reason, waiver and observations described', () => {
  const doc = JSON.parse(renderEarl(everyVerdict())) as Node;
  const byId = new Map(
    assertions(doc).map((a) => [a['earl:test']['dct:identifier'] as string, a['earl:result'] as Node]),
  );
  const outcome = (id: string) => byId.get(id)!['earl:outcome']['@id'];
  const description = (id: string) => byId.get(id)!['dct:description'] as string;
  assert.equal(outcome('W-PASS'), 'earl:passed');
  assert.equal(outcome('W-FAIL'), 'earl:failed');
  assert.match(description('W-FAIL'), /expected 4xx, got 200/);
  assert.equal(outcome('W-SKIPPED'), 'earl:untested');
  assert.equal(description('W-SKIPPED'), 'read-only mode');
  assert.equal(outcome('W-INAPPLICABLE'), 'earl:inapplicable');
  assert.equal(outcome('W-WAIVED'), 'earl:failed');
  assert.match(description('W-WAIVED'), /CMS-1234/);
  assert.match(description('W-WAIVED'), /2099-03-31/);
  assert.equal(outcome('W-OBSERVED'), 'earl:cantTell');
  assert.match(description('W-OBSERVED'), /status without credentials: 401/);
  assert.match(description('W-OBSERVED'), /extra fields: \["x_debug"\]/);
  // the mapping as a table, and a waived requirement without a reason still names its waiver
  assert.deepEqual(
    (['pass', 'fail', 'waived', 'observed'] as Verdict[]).map((verdict) => earlOutcome({ verdict })),
    ['earl:passed', 'earl:failed', 'earl:failed', 'earl:cantTell'],
  );
  assert.equal(
    earlOutcome({ verdict: 'skipped', reason: 'SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN are not set' }),
    'earl:untested',
  );
  assert.equal(
    earlOutcome({ verdict: 'skipped', reason: 'the check does not apply to this deployment' }),
    'earl:inapplicable',
  );
  assert.equal(earlOutcome({ verdict: 'not run', reason: 'run interrupted' }), 'earl:untested');
  const notRun = JSON.parse(
    renderEarl(makeReport([{ id: 'W-NOT-RUN', verdict: 'not run', reason: 'run interrupted' }])),
  ) as Node;
  assert.equal(assertions(notRun)[0]!['earl:result']['dct:description'], 'not run: run interrupted');
  const bare = JSON.parse(renderEarl(makeReport([{ id: 'W-WAIVED', verdict: 'waived', waiver: WAIVER }]))) as Node;
  assert.match(
    assertions(bare)[0]!['earl:result']['dct:description'],
    /waiver W-WAIVED \(CMS-1234, expires 2099-03-31\): titles are cut/,
  );
});

// ---------------------------------------------------------------------------------------------
// Badge

test('badge: valid SVG, green with the pass count when nothing fails', () => {
  const report = makeReport([
    { id: 'B-ONE', verdict: 'pass' },
    { id: 'B-TWO', verdict: 'pass' },
    { id: 'B-THREE', verdict: 'skipped' },
    { id: 'B-OBS', verdict: 'observed' },
  ]);
  const svg = renderBadge(report);
  assert.deepEqual(checkXml(svg), []);
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="20"/);
  assert.ok(svg.includes(`fill="${BADGE_COLOURS.conforms}"`));
  assert.ok(!svg.includes(BADGE_COLOURS.fails));
  assert.match(svg, />conformance<\/text>/);
  assert.match(svg, />2\/3 pass<\/text>/, 'pass count over the stated and assumed requirements');
  assert.doesNotMatch(svg, /<script|href=/, 'self-contained, nothing external');
  // the checker itself catches what is not well-formed
  for (const bad of [
    '<svg><text>a & b</text></svg>',
    '<svg><g></svg>',
    '<svg a="1" a="2"/>',
    '<svg/><svg/>',
    '<svg x=1/>',
  ])
    assert.notDeepEqual(checkXml(bad), [], bad);
});

test('badge: red with the number of failures when a stated or assumed requirement fails, or a waiver expired', () => {
  const failing = renderBadge(
    makeReport([
      { id: 'B-ONE', verdict: 'pass' },
      { id: 'B-TWO', verdict: 'fail' },
      { id: 'B-THREE', verdict: 'fail' },
      { id: 'B-WAIVED', verdict: 'waived', waiver: WAIVER },
    ]),
  );
  assert.deepEqual(checkXml(failing), []);
  assert.ok(failing.includes(`fill="${BADGE_COLOURS.fails}"`));
  assert.match(failing, />2 fail, 1\/4 pass<\/text>/);
  const expired = renderBadge(
    makeReport([{ id: 'B-ONE', verdict: 'pass' }], {
      exitCode: 1,
      waivers: { applied: [], expired: [{ ...WAIVER, id: 'B-ONE', expires: '2020-01-01' }], unused: [], unknown: [] },
    }),
  );
  assert.ok(expired.includes(`fill="${BADGE_COLOURS.fails}"`));
  assert.match(expired, />1\/1 pass, 1 expired waiver<\/text>/);
  const interrupted = renderBadge(makeReport([{ id: 'B-ONE', verdict: 'pass' }], { exitCode: 130 }));
  assert.ok(interrupted.includes(`fill="${BADGE_COLOURS.interrupted}"`));
});

test('badge: text is escaped', () => {
  const report = makeReport([{ id: 'B-ONE', verdict: 'fail' }], {
    suite: { name: 'svc <"conformance"> & co', version: "1.0.0-'rc'" },
    target: {
      baseUrl: 'https://x.example/?a=1&b=<2>',
      embedded: false,
      mode: 'read-only',
      allowIrreversible: false,
      credentials: { bearer: true, basic: false },
      fixtures: {},
      routeOverrides: {},
      timeoutMs: 30_000,
    },
  });
  const svg = renderBadge(report, 'conformance <&>');
  assert.deepEqual(checkXml(svg), []);
  assert.ok(svg.includes('svc &lt;&quot;conformance&quot;&gt; &amp; co'));
  assert.ok(svg.includes('a=1&amp;b=&lt;2&gt;'));
  assert.ok(svg.includes('>conformance &lt;&amp;&gt;</text>'));
  assert.ok(svg.includes('aria-label="conformance &lt;&amp;&gt;: 1 fail, 0/1 pass"'));
});

// ---------------------------------------------------------------------------------------------
// Markdown summary

test('summary: verdict line, totals, failures first with the first line of the reason, then waivers', () => {
  const report = makeReport(
    [
      { id: 'M-PASS', verdict: 'pass' },
      {
        id: 'M-WAIVED',
        verdict: 'waived',
        waiver: WAIVER,
        reason: 'waived until 2099-03-31 (CMS-1234): titles are cut at 255 by the CMS; it failed: x',
      },
      {
        id: 'M-FAIL',
        verdict: 'fail',
        statement: 'A title | with a pipe <b>and html</b> holds at most 300 characters.',
      },
      { id: 'M-SKIPPED', verdict: 'skipped' },
    ],
    {
      exitCode: 1,
      waivers: {
        applied: [WAIVER],
        expired: [{ id: 'M-OLD', reason: 'old', ticket: 'CMS-1', expires: '2020-01-01' }],
        unused: [{ id: 'M-PASS', reason: 'fixed', ticket: 'CMS-2', expires: '2099-01-01' }],
        unknown: [{ id: 'M-GONE', reason: 'renamed', ticket: 'CMS-3', expires: '2099-01-01' }],
      },
    },
  );
  const md = renderSummaryMarkdown(report);
  const lines = md.trimEnd().split('\n');
  assert.match(lines[0]!, /^### Conformance: .*does not conform/);
  assert.match(
    md,
    /1 of 4 stated or assumed requirements fail, from 0 distinct causes; 0 inconclusive, 1 waiver\(s\) expired \(exit code 1\)/,
  );
  assert.ok(md.includes('| pass | fail | inconclusive | skipped | waived | observed | not run | total |'));
  assert.ok(md.includes('| 1 | 1 | 0 | 1 | 1 | 0 | 0 | 4 |'));
  const failedAt = md.indexOf('**Failed (1)**');
  const waivedAt = md.indexOf('**Waived (1)**');
  const actAt = md.indexOf('**Waivers to act on**');
  assert.ok(failedAt > 0 && failedAt < waivedAt && waivedAt < actAt, 'failed, then waived, then waivers to act on');
  const failRow = lines.find((l) => l.startsWith('| `M-FAIL`'))!;
  assert.ok(failRow, 'a row for the failure');
  assert.ok(failRow.includes('A title \\| with a pipe &lt;b&gt;and html&lt;/b&gt; holds at most 300 characters.'));
  assert.ok(failRow.includes('Error: expected 4xx, got 200'));
  assert.ok(!md.includes('at line 2 of the evidence'), 'only the first line of the reason');
  assert.equal(failRow.split(/(?<!\\)\|/).length, 5, 'three cells');
  assert.ok(
    lines.some((l) => l.startsWith('| `M-WAIVED` | CMS-1234 | 2099-03-31 | titles are cut at 255 by the CMS |')),
  );
  assert.ok(md.includes('- expired: `M-OLD` (CMS-1, expired 2020-01-01): the run fails'));
  assert.ok(md.includes('- unused: `M-PASS` (CMS-2)'));
  assert.ok(md.includes('- unknown requirement: `M-GONE` (CMS-3)'));
  assert.ok(md.includes('Target `https://staging.example.com/api`'));
  assert.ok(md.includes('Suite svc-conformance 0.1.0 (`53f0d1166f7c`)'));
  assert.ok(
    md.includes(`openapi.yaml sha256 \`${'a'.repeat(64)}\``) &&
      md.includes(`requirements.yaml sha256 \`${'b'.repeat(64)}\``),
  );
  assert.ok(!md.includes('M-SKIPPED'), 'skipped requirements are counted, not listed');
});

test('summary: a conforming run is short; at most 20 failures are listed, then "and N more"', () => {
  const ok = renderSummaryMarkdown(
    makeReport([
      { id: 'M-PASS', verdict: 'pass' },
      { id: 'M-OBS', verdict: 'observed' },
    ]),
  );
  assert.match(ok, /^### Conformance: .*conforms\n/);
  assert.match(ok, /No stated or assumed requirement fails: 1 of 1 pass/);
  assert.ok(!ok.includes('**Failed'));
  assert.ok(ok.trimEnd().split('\n').length <= 12);

  const many = makeReport([
    ...Array.from({ length: 25 }, (_, i) => ({
      id: `M-FAIL-${String(i + 1).padStart(2, '0')}`,
      verdict: 'fail' as const,
    })),
    ...Array.from({ length: 200 }, (_, i) => ({ id: `M-PASS-${i + 1}`, verdict: 'pass' as const })),
    { id: 'M-WAIVED', verdict: 'waived', waiver: WAIVER },
  ]);
  const md = renderSummaryMarkdown(many);
  const rows = md.split('\n').filter((l) => l.startsWith('| `M-FAIL-'));
  assert.equal(rows.length, 20);
  assert.ok(rows[0]!.startsWith('| `M-FAIL-01`') && rows[19]!.startsWith('| `M-FAIL-20`'));
  assert.ok(md.includes('and 5 more'));
  assert.ok(md.indexOf('M-FAIL-20') < md.indexOf('M-WAIVED'));
  assert.ok(md.trimEnd().split('\n').length < 60, `${md.split('\n').length} lines`);
  assert.ok(renderSummaryMarkdown(many, { maxFailures: 3 }).includes('and 22 more'));
});
const FIXTURES = join(PROJECT_ROOT, 'tests', 'self', 'fixtures');
const fixture = (name: string) => parseReport(readFileSync(join(FIXTURES, name), 'utf8'), name);

// ---------------------------------------------------------------------------------------------
// The schema of conformance.json

const validateReport: ValidateFunction = (() => {
  const v = createRegistry({ withOpenApi: false }).getSchema(schemaIdFor('conformance-report.schema.json'));
  if (!v) throw new Error('conformance-report.schema.json did not compile');
  return v;
})();

test('schema: the hand-built reports and the compare fixtures are conformance reports', () => {
  const unfinished = makeReport(
    [
      { id: 'S-ONE', verdict: 'pass' },
      { id: 'S-TWO', verdict: 'not run', reason: 'run interrupted' },
      { id: 'S-THREE', verdict: 'not run', reason: 'outside this selection' },
    ],
    {
      exitCode: 130,
      interrupted: { status: 'interrupted', notJudged: 1 },
      partial: { reason: '--grep @S-ONE', selectedTests: 2, suiteTests: 3, outsideSelection: 1 },
    },
  );
  // not exercised: a stated requirement no test names (a run), or no exchange showed (a recording)
  const unexercised = makeReport([
    { id: 'S-ONE', verdict: 'pass' },
    { id: 'S-NONE', verdict: 'not exercised', reason: 'no test of this suite version proves it yet' },
  ]);
  for (const report of [
    everyVerdict(),
    makeReport([{ id: 'S-ONE', verdict: 'pass' }], { exitCode: 130 }),
    unfinished,
    unexercised,
  ]) {
    assert.ok(
      validateReport(JSON.parse(JSON.stringify(report))),
      JSON.stringify(describeErrors(validateReport.errors)),
    );
  }
  for (const name of [
    'compare-a.json',
    'compare-b-regressed.json',
    'compare-b-no-regression.json',
    'compare-b-new-failing.json',
  ]) {
    assert.ok(validateReport(fixture(name)), `${name}: ${JSON.stringify(describeErrors(validateReport.errors))}`);
  }
  assert.equal(validateReport(JSON.parse(readFileSync(join(FIXTURES, 'compare-not-a-report.json'), 'utf8'))), false);
});

test('schema: the conformance.json of a real run validates, and every format renders from it', async () => {
  const run = await runSuite({ args: ['--grep', '@OP-SPORTS-INDEX'] });
  try {
    assert.ok(run.report, `no conformance.json was written:\n${run.output.slice(-3000)}`);
    const report = JSON.parse(readFileSync(join(run.reportDir, 'conformance.json'), 'utf8')) as ConformanceReport;
    assert.ok(validateReport(report), JSON.stringify(describeErrors(validateReport.errors), null, 2));
    assert.equal(report.requirements.find((r) => r.id === 'OP-SPORTS-INDEX')?.verdict, 'pass');

    const earl = JSON.parse(renderEarl(report)) as Node;
    assert.deepEqual(checkJsonLd(earl), []);
    assert.equal(assertions(earl).length, report.requirements.length);
    assert.deepEqual(checkXml(renderBadge(report)), []);
    const md = renderSummaryMarkdown(report);
    assert.ok(md.trimEnd().split('\n').length < 60);
    assert.ok(md.includes(report.specification.openapiSha256));
  } finally {
    rmSync(run.reportDir, { recursive: true, force: true });
  }
});
