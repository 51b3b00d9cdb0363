// reports/junit.xml: one test case per requirement, so any CI system shows the verdicts.
import type { ConformanceReport } from '../report-types.ts';
import { xmlEscape } from './escape.ts';

export function renderJunit(report: ConformanceReport): string {
  const byArea = new Map<string, ConformanceReport['requirements']>();
  for (const r of report.requirements) byArea.set(r.area, [...(byArea.get(r.area) ?? []), r]);
  const suites = [...byArea.entries()].map(([area, reqs]) => {
    const failures = reqs.filter((r) => r.verdict === 'fail').length;
    // inconclusive: the check could not be judged (a precondition failed): a JUnit error, never a pass
    const errors = reqs.filter((r) => r.verdict === 'inconclusive').length;
    const skipped = reqs.filter(
      (r) => r.verdict === 'skipped' || r.verdict === 'not run' || r.verdict === 'not exercised',
    ).length;
    const cases = reqs.map((r) => {
      const name = xmlEscape(`${r.id}: ${r.statement}`);
      const props = `<properties><property name="level" value="${xmlEscape(r.level)}"/><property name="verdict" value="${r.verdict}"/><property name="source" value="${xmlEscape(r.source)}"/></properties>`;
      let body = props;
      if (r.verdict === 'fail') {
        const found = (r.findings ?? []).map((f) => `${f.method} ${f.url} -> ${f.status}: ${f.message}`).join('\n');
        const evidence = [
          found,
          ...r.tests
            .filter((t) => t.outcome === 'failed')
            .map((t) => `${t.title}\n${t.errors.join('\n')}\n${t.evidence ?? ''}`),
        ]
          .filter(Boolean)
          .join('\n\n');
        body += `<failure message="${xmlEscape((r.reason ?? 'failed').split('\n')[0]!)}">${xmlEscape(evidence)}</failure>`;
      } else if (r.verdict === 'inconclusive') {
        const why = r.tests
          .filter((t) => t.outcome === 'inconclusive')
          .map((t) => `${t.title}\n${t.errors.join('\n')}\n${t.evidence ?? ''}`)
          .join('\n\n');
        body += `<error type="inconclusive" message="${xmlEscape(`inconclusive: ${(r.reason ?? 'not judged').split('\n')[0]!}`)}">${xmlEscape(why)}</error>`;
      } else if (r.verdict === 'skipped') {
        body += `<skipped message="${xmlEscape(r.reason ?? 'skipped')}"/>`;
      } else if (r.verdict === 'not run') {
        body += `<skipped message="${xmlEscape(`not run: ${r.reason ?? 'run interrupted'}`)}"/>`;
      } else if (r.verdict === 'not exercised') {
        body += `<skipped message="${xmlEscape(r.reason ?? r.verdict)}"/>`;
      } else if (r.verdict === 'observed' || r.verdict === 'waived') {
        body += `<system-out>${xmlEscape(`${r.verdict}: ${JSON.stringify(r.observations)}${r.reason ? `\n${r.reason}` : ''}`)}</system-out>`;
      }
      return `    <testcase classname="${xmlEscape(`conformance.${area}`)}" name="${name}">${body}</testcase>`;
    });
    return `  <testsuite name="${xmlEscape(area)}" tests="${reqs.length}" failures="${failures}" errors="${errors}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const t = report.totals;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance ${xmlEscape(report.target.baseUrl)}" tests="${report.requirements.length}" failures="${t.fail ?? 0}" errors="${t.inconclusive ?? 0}" skipped="${(t.skipped ?? 0) + (t['not run'] ?? 0) + (t['not exercised'] ?? 0)}">\n${suites.join('\n')}\n</testsuites>\n`;
}
