// reports/earl.jsonld: the verdicts as a W3C EARL 1.0 report (https://www.w3.org/TR/EARL10-Schema/)
// in JSON-LD, so third parties can merge and compare results with their own tools.
//
// The graph holds:
// - the report itself (`_:report`, a foaf:Document): run start, run tag, exit code and the sha256 of
//   spec/openapi.yaml and spec/requirements.yaml the run was checked against;
// - the assertor: this suite, an earl:Software (dct:title = name, dct:hasVersion = version,
//   svc:commit = git commit when known), IRI <https://conformance.svc.example/suite/<name>/<version>>;
// - the subject: the target, an earl:TestSubject whose IRI is its base URL (a blank node when the
//   report has no usable base URL), with dct:identifier = the base URL, svc:mode, svc:embedded;
// - one earl:Assertion per requirement, earl:mode earl:automatic. Its earl:test is the requirement,
//   an earl:TestRequirement with IRI <https://conformance.svc.example/spec/requirements.yaml#<id>>
//   (stable across runs: ids never change once published), dct:identifier, dct:title (the
//   statement), dct:source, svc:level and svc:area. Its earl:result is an earl:TestResult with
//   dct:date = the run start and dct:description = why (the verdict's reason, the observations,
//   the waiver).
//
// Outcome per verdict:
//   pass     -> earl:passed
//   fail     -> earl:failed
//   waived   -> earl:failed (the requirement did fail; the waiver is in dct:description)
//   observed -> earl:cantTell (the interface is silent; the observations are in dct:description)
//   not run  -> earl:untested (the run was interrupted, or the requirement is outside a partial
//               run's selection: dct:description says which)
//   not exercised -> earl:untested (no test names it; a recording did not show it, or that mode cannot judge it)
//   skipped  -> earl:untested, or earl:inapplicable when the skip reason itself says the check does
//               not apply (it contains "not applicable", "inapplicable", "does not apply" or "cannot
//               apply"). No reason of this suite version says that today: a skip here means
//               "could not be checked in this run" (mode, credential, fixture), which is untested.
//
// Terms EARL, Dublin Core and FOAF do not have (level, area, commit, mode, hashes) are in the
// project's own namespace https://conformance.svc.example/ns# (prefix svc).
import type { ConformanceReport } from '../report-types.ts';
import type { RequirementVerdict } from '../verdicts.ts';
import { SCHEMA_BASE } from '../../../spec/identifiers.ts';

export const EARL_CONTEXT = {
  earl: 'http://www.w3.org/ns/earl#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  svc: `${SCHEMA_BASE}ns#`,
} as const;

export type EarlOutcome = 'earl:passed' | 'earl:failed' | 'earl:cantTell' | 'earl:inapplicable' | 'earl:untested';

const INAPPLICABLE = /\b(not applicable|inapplicable|does not apply|cannot apply)\b/i;

export function earlOutcome(
  r: Pick<RequirementVerdict, 'verdict' | 'reason'> & { waiver?: RequirementVerdict['waiver'] },
): EarlOutcome {
  switch (r.verdict) {
    case 'pass':
      return 'earl:passed';
    case 'fail':
      return 'earl:failed';
    // could not be judged: a precondition failed, or what it reads was broken under another requirement
    case 'inconclusive':
      return 'earl:cantTell';
    case 'waived':
      return r.waiver?.from === 'inconclusive' ? 'earl:cantTell' : 'earl:failed';
    case 'observed':
      return 'earl:cantTell';
    case 'skipped':
      return INAPPLICABLE.test(r.reason ?? '') ? 'earl:inapplicable' : 'earl:untested';
    case 'not run':
      return 'earl:untested';
    case 'not exercised':
      return 'earl:untested';
  }
}

/** IRI of a requirement of spec/requirements.yaml. */
export function requirementIri(id: string): string {
  return `${SCHEMA_BASE}spec/requirements.yaml#${encodeURIComponent(id)}`;
}

function assertorIri(suite: ConformanceReport['suite']): string {
  return `${SCHEMA_BASE}suite/${encodeURIComponent(suite.name)}/${encodeURIComponent(suite.version)}`;
}

