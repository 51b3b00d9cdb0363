// `svc-conformance run`: the conformance suite (Playwright) against the target the flags, the
// environment and the env file name, with the reports in the caller's folder.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ConfigError, resolveSettings } from '../config/target.ts';
import { loadRequirements } from '../spec/catalogue.ts';
import { PLAYWRIGHT_CONFIG_PATH, PROJECT_ROOT } from '../paths.ts';
import { tsxImport } from '../harness/tsx-loader.ts';
import { PLAN_ENV } from '../harness/plan-mode.ts';
import { parse, str, UsageError, whole } from './args.ts';
import { TARGET_HELP, TARGET_OPTIONS, targetEnv } from './target-flags.ts';

const RUN_HELP = `svc-conformance run [options]

Checks a deployment of the interface, rule by rule, and writes the reports (index.html,
conformance.json, junit.xml, earl.jsonld, traffic.har, badge.svg, summary.md) to --reports.
Without --base-url (or SVC_BASE_URL) it checks the embedded reference server.

${TARGET_HELP}

Selection:
  --grep <id|area>          only the tests of a requirement id (NEWS-TITLE-MAXLEN) or an area
                            (news-articles); the report then says it is a partial run
  --workers <n>             parallel workers (default: one per core, at least 2)
  --shard <i/n>             run shard i of n (merge the shards' blob reports with merge.config.ts)

Exit codes: 0 every applicable requirement holds (or is validly waived); 1 a requirement fails;
2 the run could not start (bad flag or setting, unreachable target); 130 interrupted.

Examples:
  svc-conformance run
  SVC_ACCESS_TOKEN=... svc-conformance run --base-url https://api.staging.example.org
  svc-conformance run --base-url https://api.example.org --mode read-write --allow-irreversible --reports out/
  svc-conformance run --grep news-articles --workers 4`;

/** A Playwright --grep for a requirement id or an area of spec/requirements.yaml. */
function grepFor(value: string): string {
  const requirements = loadRequirements();
  const ids = requirements.some((r) => r.id === value)
    ? [value]
    : requirements.filter((r) => r.area === value).map((r) => r.id);
  if (ids.length === 0)
    throw new UsageError(
      `--grep: ${JSON.stringify(value)} is neither a requirement id nor an area (svc-conformance list shows both)`,
    );
  return ids.map((id) => `@${id}(\\s|$)`).join('|');
}

export function playwrightCli(): string {
  return createRequire(import.meta.url).resolve('@playwright/test/cli');
}

/** Runs a child process to its end, passing Ctrl-C on; resolves its exit code (130 when a signal ended it). */
export function runChild(command: string, args: string[], env: Record<string, string>): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    // The child is in our process group: a Ctrl-C reaches it too. We only wait for it to finish.
    const ignore = (): void => {};
    process.on('SIGINT', ignore);
    process.on('SIGTERM', () => child.kill('SIGTERM'));
    child.on('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      resolvePromise(code ?? (signal ? 130 : 1));
    });
  });
}

export async function run(args: string[]): Promise<number> {
  const { values } = parse(
    'run',
    args,
    { ...TARGET_OPTIONS, grep: { type: 'string' }, workers: { type: 'string' }, shard: { type: 'string' } },
    { min: 0, max: 0, names: '' },
  );
  if (values.help) {
    console.log(RUN_HELP);
    return 0;
  }
  const env = targetEnv(values);
  delete env[PLAN_ENV]; // a run sends its tests' requests: only the plan command stops them
  const grep = str(values.grep);
  const workers = whole('workers', values.workers);
  const shard = str(values.shard);
  if (shard !== undefined && !/^[1-9]\d*\/[1-9]\d*$/.test(shard))
    throw new UsageError(`--shard must look like 1/3, got ${JSON.stringify(shard)}`);
  if (!settingsUsable(env)) return 2;
  const pw = ['test', '-c', PLAYWRIGHT_CONFIG_PATH];
  if (grep !== undefined) pw.push('--grep', grepFor(grep));
  if (workers !== undefined) pw.push(`--workers=${workers}`);
  if (shard !== undefined) pw.push(`--shard=${shard}`);
  compileInstalledSuite(env);
  return runChild(process.execPath, [playwrightCli(), ...pw], env);
}

/** The settings checked before Playwright starts, so that a bad one is one line (printed here) and exit 2. */
export function settingsUsable(env: Record<string, string>): boolean {
  try {
    resolveSettings(env);
    return true;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return false;
    }
    throw error;
  }
}

/**
 * Playwright compiles no TypeScript inside node_modules: installed as a package, the suite is
 * compiled by tsx instead, in the runner and in every worker (they inherit NODE_OPTIONS).
 */
export function compileInstalledSuite(env: Record<string, string>): void {
  if (/[\\/]node_modules[\\/]/.test(PROJECT_ROOT))
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --import ${tsxImport()}`.trim();
}
