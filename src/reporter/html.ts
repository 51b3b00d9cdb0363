// reports/index.html: one self-contained page (no external scripts, fonts or styles).
import type { ConformanceReport } from './conformance-reporter.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderHtml(report: ConformanceReport): string {
  const t = report.totals;
  const conforms = (t.fail ?? 0) === 0;
  const areas = [...new Set(report.requirements.map((r) => r.area))];
  const rows = areas.map((area) => {
    const reqs = report.requirements.filter((r) => r.area === area);
    const body = reqs.map((r) => {
      const tests = r.tests.map((x) => `<li>${esc(x.title)} <small>${esc(x.file)}:${x.line}</small> — ${x.outcome}${x.skipReason ? ` (${esc(x.skipReason)})` : ''}</li>`).join('');
      const details = r.verdict === 'fail'
        ? `<details open><summary>evidence</summary>${r.tests.filter((x) => x.outcome === 'failed').map((x) => `<pre>${esc(x.errors.join('\n'))}</pre>${x.evidence ? `<pre>${esc(x.evidence)}</pre>` : ''}`).join('')}</details>`
        : r.observations.length > 0 ? `<details><summary>observed</summary><pre>${esc(JSON.stringify(r.observations, null, 2))}</pre></details>` : '';
      return `<tr class="v-${r.verdict}" data-verdict="${r.verdict}" data-area="${esc(area)}"><td><code>${esc(r.id)}</code></td><td>${esc(r.statement)}<br><small>${esc(r.source)}</small>${details}</td><td>${r.level}</td><td class="verdict">${r.verdict}${r.reason && r.verdict !== 'fail' ? `<br><small>${esc(r.reason)}</small>` : ''}</td><td><ul>${tests}</ul></td></tr>`;
    }).join('\n');
    return `<tbody><tr class="area"><th colspan="5">${esc(area)}</th></tr>\n${body}</tbody>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Conformance report</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
.banner{padding:.8em 1em;border-radius:6px;font-size:1.3em;font-weight:600}
.ok{background:#e3f6e5;color:#0a5d1a}.ko{background:#fde6e6;color:#8a1212}
table{border-collapse:collapse;width:100%;margin-top:1em}td,th{border-bottom:1px solid #ddd;padding:.35em;vertical-align:top;text-align:left}
tr.area th{background:#f3f3f3;font-size:1.05em}
.v-pass .verdict{color:#0a5d1a}.v-fail .verdict{color:#b00;font-weight:700}.v-skipped .verdict{color:#777}.v-observed .verdict{color:#1a4f8a}.v-waived .verdict{color:#8a6d00}
pre{white-space:pre-wrap;background:#f8f8f8;padding:.5em;max-height:30em;overflow:auto}ul{margin:0;padding-left:1.2em}
</style></head><body>
<h1>Conformance report</h1>
<div class="banner ${conforms ? 'ok' : 'ko'}">${conforms ? 'Conforms: no stated or assumed requirement failed' : `Does not conform: ${t.fail} requirement(s) failed`}</div>
<p>Target <code>${esc(report.target.baseUrl)}</code>${report.target.embedded ? ' (embedded reference server)' : ''} · mode ${esc(report.target.mode)} · started ${esc(report.run.startedAt)} · ${(report.run.durationMs / 1000).toFixed(1)} s<br>
Suite ${esc(report.suite.name)} ${esc(report.suite.version)}${report.suite.commit ? ` (${esc(report.suite.commit.slice(0, 12))})` : ''} · openapi.yaml sha256 <code>${report.specification.openapiSha256}</code> · requirements.yaml sha256 <code>${report.specification.requirementsSha256}</code></p>
<p><strong>${t.pass}</strong> pass · <strong>${t.fail}</strong> fail · <strong>${t.skipped}</strong> skipped · <strong>${t.waived}</strong> waived · <strong>${t.observed}</strong> observed</p>
<p>Routes the interface does not show (assumed): ${report.assumedRoutes.map((r) => `<code>${esc(r.operationId)}</code> ${esc(r.method)} <code>${esc(r.path)}</code>${r.overriddenBy ? ` (from ${esc(r.overriddenBy)})` : ' (convention)'}`).join(' · ')}</p>
${report.residue.length > 0 ? `<p>Residue (records the interface cannot delete, left by this run): ${report.residue.map((r) => `${esc(r.kind)} ${r.id}`).join(', ')}</p>` : ''}
<table><thead><tr><th>id</th><th>statement and source</th><th>level</th><th>verdict</th><th>tests</th></tr></thead>
${rows}
</table></body></html>
`;
}
