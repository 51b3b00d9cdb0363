// The smaller commands of the CLI: reference, cleanup, compare, list.
import { readFileSync } from 'node:fs';
import { ConfigError, resolveSettings, type TargetConfig } from '../config/target.ts';
import { cleanup } from '../harness/cleanup.ts';
import {
  compareReports,
  comparisonExitCode,
  describeReport,
  parseReport,
  renderComparison,
  ReportReadError,
} from '../reporter/compare.ts';
import { loadRequirements } from '../spec/catalogue.ts';
import { REFERENCE_ENTRY } from '../paths.ts';
import { oneOf, parse, str, UsageError, whole } from './args.ts';
import { runChild } from './run.ts';
import { TARGET_HELP, TARGET_OPTIONS, targetEnv } from './target-flags.ts';
import { tsxImport } from '../harness/tsx-loader.ts';

const REFERENCE_HELP = `svc-conformance reference [--port <n>] [--variations <list>] [--faults <list>]

Starts the embedded reference server (the whole interface, in memory) and prints .env lines that
point this suite, or your own client, at it. Ctrl-C stops it.
  --port <n>            port on 127.0.0.1 (default 4010; 0 picks a free one)
  --variations <list>   legal choices where the interface is silent: names, all, or random:<seed>
  --faults <list>       deliberate faults, each breaking one rule (to see a failing report)

Examples:
  svc-conformance reference
  svc-conformance reference --port 0 --variations random:7`;

export async function reference(args: string[]): Promise<number> {
  const { values } = parse(
    'reference',
    args,
    { port: { type: 'string' }, variations: { type: 'string' }, faults: { type: 'string' } },
    { min: 0, max: 0, names: '' },
  );
  if (values.help) {
    console.log(REFERENCE_HELP);
    return 0;
  }
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  const port = whole('port', values.port, 0);
  if (port !== undefined) env.PORT = port;
  if (str(values.variations) !== undefined) env.SVC_VARIATIONS = str(values.variations)!;
  if (str(values.faults) !== undefined) env.SVC_FAULTS = str(values.faults)!;
  return runChild(process.execPath, ['--import', tsxImport(), REFERENCE_ENTRY], env);
}

const CLEANUP_HELP = `svc-conformance cleanup [<run tag>] [target options]

Deletes what earlier runs against the target created and could not delete themselves (a killed
run): the records of the run ledgers in <reports>/ledger (all, or the named run's), and news
articles that carry a run tag. Records the interface cannot delete are listed, not touched.

${TARGET_HELP}

Examples:
  svc-conformance cleanup --base-url https://api.staging.example.org
  svc-conformance cleanup svc-conformance-20261125060731-mhai27 --reports out/`;

export async function cleanupCommand(args: string[]): Promise<number> {
  const { values, positionals } = parse('cleanup', args, TARGET_OPTIONS, {
    min: 0,
    max: 1,
    names: 'at most one run tag',
  });
  if (values.help) {
    console.log(CLEANUP_HELP);
    return 0;
  }
  const env = targetEnv(values);
  let target: TargetConfig;
  try {
    target = resolveSettings(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  Object.assign(process.env, { SVC_REPORT_DIR: env.SVC_REPORT_DIR });
  const result = await cleanup(target, positionals[0]);
  console.log(
    `cleanup of ${target.baseUrl} (runs: ${result.runTags.join(', ') || 'none in the ledger folder'}): ${result.deleted} deleted` +
      ` (${result.foundByTag} found by run tag), ${result.alreadyGone} already gone, ${result.failed.length} could not be deleted, ${result.residue.length} cannot be deleted through the interface`,
  );
  for (const f of result.failed) console.log(`  could not delete ${f.kind} ${f.id}: ${f.status}`);
  for (const r of result.residue) console.log(`  residue ${r.kind} ${r.id} (no delete in the interface)`);
  return result.failed.length > 0 ? 1 : 0;
}

const COMPARE_HELP = `svc-conformance compare <a/conformance.json> <b/conformance.json>

Compares two runs by requirement id: regressions, coverage lost, improvements, other changes,
requirements in only one report. Exit code 1 when b regressed (a requirement that did not fail in
a fails in b), 0 otherwise, 2 when a report cannot be read.

Example:
  svc-conformance compare previous/conformance.json reports/conformance.json`;

function readReport(path: string, label: string) {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ReportReadError(
      `${label}: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return parseReport(text, `${label} (${path})`);
}

export async function compare(args: string[]): Promise<number> {
  const { values, positionals } = parse('compare', args, {}, { min: 2, max: 2, names: 'two reports (a and b)' });
  if (values.help) {
    console.log(COMPARE_HELP);
    return 0;
  }
  try {
    const a = readReport(positionals[0]!, 'a');
    const b = readReport(positionals[1]!, 'b');
    console.log(`a: ${positionals[0]}: ${describeReport(a)}`);
    console.log(`b: ${positionals[1]}: ${describeReport(b)}`);
    const comparison = compareReports(a, b);
    process.stdout.write(renderComparison(comparison));
    return comparisonExitCode(comparison);
  } catch (error) {
    if (!(error instanceof ReportReadError)) throw error;
    console.error(error.message);
    return 2;
  }
}

const LIST_HELP = `svc-conformance list [--area <area>] [--level <level>] [--json]

Prints the requirements the suite checks: id, level, area and statement.
  --area <area>     only one area (conventions, news-articles, teams, ...)
  --level <level>   stated, assumed or observed
  --json            as JSON, with the source section of each

Examples:
  svc-conformance list --area teams
  svc-conformance list --level observed --json`;

export async function list(args: string[]): Promise<number> {
  const { values } = parse(
    'list',
    args,
    { area: { type: 'string' }, level: { type: 'string' }, json: { type: 'boolean' } },
    { min: 0, max: 0, names: '' },
  );
  if (values.help) {
    console.log(LIST_HELP);
    return 0;
  }
  const all = loadRequirements();
  const area = str(values.area);
  if (area !== undefined && !all.some((r) => r.area === area))
    throw new UsageError(
      `--area must be one of ${[...new Set(all.map((r) => r.area))].join(', ')}; got ${JSON.stringify(area)}`,
    );
  const level = oneOf('level', values.level, ['stated', 'assumed', 'observed']);
  const chosen = all.filter(
    (r) => (area === undefined || r.area === area) && (level === undefined || r.level === level),
  );
  if (values.json) console.log(JSON.stringify(chosen, null, 2));
  else
    for (const r of chosen) console.log(`${r.id.padEnd(44)} ${r.level.padEnd(8)} ${r.area.padEnd(22)} ${r.statement}`);
  return 0;
}
