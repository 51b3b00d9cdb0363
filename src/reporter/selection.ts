// Is this run the whole suite, or a selection of it? Playwright hands the reporter only the tests
// it selected: `--grep`, `--grep-invert`, `--project`, file arguments and `.only` filter the suite
// before onBegin, and an unmerged shard holds its share only. A selection must say so, and the
// requirements outside it are `not run (outside this selection)`, not "no test proves it".
//
// Whether the run is partial is read from what the runner was asked (its command line and
// config.shard); what the whole suite holds is then asked of Playwright itself, with
// `playwright test --list` of the same config and environment, started in onBegin so that it runs
// beside the tests. A run whose listing has no more tests than its own suite is whole after all
// (`--grep .`), and a merge of every shard's blob report is whole again.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { FullConfig } from '@playwright/test/reporter';
import { PACKAGE_JSON_PATH, PROJECT_ROOT } from '../paths.ts';

/** Options of `playwright test` that select tests. */
const SELECTING = new Set([
  '--grep',
  '-g',
  '--grep-invert',
  '--project',
  '--last-failed',
  '--only-changed',
  '--test-list',
  '--test-list-invert',
]);
/** Options of `playwright test` that take a value in the next argument (so that value is no file filter). */
const VALUED = new Set([
  '-c',
  '--config',
  '-j',
  '--workers',
  '--reporter',
  '--shard',
  '--timeout',
  '--retries',
  '--repeat-each',
  '--output',
  '--global-timeout',
  '--trace',
  '--tsconfig',
  '--browser',
  '--max-failures',
  '--ui-port',
  '--ui-host',
  '--update-source-method',
  '--grep',
  '-g',
  '--grep-invert',
  '--project',
  '--test-list',
  '--test-list-invert',
]);

/** What limits this run to part of the suite, in words ([] for none known); `merge` when it merges blob reports. */
export function selectionSignals(argv: string[], shard: FullConfig['shard']): { signals: string[]; merge: boolean } {
  const command = argv.findIndex((a) => a === 'test' || a === 'merge-reports');
  if (command < 0)
    return { signals: shard && shard.total > 1 ? [`shard ${shard.current}/${shard.total}`] : [], merge: false };
  if (argv[command] === 'merge-reports') return { signals: [], merge: true };
  const signals: string[] = [];
  const args = argv.slice(command + 1);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = inline ?? (VALUED.has(name) ? args[i + 1] : undefined);
    if (SELECTING.has(name)) signals.push(value !== undefined && VALUED.has(name) ? `${name} ${value}` : name);
    if (inline === undefined && VALUED.has(name)) i++;
    else if (!arg.startsWith('-')) signals.push(`files ${arg}`);
  }
  if (shard && shard.total > 1) signals.push(`shard ${shard.current}/${shard.total}`);
  return { signals, merge: false };
}

/** A test of the whole suite, as `playwright test --list` names it. */
export interface ListedTest {
  requirements: string[];
}

interface ListedSuite {
  specs?: Array<{ tests: Array<{ annotations: Array<{ type: string; description?: string }> }> }>;
  suites?: ListedSuite[];
}

/** The tests of the whole suite (Playwright's own listing of the config), or undefined when it cannot be had. */
export function listWholeSuite(configFile: string, timeoutMs = 60_000): Promise<ListedTest[] | undefined> {
  let cli: string;
  try {
    cli = createRequire(PACKAGE_JSON_PATH).resolve('@playwright/test/cli');
  } catch {
    return Promise.resolve(undefined);
  }
  return new Promise((resolvePromise) => {
    // The same Node options (an installed suite is compiled by tsx) and environment as this run.
    const child = spawn(process.execPath, [cli, 'test', '--list', '--reporter=json', '-c', configFile], {
      cwd: PROJECT_ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', () => resolvePromise(undefined));
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) return resolvePromise(undefined);
      try {
        const tests: ListedTest[] = [];
        const visit = (s: ListedSuite): void => {
          for (const spec of s.specs ?? []) {
            for (const t of spec.tests)
              tests.push({
                requirements: t.annotations
                  .filter((a) => a.type === 'requirement' && a.description)
                  .map((a) => a.description!),
              });
          }
          (s.suites ?? []).forEach(visit);
        };
        (JSON.parse(out) as { suites: ListedSuite[] }).suites.forEach(visit);
        resolvePromise(tests);
      } catch {
        resolvePromise(undefined);
      }
    });
  });
}
