// reports/index.html: one self-contained page (no external scripts, fonts or styles; it opens
// offline from disk and from a CI artifact store). A person sees at a glance whether the
// deployment conforms and what to fix first; every row opens to its evidence.
import type { ConformanceReport } from '../report-types.ts';
import { findingSentence, type RequirementVerdict, type Verdict } from '../verdicts.ts';
import { areaAnchor, renderChart } from './html-chart.ts';
import { SCRIPT, STYLE } from './html-style.ts';
import { renderAreasHtml } from './areas.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const VERDICTS: readonly Verdict[] = [
  'fail',
  'inconclusive',
  'waived',
  'pass',
  'skipped',
  'observed',
  'not run',
  'not exercised',
];
/** The verdicts a report shows: 'not exercised' belongs to reports of recordings (check-traffic), 'not run' to runs; either where it occurs. */
const shownVerdicts = (report: ConformanceReport) =>
  VERDICTS.filter((v) => (report.recording ? v !== 'not run' : v !== 'not exercised') || (report.totals[v] ?? 0) > 0);
/** A class name for a verdict or outcome ('not run' -> 'not-run'). */
const slug = (s: string) => s.replace(/ /g, '-');
/** A mark beside each verdict word: the word says it, the mark helps the eye; neither is colour alone. */
const MARK: Record<Verdict, string> = {
  pass: '✓',
  fail: '✗',
  inconclusive: '?',
  waived: '!',
  skipped: '–',
  observed: '○',
  'not run': '·',
  'not exercised': '◌',
};

/** "Fix first": the distinct causes, each a sentence about the deployment, with what it fails and what it made inconclusive. */
function causesSection(report: ConformanceReport): string {
  if (report.causes.length === 0) return '';
  const link = (id: string) => `<a href="#${esc(id)}"><code>${esc(id)}</code></a>`;
  const items = report.causes
    .slice(0, 25)
    .map(
      (c) =>
        `<li><strong>${c.requirements.map(link).join(', ')}</strong> — ${esc(c.sentence)}<br><small>check: ${esc(c.check)}${c.where.route ? ` · where: ${esc(c.where.method)} <code>${esc(c.where.route)}</code> ${c.where.status}${c.where.field ? `, field <code>${esc(c.where.field)}</code>` : ''}${c.where.operations ? ` (and ${c.where.operations - 1} more operations)` : ''}` : ''} · seen ${c.count} time${c.count === 1 ? '' : 's'}${c.blocks.length > 0 ? ` · made inconclusive: ${c.blocks.map(link).join(', ')}` : ''}</small></li>`,
    )
    .join('');
  return `<h2 id="fix-first">Fix first: ${report.causes.length} distinct cause${report.causes.length === 1 ? '' : 's'}</h2><ol>${items}</ol>${report.causes.length > 25 ? `<p>and ${report.causes.length - 25} more causes: see the failing requirements below.</p>` : ''}`;
}

/** Checks the suite itself got wrong: listed so that nobody mistakes them for the deployment's. */
function suiteDefectsSection(report: ConformanceReport): string {
  if (report.suiteDefects.length === 0) return '';
  return `<h2 id="suite-defects">Defects of the suite (${report.suiteDefects.length})</h2><p>These say nothing about the deployment: a test of this suite did not judge what it names. Please report them.</p><ul>${report.suiteDefects
    .slice(0, 50)
    .map((d) => `<li><code>${esc(d.requirement)}</code> ${esc(d.test)}: ${esc(d.message)}</li>`)
    .join('')}</ul>`;
}

