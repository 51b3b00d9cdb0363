// Two small views of a run for CI: reports/badge.svg (a self-contained SVG badge) and a short
// Markdown summary for a pull-request comment.
//
// Both follow the gate of the run (exitCodeFor in verdicts.ts): the run conforms when no stated or
// assumed requirement fails and no expired waiver is on the books. An interrupted run (exit 130, or
// cut off by its timeout) is shown as such: its requirements not run say nothing about the target.
// A partial run (--grep, one shard) is never shown as conforming: it checked a selection only.
import type { ConformanceReport } from '../report-types.ts';
import { exitCodeFor, type RequirementVerdict, VERDICTS } from '../verdicts.ts';
import { mdEscape, xmlEscape } from './escape.ts';
import { renderAreasMarkdown } from './areas.ts';

interface Gate {
  state: 'conforms' | 'fails' | 'inconclusive' | 'interrupted' | 'partial';
  /** stated and assumed requirements: the ones that can pass or fail */
  checkable: number;
  pass: number;
  failures: RequirementVerdict[];
  /** stated and assumed requirements that could not be judged: no conformance claim */
  inconclusive: RequirementVerdict[];
  expiredWaivers: number;
}

function gateOf(report: ConformanceReport): Gate {
  const checkable = report.requirements.filter((r) => r.level !== 'observed');
  const failures = report.requirements.filter((r) => r.verdict === 'fail' && r.level !== 'observed');
  const expiredWaivers = report.waivers.expired.length;
  const inconclusive = report.requirements.filter((r) => r.verdict === 'inconclusive' && r.level !== 'observed');
  const state =
    report.exitCode === 130 || report.interrupted
      ? 'interrupted'
      : report.partial
        ? 'partial'
        : exitCodeFor(report.requirements, expiredWaivers) === 0
          ? 'conforms'
          : failures.length === 0 && expiredWaivers === 0 && inconclusive.length > 0
            ? 'inconclusive'
            : 'fails';
  return {
    state,
    checkable: checkable.length,
    pass: checkable.filter((r) => r.verdict === 'pass').length,
    failures,
    inconclusive,
    expiredWaivers,
  };
}

export const BADGE_COLOURS = {
  conforms: '#44cc11',
  fails: '#e05d44',
  inconclusive: '#dfb317',
  interrupted: '#9f9f9f',
  partial: '#9f9f9f',
} as const;

function badgeMessage(gate: Gate): string {
  const pass = `${gate.pass}/${gate.checkable} pass`;
  const fails = `${gate.failures.length > 0 ? `${gate.failures.length} fail, ` : ''}${gate.inconclusive.length > 0 ? `${gate.inconclusive.length} inconclusive, ` : ''}`;
  if (gate.state === 'interrupted') return `interrupted, ${fails}${pass}`;
  if (gate.state === 'partial') return `partial run, ${fails}${pass}`;
  if (gate.state === 'conforms') return pass;
  const parts = [
    ...(gate.failures.length > 0 ? [`${gate.failures.length} fail`] : []),
    ...(gate.inconclusive.length > 0 ? [`${gate.inconclusive.length} inconclusive`] : []),
    pass,
    ...(gate.expiredWaivers > 0
      ? [`${gate.expiredWaivers} expired waiver${gate.expiredWaivers === 1 ? '' : 's'}`]
      : []),
  ];
  return parts.join(', ');
}

