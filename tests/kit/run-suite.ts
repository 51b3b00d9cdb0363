// Runs the conformance suite as a user would (npx playwright test) in a child process, with its
// own report folder, and reads back what it wrote: used by the self-tests and the kill matrix. Also
// runCommand, any command run to its end with its output kept.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import type { ConformanceReport } from '../../src/reporter/report.ts';

export interface SuiteRun {
  exitCode: number | null;
  output: string;
  reportDir: string;
  report?: ConformanceReport;
  durationMs: number;
}

export interface SuiteRunOptions {
  env?: Record<string, string>;
  /** extra playwright arguments, e.g. ['--grep', '@NEWS-TITLE-MAXLEN'] */
  args?: string[];
  workers?: number;
  timeoutMs?: number;
}

/** The caller's environment without its SVC_ settings and CI: a child run sees only the settings a test gives it. */
export function inheritedEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !k.startsWith('SVC_') && k !== 'CI') env[k] = v;
  return env;
}

/** The reference server's credentials as settings: the bearer token and the basic credentials. */
export const REFERENCE_CREDENTIAL_SETTINGS = {
  SVC_ACCESS_TOKEN: REFERENCE_CREDENTIALS.accessToken,
  SVC_USERNAME: REFERENCE_CREDENTIALS.username,
  SVC_PASSWORD: REFERENCE_CREDENTIALS.password,
  SVC_API_TOKEN: REFERENCE_CREDENTIALS.apiToken,
} as const;

/**
 * The settings of a read-write run, irreversible writes allowed, against a reference server listening on
 * this machine at `port` with these seeded records: the runs whose leftovers the cleanup checks measure.
 */
export function readWriteReferenceSettings(
  port: number,
  fixtures: { forbiddenSiteId: number; gameId: number },
): Record<string, string> {
  return {
    SVC_BASE_URL: `http://127.0.0.1:${port}`,
    ...REFERENCE_CREDENTIAL_SETTINGS,
    SVC_MODE: 'read-write',
    SVC_ALLOW_IRREVERSIBLE: 'yes',
    SVC_FORBIDDEN_SITE_ID: String(fixtures.forbiddenSiteId),
    SVC_GAME_ID: String(fixtures.gameId),
  };
}

/** What a command run to its end gives: its exit code, and its stdout and stderr as they came. */
export interface CommandRun {
  code: number | null;
  output: string;
}

/**
 * Runs `command` to its end, in the project unless `cwd` says otherwise, with the caller's environment
 * unless `env` is given; `timeoutMs`: killed (SIGKILL) when it runs longer.
 */
export function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<CommandRun> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? PROJECT_ROOT,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (d: Buffer) => {
      output += d.toString();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer =
      options.timeoutMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, output });
    });
  });
}

export async function runSuite(options: SuiteRunOptions = {}): Promise<SuiteRun> {
  const reportDir = mkdtempSync(join(tmpdir(), 'svc-run-'));
  const env = { ...inheritedEnv(), SVC_REPORT_DIR: reportDir, ...options.env };
  const args = ['--no-install', 'playwright', 'test', `--workers=${options.workers ?? 2}`, ...(options.args ?? [])];
  const started = Date.now();
  const { code, output } = await runCommand('npx', args, { env, timeoutMs: options.timeoutMs ?? 180_000 });
  const file = join(reportDir, 'conformance.json');
  const report = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ConformanceReport) : undefined;
  return { exitCode: code, output, reportDir, ...(report ? { report } : {}), durationMs: Date.now() - started };
}

/** When the process that started this one began (Linux: /proc), or undefined where that cannot be read. */
function parentStartTime(): string | undefined {
  try {
    const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]; // field 22, starttime
  } catch {
    return undefined;
  }
}

/**
 * The suite's plain run (the embedded default, no settings), once per run of the self-tests: the test
 * files that only read what it wrote (its report, its HTML, its traffic.har) share it instead of each
 * running the whole suite again. node --test runs each file in a process of its own, all children of
 * the runner: the first to ask runs the suite and leaves the result in a folder named for the runner
 * (its pid and start time, so a later npm test never reads an older run); the others wait for it.
 * Where the runner cannot be told (no /proc), each asker runs the suite itself.
 */
export async function sharedPlainRun(): Promise<SuiteRun> {
  const started = parentStartTime();
  if (started === undefined) return runSuite({ timeoutMs: 600_000 });
  const dir = join(tmpdir(), `svc-plain-run-${process.ppid}-${started}`);
  const result = join(dir, 'run.json');
  let owner = true;
  try {
    mkdirSync(dir);
  } catch {
    owner = false;
  }
  if (owner) {
    const run = await runSuite({ timeoutMs: 600_000 });
    writeFileSync(`${result}.part`, JSON.stringify(run));
    renameSync(`${result}.part`, result);
    return run;
  }
  const deadline = Date.now() + 900_000;
  while (!existsSync(result)) {
    if (Date.now() > deadline) throw new Error(`the shared plain run (${dir}) did not finish within 15 minutes`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  }
  return JSON.parse(readFileSync(result, 'utf8')) as SuiteRun;
}