function testItem(x: RequirementVerdict['tests'][number]): string {
  const checks = (x.checks ?? []).filter((c) => c.outcome !== 'passed' || (x.checks ?? []).length <= 6);
  const list =
    checks.length > 0
      ? `<ul class="checks">${checks.map((c) => `<li><span class="o-${slug(c.outcome)}">${c.outcome}</span> ${esc(c.what)}${c.message && c.outcome !== 'passed' ? `<br><small>${esc(c.message)}</small>` : ''}</li>`).join('')}</ul>`
      : '';
  return `<li>${esc(x.title)} <small>${esc(x.file)}:${x.line}</small> — <span class="o-${slug(x.outcome)}">${x.outcome}</span>${x.skipReason ? ` (${esc(x.skipReason)})` : ''}${x.notRunReason ? ` (${esc(x.notRunReason)})` : ''}${list}</li>`;
}

function requirementRow(r: RequirementVerdict): string {
  const tests = r.tests.map(testItem).join('');
  let details = '';
  if (r.verdict === 'fail' || r.verdict === 'waived' || r.verdict === 'inconclusive') {
    const shown = r.tests.filter((x) => x.outcome === 'failed' || x.outcome === 'inconclusive');
    const findings = (r.findings ?? [])
      .map(
        (f) =>
          `<p><strong>${esc(findingSentence(f))}</strong></p><pre class="exchange" tabindex="0">${esc(`${f.method} ${f.url} -> ${f.status}`)}</pre>`,
      )
      .join('');
    details = `<details class="evidence"${r.verdict === 'fail' ? ' open' : ''}><summary>evidence</summary>${findings}${shown
      .map(
        (x) =>
          `<p><strong>${esc(x.title)}</strong></p><pre class="error" tabindex="0">${esc(x.errors.join('\n'))}</pre>${x.evidence ? `<pre class="exchange" tabindex="0">${esc(x.evidence)}</pre>` : ''}`,
      )
      .join('')}</details>`;
  } else if (r.observations.length > 0) {
    details = `<details><summary>observed</summary><pre tabindex="0">${esc(JSON.stringify(r.observations, null, 2))}</pre></details>`;
  }
  const judged =
    r.judged && r.judged.tests > 1
      ? ` <small>(${r.judged.passed} of ${r.judged.tests} tests passed${r.judged.failed ? `, ${r.judged.failed} failed` : ''}${r.judged.inconclusive ? `, ${r.judged.inconclusive} inconclusive` : ''}${r.judged.skipped ? `, ${r.judged.skipped} skipped` : ''}${r.judged.findings ? `; ${r.judged.findings} answer field(s) break it` : ''})</small>`
      : '';
  const reason = r.reason ? `<br><small>${esc(r.reason)}</small>` : '';
  const search = `${r.id} ${r.statement} ${r.source} ${r.area}`.toLowerCase();
  return `<tr class="req v-${slug(r.verdict)}" id="${esc(r.id)}" data-verdict="${r.verdict}" data-area="${esc(r.area)}" data-search="${esc(search)}">
<td><code>${esc(r.id)}</code></td><td>${esc(r.statement)}<br><small>${esc(r.source)}</small>${details}</td>
<td class="level l-${r.level}">${r.level}</td><td class="verdict"><span class="mark" aria-hidden="true">${MARK[r.verdict]}</span>${r.verdict}${judged}${reason}</td><td><ul>${tests}</ul></td></tr>`;
}

