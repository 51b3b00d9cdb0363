// When no SVC_BASE_URL is given the suite targets the embedded reference server. It is started
// through its public entry point (reference/main.ts, `npm run reference`), exactly as a user would
// start it, and the suite learns its URL, credentials and the fixture ids that cannot be discovered
// from the .env lines it prints. The suite never imports the reference server's code.
import { spawn, type ChildProcess } from 'node:child_process';
import { parse as parseDotenv } from 'dotenv';
import { PROJECT_ROOT, REFERENCE_ENTRY } from '../paths.ts';
import { tsxImport } from './tsx-loader.ts';

export interface EmbeddedServer {
  /** the .env lines it printed, parsed (SVC_BASE_URL, SVC_ACCESS_TOKEN, ..., SVC_FORBIDDEN_SITE_ID, SVC_GAME_ID) */
  env: Record<string, string>;
  baseUrl: string;
  /** comment lines it printed before its .env lines (for example the variations it drew) */
  notes: string[];
  stop(): Promise<void>;
}

/**
 * Starts the reference server on a free loopback port. It gets this process's environment (so
 * SVC_VARIATIONS, SVC_FAULTS, SVC_LATENCY_MS and SVC_SEED_* reach it), runs in its own process
 * group (a Ctrl-C of the run does not take it away from the cleanup), and exits by itself when
 * this process dies (its standard input closes).
 */
export function startEmbedded(options: { timeoutMs?: number } = {}): Promise<EmbeddedServer> {
  const child = spawn(process.execPath, ['--import', tsxImport(), REFERENCE_ENTRY], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: '0', SVC_EXIT_WITH_STDIN: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  return new Promise<EmbeddedServer>((resolvePromise, reject) => {
    const timer = setTimeout(
      () => fail(`it printed no "# ready" line within ${options.timeoutMs ?? 30_000} ms`),
      options.timeoutMs ?? 30_000,
    );
    const fail = (why: string): void => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`The embedded reference server did not start: ${why}\n${stderr.slice(-2000)}`));
    };
    child.once('error', (e) => fail(e.message));
    child.once('exit', (code) => fail(`it exited with code ${code}`));
    child.stderr!.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (!/^# ready$/m.test(stdout)) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      const env = parseDotenv(stdout);
      if (!env.SVC_BASE_URL) return fail('it printed no SVC_BASE_URL line');
      const notes = stdout
        .split('\n')
        .filter((l) => l.startsWith('#') && l !== '# ready')
        .map((l) => l.replace(/^#\s?/, ''));
      resolvePromise({ env, baseUrl: env.SVC_BASE_URL, notes, stop: () => stopChild(child) });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}
