// The picture at the top of reports/index.html: one stacked bar per area of the requirements (pass,
// fail, inconclusive, waived, skipped, observed, not run), as inline SVG that needs no script. Each area is a link
// to its rows (#area-<name>): the page's CSS shows only that area's rows when the link is followed
// (:target), and its small script does the same through the area filter. Every bar also says its
// numbers in words, so no reader depends on the colours.
import type { RequirementVerdict, Verdict } from '../verdicts.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The order of the segments, worst first after pass, and their fill colours. */
const CHART_VERDICTS: ReadonlyArray<{ verdict: Verdict; fill: string }> = [
  { verdict: 'pass', fill: '#2e7d32' },
  { verdict: 'fail', fill: '#c62828' },
  { verdict: 'inconclusive', fill: '#ef6c00' },
  { verdict: 'waived', fill: '#b8860b' },
  { verdict: 'skipped', fill: '#8d8d8d' },
  { verdict: 'observed', fill: '#1565c0' },
  { verdict: 'not run', fill: '#d9d9d9' },
  { verdict: 'not exercised', fill: '#ececec' },
];
/** The pale segments get an outline so that they show on white. */
const OUTLINED = new Set<Verdict>(['not run', 'not exercised']);

/** The anchor id of an area's rows. */
export function areaAnchor(area: string): string {
  return `area-${area.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** One bar: the segments of an area's verdicts over the full width (viewBox 0..100), in order. */
function bar(counts: Map<Verdict, number>, total: number): string {
  let x = 0;
  const rects: string[] = [];
  for (const { verdict, fill } of CHART_VERDICTS) {
    const n = counts.get(verdict) ?? 0;
    if (n === 0) continue;
    const w = (n / total) * 100;
    rects.push(
      `<rect x="${x.toFixed(3)}" width="${w.toFixed(3)}" height="10" fill="${fill}"${OUTLINED.has(verdict) ? ' stroke="#8d8d8d" stroke-width=".3" vector-effect="non-scaling-stroke"' : ''}/>`,
    );
    x += w;
  }
  // The words are beside the bar; the picture repeats them for the eye only.
  return `<svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">${rects.join('')}</svg>`;
}

export function renderChart(requirements: RequirementVerdict[]): string {
  const areas = [...new Set(requirements.map((r) => r.area))];
  const rows = areas.map((area) => {
    const reqs = requirements.filter((r) => r.area === area);
    const counts = new Map<Verdict, number>();
    for (const r of reqs) counts.set(r.verdict, (counts.get(r.verdict) ?? 0) + 1);
    const words = CHART_VERDICTS.filter(({ verdict }) => counts.has(verdict))
      .map(({ verdict }) => `<span class="c-${verdict.replace(/ /g, '-')}">${counts.get(verdict)} ${verdict}</span>`)
      .join(' · ');
    return `<li${counts.has('fail') ? ' class="has-fail"' : ''}><a href="#${areaAnchor(area)}" data-filter-area="${esc(area)}"><span class="name">${esc(area)}</span>${bar(counts, reqs.length)}<span class="words">${words}</span></a></li>`;
  });
  const present = new Set(requirements.map((r) => r.verdict));
  // 'not exercised' is rare in a run (a requirement no test names) and common in a recording: the legend names it only where it occurs
  const legend = CHART_VERDICTS.filter(({ verdict }) => verdict !== 'not exercised' || present.has(verdict))
    .map(
      ({ verdict, fill }) =>
        `<span><svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true" focusable="false"><rect width="10" height="10" fill="${fill}"${OUTLINED.has(verdict) ? ' stroke="#8d8d8d"' : ''}/></svg> ${verdict}</span>`,
    )
    .join(' ');
  return `<section id="picture" aria-labelledby="picture-title"><h2 id="picture-title">Verdicts by area</h2>
<p class="legend">${legend} <a href="#matrix" data-filter-area="">show every area</a></p>
<ul class="chart">${rows.join('\n')}</ul></section>`;
}