// Approximate advance widths (px) of Verdana at 11px; textLength makes the renderer fit the text
// to the computed width, so small errors only squeeze or stretch it a little.
const NARROW = new Set([..."iIjl.,:;|!'"]);
const SEMI = new Set([...' ftr()[]/-']);
const WIDE = new Set([...'mwMW%@']);
function textWidth(text: string): number {
  let w = 0;
  for (const ch of text)
    w += NARROW.has(ch) ? 3.6 : SEMI.has(ch) ? 4.8 : WIDE.has(ch) ? 10.2 : /[A-Z0-9#]/.test(ch) ? 7.5 : 6.6;
  return Math.ceil(w);
}

export function renderBadge(report: ConformanceReport, label = 'conformance'): string {
  const gate = gateOf(report);
  const message = badgeMessage(gate);
  const colour = BADGE_COLOURS[gate.state];
  const lw = textWidth(label) + 10;
  const mw = textWidth(message) + 10;
  const width = lw + mw;
  const suite = `${report.suite.name} ${report.suite.version}${report.suite.commit ? ` (${report.suite.commit.slice(0, 12)})` : ''}`;
  const title = `${label}: ${message} (${report.target.baseUrl || 'target'}, ${suite}, ${report.run.startedAt})`;
  const text = (x: number, s: string, tl: number) =>
    `<text x="${x * 10}" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="${tl * 10}">${xmlEscape(s)}</text>` +
    `<text x="${x * 10}" y="140" transform="scale(.1)" fill="#fff" textLength="${tl * 10}">${xmlEscape(s)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${xmlEscape(`${label}: ${message}`)}">
<title>${xmlEscape(title)}</title>
<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>
<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>
<g clip-path="url(#r)"><rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${mw}" height="20" fill="${colour}"/><rect width="${width}" height="20" fill="url(#s)"/></g>
<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="110">
${text(lw / 2, label, lw - 10)}
${text(lw + mw / 2, message, mw - 10)}
</g>
</svg>
`;
}

/** An inline code span (backticks inside would end it early, so they are dropped). */
const code = (text: string) => `\`${text.replace(/`/g, '')}\``;

export interface SummaryOptions {
  /** failed requirements listed before "and N more" (default 20) */
  maxFailures?: number;
  /** waived requirements listed (default 10) */
  maxWaived?: number;
}

