// `svc-conformance plan`: what a run with these settings would judge, and for what it would skip,
// which setting would let it judge that; before the run. The suite runs as `run` runs it (the same
// settings, global setup and discovery: reads only), with SVC_PLAN set: a test's clients send
// nothing, the first request a test would make ends it as one the run would judge, and the skips
// of the fixtures and of missing fixtures happen as in a real run (src/harness/plan-mode.ts). The
// plan's own report goes to a temporary folder, read and removed here: the user's reports stay.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLAN_ENV, PLAN_WOULD_JUDGE } from '../harness/plan-mode.ts';
import type { PublicTarget } from '../harness/run-target.ts';
import type { ConformanceReport } from '../reporter/report-types.ts';
import {
  abbreviateIds,
  areaLine,
  bySetting,
  groupRow,
  judgementByArea,
  judgementTotals,
  type AreaJudgement,
} from '../reporter/skip-groups.ts';
import { PLAYWRIGHT_CONFIG_PATH } from '../paths.ts';
import { parse } from './args.ts';
import { compileInstalledSuite, playwrightCli, settingsUsable } from './run.ts';
import { TARGET_HELP, TARGET_OPTIONS, targetEnv } from './target-flags.ts';

const PLAN_HELP = `svc-conformance plan [options]

Shows what \`svc-conformance run\` would judge with the same settings, before the run: per area of
the requirements, how many it would judge, and for each group it would skip, how many, which, why,
and which setting would let it judge them. It reads the target to discover its fixtures, as a run
does, and sends no write and no test's request, in every mode. It writes no report (--reports is
not used). A forecast: a test that skips only after its first request counts as judged.

${TARGET_HELP}

Output:
  --json                    the plan as JSON (areas, skip groups with their settings, the target)

Exit codes: 0 the plan was made; 2 it could not be (bad flag or setting, unreachable target);
130 interrupted.

Examples:
  svc-conformance plan
  SVC_ACCESS_TOKEN=... svc-conformance plan --base-url https://api.staging.example.org
  SVC_ACCESS_TOKEN=... svc-conformance plan --base-url https://api.staging.example.org --mode read-write --json`;

const FORECAST =
  'A forecast from the settings and what discovery found: only reads were sent (discovery and the shared read probes), ' +
  'nothing was written, and no test sent a request. A test that skips only after its first request (on what the deployment holds) counts as judged here.';

export interface Plan {
  forecast: string;
  target: PublicTarget;
  totals: ReturnType<typeof judgementTotals>;
  areas: AreaJudgement[];
  /** each setting with the requirements it would let a run judge, the most first */
  settings: ReturnType<typeof bySetting>;
}

/** The plan of a conformance report made in plan mode: its skips of the plan's stop count as judged. */
function planOf(report: Pick<ConformanceReport, 'target' | 'requirements'>): Plan {
  const areas = judgementByArea(report.requirements, { planReason: PLAN_WOULD_JUDGE });
  return {
    forecast: FORECAST,
    target: report.target,
    totals: judgementTotals(areas),
    areas,
    settings: bySetting(areas),
  };
}

/** The plan as a person reads it. */
export function renderPlan(plan: Plan): string {
  const t = plan.target;
  const credentials =
    [
      t.credentials.bearer ? 'bearer' : '',
      t.credentials.basic ? 'basic + SVC-API-TOKEN' : '',
      t.credentials.other ? "a second user's bearer" : '',
    ]
      .filter(Boolean)
      .join(', ') || 'none';
  const n = plan.totals;
  const lines = [
    `Plan for ${t.baseUrl}${t.embedded ? ' (embedded reference server)' : ' (external deployment)'}: mode ${t.mode}, irreversible writes ${t.allowIrreversible ? 'allowed' : 'not allowed'}, credentials ${credentials}`,
    plan.forecast,
    '',
    `A run would judge ${n.judged} of ${n.requirements} requirements, observe ${n.observed}, skip ${n.skipped}${n.notRun ? `, not run ${n.notRun}` : ''}.`,
  ];
  for (const a of plan.areas) {
    lines.push('', areaLine(a, 'would be judged'));
    for (const g of a.groups) {
      const row = groupRow(g, a.area);
      lines.push(`  ${row.count}: ${row.setting}`, `      why: ${row.why}`, `      ${row.ids}`);
    }
  }
  if (plan.settings.length > 0) {
    lines.push('', 'To judge more:');
    for (const s of plan.settings) {
      const what = `${s.requirements.length} requirement${s.requirements.length === 1 ? '' : 's'}${s.partly.length > 0 ? ` (and ${s.partly.length} in part: ${abbreviateIds(s.partly, 3)})` : ''}`;
      lines.push(`  ${s.setting ? `set ${s.setting}` : "no setting (the deployment's data or answers)"}: ${what}`);
    }
  }
  return lines.join('\n');
}

/** Runs the suite in plan mode; resolves its exit code and the end of its standard output (for a failure to start). */
function runPlanChild(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, [playwrightCli(), 'test', '-c', PLAYWRIGHT_CONFIG_PATH], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => {
      output = (output + d.toString()).slice(-6000);
    });
    const ignore = (): void => {}; // the child is in our process group: a Ctrl-C reaches it too
    process.on('SIGINT', ignore);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      resolvePromise({ code: code ?? (signal ? 130 : 1), output });
    });
  });
}

export async function plan(args: string[]): Promise<number> {
  const { values } = parse(
    'plan',
    args,
    { ...TARGET_OPTIONS, json: { type: 'boolean' } },
    { min: 0, max: 0, names: '' },
  );
  if (values.help) {
    console.log(PLAN_HELP);
    return 0;
  }
  const env = targetEnv(values);
  if (!settingsUsable(env)) return 2;
  const dir = mkdtempSync(join(tmpdir(), 'svc-plan-'));
  try {
    Object.assign(env, { [PLAN_ENV]: '1', SVC_REPORT_DIR: dir, SVC_QUIET_CHECKS: '1' });
    compileInstalledSuite(env);
    const { code, output } = await runPlanChild(env);
    const file = join(dir, 'conformance.json');
    if (code === 130) return 130;
    if (!existsSync(file)) {
      // the settings or the target stopped the run before it started (its message is on stderr)
      if (code !== 2)
        console.error(`svc-conformance plan: the suite ended with exit code ${code} and no report\n${output.trim()}`);
      return 2;
    }
    const made = planOf(JSON.parse(readFileSync(file, 'utf8')) as ConformanceReport);
    console.log(values.json ? JSON.stringify(made, null, 2) : renderPlan(made));
    return 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
