// The EARL report (JSON-LD) beside conformance.json, checked on a report built by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Verdict } from '../../src/reporter/verdicts.ts';
import { EARL_CONTEXT, earlOutcome, renderEarl, requirementIri } from '../../src/reporter/formats/earl.ts';
import { everyVerdict, makeReport, WAIVER } from './report-by-hand.ts';

/** The properties of an EARL test requirement and the field of a report's requirement each holds. */
const EARL_TEST_FIELDS = {
  'dct:identifier': 'id',
  'dct:title': 'statement',
  'dct:source': 'source',
  'svc:level': 'level',
  'svc:area': 'area',
} as const;
import { assertions, checkJsonLd, type Node } from './report-format-checkers.ts';

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
    // the requirement as an EARL test: its IRI and type, and each property from its field of the report
    const earlTest = a['earl:test'];
    assert.deepEqual([earlTest['@id'], earlTest['@type']], [requirementIri(r.id), 'earl:TestRequirement']);
    for (const [property, field] of Object.entries(EARL_TEST_FIELDS))
      assert.equal(earlTest[property], r[field], property);
    assert.deepEqual(Object.keys(earlTest).sort(), ['@id', '@type', ...Object.keys(EARL_TEST_FIELDS)].sort());
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