export function renderSummaryMarkdown(report: ConformanceReport, options: SummaryOptions = {}): string {
  const maxFailures = options.maxFailures ?? 20;
  const maxWaived = options.maxWaived ?? 10;
  const gate = gateOf(report);
  const t = report.totals;
  const lines: string[] = [];
  const heading = {
    conforms: '✅ conforms',
    interrupted: '⚠️ run interrupted',
    partial: '⚠️ partial run, no conformance claim',
    inconclusive: '⚠️ inconclusive, no conformance claim',
    fails: '❌ does not conform',
  }[gate.state];
  lines.push(`### Conformance: ${heading}`, '');
  const whyOf: Record<Gate['state'], () => string> = {
    conforms: () => `No stated or assumed requirement fails: ${gate.pass} of ${gate.checkable} pass`,
    inconclusive: () =>
      `No requirement fails, but ${gate.inconclusive.length} could not be judged (a precondition failed): ${gate.pass} of ${gate.checkable} pass`,
    interrupted: () =>
      `The run was interrupted: ${report.interrupted?.notJudged ?? t['not run'] ?? 0} requirements not judged (not run); ${gate.failures.length} fail, ${gate.pass} of ${gate.checkable} pass`,
    partial: () =>
      `Partial run (${report.partial?.reason ?? 'a selection'}): ${report.partial?.outsideSelection ?? 0} requirements outside this selection are not run; ${gate.failures.length} fail, ${gate.pass} of ${gate.checkable} pass`,
    fails: () =>
      `${gate.failures.length} of ${gate.checkable} stated or assumed requirements fail, from ${report.causes.length} distinct cause${report.causes.length === 1 ? '' : 's'}; ${gate.inconclusive.length} inconclusive${gate.expiredWaivers > 0 ? `, ${gate.expiredWaivers} waiver(s) expired` : ''}`,
  };
  const why = whyOf[gate.state]();
  lines.push(`${why} (exit code ${report.exitCode}).`, '');
  // 'not exercised' is a verdict of recordings (check-traffic), and of a run only for a requirement no test names: a run's table keeps its columns unless it has one
  const columns = VERDICTS.filter((v) => v !== 'not exercised' || report.recording !== undefined || (t[v] ?? 0) > 0);
  lines.push(`| ${columns.join(' | ')} | total |`, `|${columns.map(() => '---:|').join('')}---:|`);
  lines.push(`| ${columns.map((v) => t[v] ?? 0).join(' | ')} | ${report.requirements.length} |`);

  if (report.causes.length > 0) {
    lines.push(
      '',
      `**Fix first: ${report.causes.length} distinct cause${report.causes.length === 1 ? '' : 's'}**`,
      '',
      '| # | requirements | cause | blocks |',
      '|---:|---|---|---|',
    );
    for (const [i, c] of report.causes.slice(0, maxFailures).entries()) {
      lines.push(
        `| ${i + 1} | ${c.requirements.map(code).join(', ')} | ${mdEscape(c.sentence)} | ${c.blocks.length > 0 ? c.blocks.map(code).join(', ') : ''} |`,
      );
    }
    if (report.causes.length > maxFailures)
      lines.push('', `and ${report.causes.length - maxFailures} more causes (see the full report)`);
  }
  const failed = report.requirements.filter((r) => r.verdict === 'fail');
  if (failed.length > 0) {
    lines.push('', `**Failed (${failed.length})**`, '', '| id | statement | reason |', '|---|---|---|');
    for (const r of failed.slice(0, maxFailures))
      lines.push(`| ${code(r.id)} | ${mdEscape(r.statement)} | ${mdEscape(r.reason ?? 'failed')} |`);
    if (failed.length > maxFailures) lines.push('', `and ${failed.length - maxFailures} more (see the full report)`);
  }
  const inconclusive = report.requirements.filter((r) => r.verdict === 'inconclusive');
  if (inconclusive.length > 0) {
    lines.push(
      '',
      `**Inconclusive (${inconclusive.length}): could not be judged**`,
      '',
      '| id | statement | why |',
      '|---|---|---|',
    );
    for (const r of inconclusive.slice(0, maxFailures))
      lines.push(`| ${code(r.id)} | ${mdEscape(r.statement)} | ${mdEscape(r.reason ?? 'not judged')} |`);
    if (inconclusive.length > maxFailures)
      lines.push('', `and ${inconclusive.length - maxFailures} more (see the full report)`);
  }
  const waived = report.requirements.filter((r) => r.verdict === 'waived');
  if (waived.length > 0) {
    lines.push('', `**Waived (${waived.length})**`, '', '| id | ticket | expires | waiver |', '|---|---|---|---|');
    for (const r of waived.slice(0, maxWaived)) {
      lines.push(
        `| ${code(r.id)} | ${mdEscape(r.waiver?.ticket ?? '')} | ${mdEscape(r.waiver?.expires ?? '')} | ${mdEscape(r.waiver?.reason ?? r.reason ?? '')} |`,
      );
    }
    if (waived.length > maxWaived) lines.push('', `and ${waived.length - maxWaived} more`);
  }
  const w = report.waivers;
  if (w.expired.length + w.unused.length + w.unknown.length > 0) {
    lines.push('', '**Waivers to act on**', '');
    const items = [
      ...w.expired.map(
        (x) => `- expired: ${code(x.id)} (${mdEscape(x.ticket)}, expired ${mdEscape(x.expires)}): the run fails`,
      ),
      ...w.unused.map(
        (x) => `- unused: ${code(x.id)} (${mdEscape(x.ticket)}): the requirement does not fail; remove the waiver`,
      ),
      ...w.unknown.map((x) => `- unknown requirement: ${code(x.id)} (${mdEscape(x.ticket)})`),
    ];
    lines.push(...items.slice(0, 10), ...(items.length > 10 ? [`- and ${items.length - 10} more`] : []));
  }
  lines.push(...renderAreasMarkdown(report.areas));
  const commit = report.suite.commit ? ` (${code(report.suite.commit.slice(0, 12))})` : '';
  lines.push(
    '',
    `Target ${code(report.target.baseUrl || '(none)')}${report.target.embedded ? ' (embedded reference server)' : ''}, ${report.target.mode} mode, started ${report.run.startedAt}.`,
    `Suite ${mdEscape(report.suite.name)} ${mdEscape(report.suite.version)}${commit}; interface-specification.md sha256 ${code(report.specification.interfaceSha256)}, openapi.yaml sha256 ${code(report.specification.openapiSha256)}, requirements.yaml sha256 ${code(report.specification.requirementsSha256)}.`,
  );
  return `${lines.join('\n')}\n`;
}
