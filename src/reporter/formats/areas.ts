// The report's table of what the run judged, per area, and of what it skipped grouped by the
// setting that would let a run judge it (skip-groups.ts: the same rows `svc-conformance plan` prints).
import type { AreaJudgement } from '../skip-groups.ts';
import { areaLine, groupRow, judgementTotals } from '../skip-groups.ts';
import { mdEscape } from './escape.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every group of every area, each with its area. */
function groupsOf(areas: readonly AreaJudgement[]) {
  return areas.flatMap((a) => a.groups.map((g) => ({ area: a.area, row: groupRow(g, a.area) })));
}

/** For "What was checked" of index.html: the areas, then the skipped groups with the setting that would judge them. */
export function renderAreasHtml(areas: readonly AreaJudgement[] | undefined): string {
  if (!areas || areas.length === 0) return '';
  const t = judgementTotals(areas);
  const rows = areas
    .map(
      (a) =>
        `<tr><td>${esc(a.area)}</td><td>${a.requirements}</td><td>${a.judged}</td><td>${a.observed}</td><td>${a.skipped}</td><td>${a.notRun}</td></tr>`,
    )
    .join('');
  const groups = groupsOf(areas)
    .map(
      ({ row }) =>
        `<tr><td>${esc(row.count)}</td><td><code>${esc(row.setting)}</code></td><td>${esc(row.why)}</td><td><small>${esc(row.ids)}</small></td></tr>`,
    )
    .join('');
  return `<h3 id="judged-by-area">What the run judged, by area: ${t.judged} of ${t.requirements} requirements judged, ${t.observed} observed, ${t.skipped} skipped${t.notRun ? `, ${t.notRun} not run` : ''}</h3>
<table class="areas"><thead><tr><th>area</th><th>total</th><th>judged</th><th>observed</th><th>skipped</th><th>not run</th></tr></thead><tbody>${rows}</tbody></table>
${
  groups
    ? `<h3 id="skip-groups">Skipped, by the setting that would let a run judge them</h3>
<table class="skip-groups"><thead><tr><th>requirements</th><th>setting</th><th>why</th><th>ids</th></tr></thead><tbody>${groups}</tbody></table>`
    : ''
}`;
}

/** For summary.md: the areas in a folded block, then the skipped groups with the setting that would judge them. */
export function renderAreasMarkdown(areas: readonly AreaJudgement[] | undefined): string[] {
  if (!areas || areas.length === 0) return [];
  const t = judgementTotals(areas);
  const lines = [
    '',
    `<details><summary>What the run judged, by area: ${t.judged} of ${t.requirements} judged, ${t.observed} observed, ${t.skipped} skipped</summary>`,
    '',
    '| area | judged |',
    '|---|---|',
    ...areas.map((a) => `| ${mdEscape(a.area)} | ${mdEscape(areaLine(a).slice(a.area.length + 2))} |`),
    '',
    '</details>',
  ];
  const groups = groupsOf(areas);
  if (groups.length > 0) {
    lines.push(
      '',
      '**Skipped, by the setting that would let a run judge them**',
      '',
      '| requirements | setting | why | ids |',
      '|---|---|---|---|',
    );
    for (const { row } of groups)
      lines.push(
        `| ${mdEscape(row.count)} | ${mdEscape(row.setting, 400)} | ${mdEscape(row.why)} | ${mdEscape(row.ids, 500)} |`,
      );
  }
  return lines;
}