function coverageSection(report: ConformanceReport): string {
  const rows = report.coverage
    .map(
      (c) =>
        `<tr class="${c.exercised ? 'cov-yes' : 'cov-no'}"><td><code>${esc(c.operationId)}</code></td><td>${esc(c.method)} <code>${esc(c.path)}</code></td><td>${c.exercised ? `${c.exchanges} exchange(s)` : 'not exercised'}</td><td>${esc(c.why ?? '')}</td></tr>`,
    )
    .join('\n');
  const exercised = report.coverage.filter((c) => c.exercised).length;
  return `<h2 id="coverage">Coverage: ${exercised} of ${report.coverage.length} operations exercised</h2>
<table class="coverage"><colgroup><col class="c-op"><col class="c-route"><col class="c-ex"><col></colgroup><thead><tr><th>operation</th><th>route</th><th>exercised</th><th>why not</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function observationsSection(report: ConformanceReport): string {
  const observed = report.requirements.filter((r) => r.level === 'observed');
  const rows = observed
    .map(
      (r) =>
        `<tr><td><code>${esc(r.id)}</code></td><td>${esc(r.statement)}</td><td>${
          r.observations.length > 0
            ? r.observations
                .map((o) => `<div><em>${esc(o.what)}</em>: <code>${esc(JSON.stringify(o.value))}</code></div>`)
                .join('')
            : `<small>${esc(r.reason ?? 'nothing recorded')}</small>`
        }</td></tr>`,
    )
    .join('\n');
  return `<h2 id="observations">Observations: what this deployment does where the interface says "not shown"</h2>
<table><thead><tr><th>id</th><th>gap</th><th>what this deployment did</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export function renderHtml(report: ConformanceReport): string {
  const t = report.totals;
  const banner = bannerOf(report);
  const areas = [...new Set(report.requirements.map((r) => r.area))];
  const matrix = areas
    .map((area) => {
      const reqs = report.requirements.filter((r) => r.area === area);
      const failing = reqs.filter((r) => r.verdict === 'fail').length;
      return `<tbody class="area" id="${areaAnchor(area)}" data-area="${esc(area)}"><tr class="area-head"><th colspan="5">${esc(area)} <small>${reqs.length} requirements${failing ? `, <span class="bad">${failing} failing</span>` : ''}</small></th></tr>\n${reqs.map(requirementRow).join('\n')}</tbody>`;
    })
    .join('\n');
  const waiverNotes = [
    ...report.waivers.expired.map(
      (w) =>
        `<li class="bad">expired waiver <code>${esc(w.id)}</code> (${esc(w.ticket)}, expired ${esc(w.expires)})</li>`,
    ),
    ...report.waivers.unused.map(
      (w) => `<li>unused waiver <code>${esc(w.id)}</code> (${esc(w.ticket)}): the requirement does not fail</li>`,
    ),
    ...report.waivers.unknown.map(
      (w) => `<li>waiver for an unknown requirement <code>${esc(w.id)}</code> (${esc(w.ticket)})</li>`,
    ),
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Conformance report — ${esc(report.target.baseUrl)}</title>
<style>${STYLE}</style></head><body><main>
<h1>Conformance report</h1>
<div class="banner ${banner.tone}" id="banner" role="status">${banner.lines.map((l) => `<div>${l}</div>`).join('')}</div>
<p class="totals">${shownVerdicts(report)
    .map(
      (v) => `<a href="#matrix" class="t-${slug(v)}" data-filter-verdict="${v}"><strong>${t[v] ?? 0}</strong> ${v}</a>`,
    )
    .join('')} <span>of ${report.requirements.length} requirements</span></p>
${renderChart(report.requirements)}
<p class="meta">Target <code>${esc(report.target.baseUrl)}</code>${report.target.embedded ? ' (embedded reference server)' : ' (external deployment)'} · mode <strong>${esc(report.target.mode)}</strong> · irreversible writes ${report.target.allowIrreversible ? 'allowed' : 'not allowed'}<br>
Started ${esc(report.run.startedAt)} · ${(report.run.durationMs / 1000).toFixed(1)} s · ${report.exchanges} HTTP exchanges · run tag <code>${esc(report.run.runTag)}</code><br>
Suite <strong>${esc(report.suite.name)} ${esc(report.suite.version)}</strong>${report.suite.commit ? ` (commit <code>${esc(report.suite.commit.slice(0, 12))}</code>)` : ''}<br>
spec/interface-specification.md sha256 <code>${report.specification.interfaceSha256}</code><br>spec/openapi.yaml sha256 <code>${report.specification.openapiSha256}</code><br>spec/requirements.yaml sha256 <code>${report.specification.requirementsSha256}</code></p>
${causesSection(report)}
${suiteDefectsSection(report)}
${waiverNotes.length > 0 ? `<h2>Waivers</h2><ul>${waiverNotes.join('')}</ul>` : ''}
${report.recording ? renderRecording(report.recording) : renderTargetDetails(report)}
<p>Routes the interface does not show (assumed): ${report.assumedRoutes.map((r) => `<code>${esc(r.operationId)}</code> ${esc(r.method)} <code>${esc(r.path)}</code>${r.overriddenBy ? ` (from ${esc(r.overriddenBy)})` : ' (convention)'}`).join(' · ')}</p>
${report.residue.length > 0 ? `<p>Residue (records the interface cannot delete, left by this run): ${report.residue.map((r) => `${esc(r.kind)} ${r.id}`).join(', ')}</p>` : ''}
<h2 id="matrix">Requirements</h2>
<div class="filters">
<label>verdict <select id="f-verdict"><option value="">all</option>${shownVerdicts(report)
    .map((v) => `<option value="${v}">${v}</option>`)
    .join('')}</select></label>
<label>area <select id="f-area"><option value="">all</option>${areas.map((a) => `<option value="${esc(a)}">${esc(a)}</option>`).join('')}</select></label>
<label>search <input id="f-text" type="search" placeholder="id, words, section"></label> <span id="f-count"></span>
</div>
<table class="matrix"><colgroup><col class="c-id"><col class="c-statement"><col class="c-level"><col class="c-verdict"><col class="c-tests"></colgroup><thead><tr><th>id</th><th>statement and source</th><th>level</th><th>verdict</th><th>tests</th></tr></thead>
${matrix}
</table>
${coverageSection(report)}
${observationsSection(report)}
</main>
<script>${SCRIPT}</script>
</body></html>
`;
}

/**
 * The first thing a reader sees: whether the run finished and was whole, then whether the target
 * conforms. An interrupted or partial run is never presented as conforming.
 */
function bannerOf(report: ConformanceReport): { tone: 'ok' | 'ko' | 'warn'; lines: string[] } {
  const t = report.totals;
  const expired = report.waivers.expired.length;
  const lines: string[] = [];
  if (report.interrupted) {
    const how = report.interrupted.status === 'timedout' ? 'Interrupted (run timed out)' : 'Interrupted';
    lines.push(
      `${how}: ${report.interrupted.notJudged} requirement${report.interrupted.notJudged === 1 ? '' : 's'} not judged`,
    );
  }
  if (report.partial) {
    lines.push(
      `Partial run (${esc(report.partial.reason)}): ${report.partial.outsideSelection} requirements outside this selection are not run; this is no conformance claim`,
    );
  }
  const fails = (t.fail ?? 0) > 0 || expired > 0;
  if (report.recording) {
    lines.push(
      fails
        ? `Does not conform: the recording shows ${t.fail} requirement${t.fail === 1 ? '' : 's'} failing`
        : `No failure in the recording: ${t.pass ?? 0} requirements held${t.waived ? `, ${t.waived} waived` : ''}, ${t['not exercised'] ?? 0} not exercised by it or not judged from a recording`,
    );
  } else if (fails) {
    lines.push(
      `Does not conform: ${t.fail} requirement${t.fail === 1 ? '' : 's'} fail${t.fail === 1 ? 's' : ''}, from ${report.causes.length} distinct cause${report.causes.length === 1 ? '' : 's'}; ${t.inconclusive ?? 0} inconclusive${expired ? `; ${expired} expired waiver(s)` : ''}`,
    );
  } else if ((t.inconclusive ?? 0) > 0) {
    lines.push(
      `No conformance claim: no requirement fails, but ${t.inconclusive} could not be judged (inconclusive: a precondition failed)`,
    );
  } else if (lines.length === 0) {
    lines.push(`Conforms: every stated and assumed requirement holds${t.waived ? ` (${t.waived} waived)` : ''}`);
  }
  return { tone: fails ? 'ko' : /^(Conforms|No failure)/.test(lines[0]!) ? 'ok' : 'warn', lines };
}

/** Exactly what was checked: credentials given, the waiver file, and every fixture with where its id came from. */
function renderTargetDetails(report: ConformanceReport): string {
  const t = report.target;
  const source = {
    given: 'given (SVC_*_ID)',
    embedded: 'printed by the embedded server',
    discovered: 'discovered before any write',
  } as const;
  const rows = Object.entries(t.fixtures ?? {}).map(([thing, f]) =>
    'id' in f
      ? `<tr><td><code>${esc(thing)}</code></td><td><code>${f.id}</code></td><td>${source[f.source]}</td></tr>`
      : `<tr><td><code>${esc(thing)}</code></td><td>none</td><td>${esc(f.missing)}</td></tr>`,
  );
  const credentials =
    [
      t.credentials?.bearer ? 'bearer' : '',
      t.credentials?.basic ? 'basic + SVC-API-TOKEN' : '',
      t.credentials?.other ? "a second user's bearer (SVC_OTHER_ACCESS_TOKEN)" : '',
    ]
      .filter(Boolean)
      .join(', ') || 'none';
  const shared = t.secondUser?.sharedSites ?? [];
  const secondUser = !t.credentials?.other
    ? ''
    : shared.length > 0
      ? ` · the second user can read site ${shared.join(', ')} of the first user's too: only the first user's side of the access rules is judged`
      : " · the second user can read none of the first user's sites: the access rules are judged both ways";
  const skipped = (report.areas ?? []).reduce((n, a) => n + a.skipped, 0);
  return `<details id="target-details"><summary>What was checked: credentials, waivers, fixtures, and what they let the run judge${skipped > 0 ? ` (${skipped} requirements skipped, by the setting that would judge them)` : ''}</summary>
<p>Credentials given: ${credentials}${secondUser} · waiver file: ${t.waivers ? `<code>${esc(t.waivers)}</code>` : 'none'}${t.baseUrls ? ` · shard targets: ${t.baseUrls.map((u) => `<code>${esc(u)}</code>`).join(', ')}` : ''}</p>
<table><thead><tr><th>fixture</th><th>id</th><th>source</th></tr></thead><tbody>${rows.join('')}</tbody></table>
${renderAreasHtml(report.areas)}</details>`;
}

/** What a report made from recorded traffic was made from: the files with their sha256, and what matched no operation. */
function renderRecording(r: NonNullable<ConformanceReport['recording']>): string {
  const files = r.files
    .map(
      (f) =>
        `<li><code>${esc(f.name)}</code> sha256 <code>${esc(f.sha256)}</code> (${f.entries} entries, ${f.bytes} bytes)</li>`,
    )
    .join('');
  const groups = r.unmatched.groups
    .map(
      (g) =>
        `<tr><td>${esc(g.method)} <code>${esc(g.path)}</code></td><td>${g.count}</td><td>${esc(g.why)}</td><td>${esc(g.first)}</td></tr>`,
    )
    .join('');
  return `<h2 id="recording">Source: a recording, checked offline</h2>
<p>Nothing was sent to the deployment: the verdicts rest on the recorded exchanges only. ${r.exchanges} exchanges read, ${r.matched} matched an operation, ${r.unmatched.count} matched none. ${r.notJudged.length} requirements cannot be judged from a recording (not exercised, with the reason).</p>
<ul>${files}</ul>
${r.unmatched.count > 0 ? `<details open><summary>Exchanges that matched no operation (${r.unmatched.count})</summary><table><thead><tr><th>method and path</th><th>count</th><th>why</th><th>first</th></tr></thead><tbody>${groups}</tbody></table>${r.unmatched.otherGroups > 0 ? `<p>and ${r.unmatched.otherGroups} more paths</p>` : ''}</details>` : ''}`;
}