/** The target's base URL when it is an absolute http(s) URL, else a blank node. */
function subjectId(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // not a URL: fall through
  }
  return '_:subject';
}

function descriptionOf(r: RequirementVerdict): string {
  const proving = r.tests.length;
  switch (r.verdict) {
    case 'pass':
      return r.reason ?? `${proving} of ${proving} proving test(s) passed`;
    case 'fail':
      return r.reason ?? 'a test failed';
    case 'inconclusive':
      return r.reason ?? 'a check could not be judged';
    case 'waived': {
      const w = r.waiver;
      const waiver = w ? `waiver ${w.id} (${w.ticket}, expires ${w.expires}): ${w.reason}` : 'waived';
      return r.reason ? (w && !r.reason.includes(w.ticket) ? `${waiver}; ${r.reason}` : r.reason) : waiver;
    }
    case 'observed': {
      const seen = r.observations.map((o) => `${o.what}: ${JSON.stringify(o.value) ?? 'undefined'}`);
      const lines = seen.length > 0 ? seen : ['no observation was recorded'];
      return [...(r.reason ? [r.reason] : []), ...lines].join('\n');
    }
    case 'skipped':
      return r.reason ?? 'skipped';
    case 'not run':
      return `not run: ${r.reason ?? 'run interrupted'}`;
    case 'not exercised':
      return r.reason ?? 'not exercised';
  }
}

export function renderEarl(report: ConformanceReport): string {
  const assertor = assertorIri(report.suite);
  const subject = subjectId(report.target.baseUrl);
  const date = { '@value': report.run.startedAt, '@type': 'xsd:dateTime' };
  const graph: Array<Record<string, unknown>> = [
    {
      '@id': '_:report',
      '@type': 'foaf:Document',
      'dct:title': `Conformance report of ${report.target.baseUrl || 'the target'}`,
      'dct:date': date,
      'dct:creator': { '@id': assertor },
      'svc:runTag': report.run.runTag,
      'svc:exitCode': report.exitCode,
      ...(report.interrupted
        ? { 'svc:interrupted': `${report.interrupted.status}: ${report.interrupted.notJudged} requirements not judged` }
        : {}),
      ...(report.partial ? { 'svc:partialRun': `partial run (${report.partial.reason}): no conformance claim` } : {}),
      'svc:interfaceSha256': report.specification.interfaceSha256,
      'svc:openapiSha256': report.specification.openapiSha256,
      'svc:requirementsSha256': report.specification.requirementsSha256,
    },
    {
      '@id': assertor,
      '@type': 'earl:Software',
      'dct:title': report.suite.name,
      'dct:hasVersion': report.suite.version,
      ...(report.suite.commit ? { 'svc:commit': report.suite.commit } : {}),
      'dct:description':
        'Contract test suite and conformance checker; one verdict per requirement of spec/requirements.yaml.',
    },
    {
      '@id': subject,
      '@type': 'earl:TestSubject',
      'dct:identifier': report.target.baseUrl,
      'dct:description': report.recording
        ? `a deployment of the interface, checked offline from a recording (${report.recording.files.map((f) => `${f.name} sha256 ${f.sha256}`).join(', ')})`
        : `${report.target.embedded ? 'the embedded reference server' : 'a deployment of the interface'}, checked in ${report.target.mode} mode`,
      'svc:mode': report.target.mode,
      'svc:embedded': report.target.embedded,
    },
    ...report.requirements.map((r) => ({
      '@type': 'earl:Assertion',
      'earl:assertedBy': { '@id': assertor },
      'earl:subject': { '@id': subject },
      'earl:test': {
        '@id': requirementIri(r.id),
        '@type': 'earl:TestRequirement',
        'dct:identifier': r.id,
        'dct:title': r.statement,
        'dct:source': r.source,
        'svc:level': r.level,
        'svc:area': r.area,
      },
      'earl:result': {
        '@type': 'earl:TestResult',
        'earl:outcome': { '@id': earlOutcome(r) },
        'dct:date': date,
        'dct:description': descriptionOf(r),
      },
      'earl:mode': { '@id': 'earl:automatic' },
    })),
  ];
  return `${JSON.stringify({ '@context': EARL_CONTEXT, '@graph': graph }, null, 2)}\n`;
}
