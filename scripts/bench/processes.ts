// Processes for the benchmark: a conformance run timed from spawn to exit with the peak memory of
// its whole process tree (runner, workers, embedded server), and a fresh reference server.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { PROJECT_ROOT } from '../../src/paths.ts';

export interface TimedRun {
  wallMs: number;
  exitCode: number;
  /** peak of the summed resident memory of the run's processes, MB */
  peakTreeMb: number;
  /** peak resident memory of the reference server process, MB (0 when not embedded) */
  peakServerMb: number;
}

interface ProcInfo {
  pid: number;
  ppid: number;
  rssKb: number;
  cmd: string;
}

/** Every process of the machine with its parent and resident memory (Linux /proc). */
function processes(): ProcInfo[] {
  const out: ProcInfo[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const cmd = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ');
      out.push({ pid: Number(name), ppid, rssKb, cmd });
    } catch {
      // the process ended while being read
    }
  }
  return out;
}

function treeOf(root: number, all: ProcInfo[]): ProcInfo[] {
  const children = new Map<number, ProcInfo[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const out: ProcInfo[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    for (const child of children.get(pid) ?? []) {
      out.push(child);
      stack.push(child.pid);
    }
  }
  const self = all.find((p) => p.pid === root);
  return self ? [self, ...out] : out;
}

/** Runs a command to its end: wall time and the peak memory of its process tree (sampled every 100 ms). */
export function timedRun(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<TimedRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (d: Buffer) => {
      stderr = (stderr + d.toString()).slice(-4000);
    });
    let peakTreeKb = 0;
    let peakServerKb = 0;
    const sample = (): void => {
      if (child.pid === undefined) return;
      const tree = treeOf(child.pid, processes());
      peakTreeKb = Math.max(
        peakTreeKb,
        tree.reduce((n, p) => n + p.rssKb, 0),
      );
      peakServerKb = Math.max(
        peakServerKb,
        ...tree.filter((p) => p.cmd.includes('reference/main.ts')).map((p) => p.rssKb),
        0,
      );
    };
    const timer = setInterval(sample, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      const wallMs = performance.now() - started;
      if (code !== 0 && code !== 1) process.stderr.write(stderr);
      resolve({ wallMs, exitCode: code ?? -1, peakTreeMb: peakTreeKb / 1024, peakServerMb: peakServerKb / 1024 });
    });
  });
}

/** A fresh reference server on a free port; its address once it listens. */
export function startReference(env: NodeJS.ProcessEnv): Promise<{ url: string; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'reference/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const onData = (d: Buffer): void => {
      out += d.toString();
      const url = /SVC_BASE_URL=(\S+)/.exec(out)?.[1];
      if (!url) return;
      child.stdout?.off('data', onData);
      resolve({
        url,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`reference server exited with ${code} before listening`)));
  });
}
