// A small report built by hand for the self-tests of the report formats (report-formats-*.test.ts):
// requirements of every verdict, with the run, target and waivers a conformance.json has.
import type { ConformanceReport } from '../../src/reporter/report.ts';
import { type RequirementVerdict, totals, type Verdict } from '../../src/reporter/verdicts.ts';

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

export const WAIVER = {
  id: 'W-WAIVED',
  reason: 'titles are cut at 255 by the CMS',
  ticket: 'CMS-1234',
  expires: '2099-03-31',
};

/** The target of the reports built by hand: an external staging deployment, read-only, bearer only. */
export const HAND_TARGET: ConformanceReport['target'] = {
  baseUrl: 'https://staging.example.com/api',
  embedded: false,
  mode: 'read-only',
  allowIrreversible: false,
  credentials: { bearer: true, basic: false },
  fixtures: {},
  routeOverrides: {},
  timeoutMs: 30_000,
};

export function makeReport(specs: Spec[], overrides: Partial<ConformanceReport> = {}): ConformanceReport {
  const requirements = specs.map(requirement);
  return {
    schemaVersion: 3,
    suite: { name: 'svc-conformance', version: '0.1.0', commit: '53f0d1166f7c95a5e4a624ee43a614512add21f9' },
    target: HAND_TARGET,
    run: { startedAt: '2026-11-21T14:50:03.805Z', durationMs: 6818, runTag: 'svc-conformance-test' },
    specification: {
      interfaceSha256: 'c'.repeat(64),
      openapiSha256: 'a'.repeat(64),
      requirementsSha256: 'b'.repeat(64),
    },
    totals: totals(requirements),
    exitCode: requirements.some((r) => r.verdict === 'fail') ? 1 : 0,
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
export const everyVerdict = () =>
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
