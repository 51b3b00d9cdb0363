// How the kill matrix (tests/kit/kill-matrix.ts, faults.config.ts) runs the suite: one Playwright
// project for a whole chunk of faults, so that one worker serves many faults. Playwright starts a
// worker per project (a project is part of a worker's identity), and a worker's start (loading the
// spec files, compiling the description) cost more than the tests of a fault that ends at its first
// failure. So each test is declared once per fault of the chunk that can reach it (that sees an
// operation the fault changes, or names one of its requirements: tests/kit/fault-reach.ts), inside a
// describe named by the fault, with the fault as an annotation; the harness sends that copy's
// requests to the fault's server of the farm.
// The suite does not import this: faults.config.ts registers `killMatrixExtension()` through the
// harness's one seam (src/harness/suite-extension.ts), and a conformance run never loads it.
import { readFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import type { SuiteExtension } from '../../src/harness/suite-extension.ts';

/** The annotation naming the fault a copy of a test runs against. */
export const KILL_MATRIX_FAULT = 'kill-matrix-fault';

/**
 * A fault of the run: its requirements, the tests it can reach (tests/kit/fault-reach.ts:
 * `file::title`), and whether its tests stop at its first kill (`stopAtKill`: the kill is known, the
 * precision only in part) or all run (the precision is measured).
 */
interface FaultRef {
  id: string;
  requirements: readonly string[];
  tests?: readonly string[];
  stopAtKill?: boolean;
}

let faultsCache: FaultRef[] | null | undefined;

/** The faults of this kill matrix run (SVC_KILL_FAULTS_FILE), or null outside the kill matrix. */
function killMatrixFaults(): FaultRef[] | null {
  if (faultsCache !== undefined) return faultsCache;
  const file = process.env.SVC_KILL_FAULTS_FILE;
  faultsCache = file ? (JSON.parse(readFileSync(file, 'utf8')) as FaultRef[]) : null;
  return faultsCache;
}

let portsCache: Record<string, number> | undefined;

/** The base URL of the fault's server in the farm (its map is written before any worker starts). */
function farmBaseUrl(fault: string): string {
  const file = process.env.SVC_FARM_MAP;
  if (!file) throw new Error('the kill matrix runs without SVC_FARM_MAP (faults.config.ts sets it)');
  portsCache ??= (JSON.parse(readFileSync(file, 'utf8')) as { ports: Record<string, number> }).ports;
  const port = portsCache[fault];
  if (port === undefined) throw new Error(`the fault farm serves no ${fault}`);
  return `http://127.0.0.1:${port}`;
}

/** The faults of a stopAtKill run killed in this worker: their later tests here are skipped. */
const killedHere = new Set<string>();
let faultById: Map<string, FaultRef> | undefined;

function faultRefOf(testInfo: TestInfo): FaultRef | undefined {
  const id = faultOf(testInfo);
  if (id === undefined) return undefined;
  faultById ??= new Map((killMatrixFaults() ?? []).map((f) => [f.id, f]));
  return faultById.get(id);
}

/** Why a test's copy is not run: its fault stops at its first kill, and a test of this worker killed it. */
function stoppedAtKill(testInfo: TestInfo): string | undefined {
  const fault = faultRefOf(testInfo);
  return fault?.stopAtKill && killedHere.has(fault.id) ? `kill matrix: ${fault.id} is already killed` : undefined;
}

/** The requirements a test's copy failed: when one is its fault's, the fault is killed in this worker. */
function noteFailed(testInfo: TestInfo, failed: Iterable<string>): void {
  const fault = faultRefOf(testInfo);
  if (!fault?.stopAtKill) return;
  for (const r of failed) if (fault.requirements.includes(r)) killedHere.add(fault.id);
}

/** The fault a running test's copy belongs to, or undefined. */
function faultOf(testInfo: TestInfo): string | undefined {
  return testInfo.annotations.find((a) => a.type === KILL_MATRIX_FAULT)?.description;
}

/** The base URL a test's requests go to: its fault's server, or undefined (the project's) for a test of no fault. */
function baseUrlOf(testInfo: TestInfo): string | undefined {
  const fault = faultOf(testInfo);
  return fault === undefined ? undefined : farmBaseUrl(fault);
}

interface Details {
  tag?: string | string[];
  annotation?: { type: string; description?: string } | Array<{ type: string; description?: string }>;
}

/** `test(title, body)` or `test(title, details, body)`: the details, and a function to rebuild the arguments with new ones. */
function splitTestArgs(args: unknown[]): { details: Details; rebuild: (d: Details) => unknown[] } {
  if (args.length >= 3) return { details: (args[1] ?? {}) as Details, rebuild: (d) => [args[0], d, ...args.slice(2)] };
  return { details: {}, rebuild: (d) => [args[0], d, ...args.slice(1)] };
}

const asList = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

/** The spec file declaring a test, from the call stack at its declaration. */
function declaringFile(): string {
  const frame = (new Error().stack ?? '').split('\n').find((l) => /\.spec\.ts/.test(l)) ?? '';
  return /([\w.-]+\.spec\.ts)/.exec(frame)?.[1] ?? '';
}

const reachedSets = new WeakMap<FaultRef, ReadonlySet<string>>();

/** Whether a fault's copy of a test (by its key, `file::title`) is declared: the fault reaches it, or it names one of the fault's requirements. */
function reaches(details: Details, key: string, fault: FaultRef): boolean {
  const tags = asList(details.tag);
  if (fault.requirements.some((r) => tags.includes(`@${r}`))) return true;
  if (!fault.tests) return false;
  let reached = reachedSets.get(fault);
  if (!reached) reachedSets.set(fault, (reached = new Set(fault.tests)));
  return reached.has(key);
}

function withFault(details: Details, fault: FaultRef): Details {
  return {
    ...details,
    annotation: [...asList(details.annotation), { type: KILL_MATRIX_FAULT, description: fault.id }],
  };
}

/**
 * The test function of the suite, declaring each test once per fault that reaches it. A top-level
 * describe is declared once per fault (its callback runs again for each, with that fault current),
 * so ordered groups stay whole within a fault.
 */
function multiplexForKillMatrix<T extends object>(test: T, faults: readonly FaultRef[]): T {
  // the fault whose copy of a describe is being declared (callbacks of describe run synchronously)
  let current: FaultRef | undefined;
  const declare = (target: (...a: unknown[]) => unknown, args: unknown[]): void => {
    const { details, rebuild } = splitTestArgs(args);
    const key = `${declaringFile()}::${String(args[0])}`;
    if (current) {
      if (reaches(details, key, current)) target(...rebuild(withFault(details, current)));
      return;
    }
    const describe = (test as unknown as { describe: (title: string, body: () => void) => void }).describe;
    for (const fault of faults) {
      if (reaches(details, key, fault))
        describe(fault.id, () => {
          target(...rebuild(withFault(details, fault)));
        });
    }
  };
  const original = (test as unknown as { describe: ((...a: unknown[]) => unknown) & Record<string, unknown> }).describe;
  const describe = new Proxy(original, {
    apply(target, thisArg, args: unknown[]) {
      if (current) return Reflect.apply(target, thisArg, args);
      const body = args[args.length - 1] as () => void;
      for (const fault of faults) {
        Reflect.apply(target, thisArg, [
          fault.id,
          () => {
            current = fault;
            try {
              Reflect.apply(target, thisArg, [...args.slice(0, -1), body]);
            } finally {
              current = undefined;
            }
          },
        ]);
      }
      return undefined;
    },
  });
  return new Proxy(test, {
    apply(target, _thisArg, args: unknown[]) {
      declare(target as (...a: unknown[]) => unknown, args);
    },
    get(target, property, receiver) {
      return property === 'describe' ? describe : (Reflect.get(target, property, receiver) as unknown);
    },
  });
}

/**
 * The kill matrix's extension of the suite (src/harness/suite-extension.ts), for faults.config.ts to
 * register: each test declared once per fault of the run (SVC_KILL_FAULTS_FILE) that reaches it and
 * sent to that fault's server; the records only (no attachments); a fault that stops at its first
 * kill skips its later tests in a worker once killed there.
 */
export function killMatrixExtension(): SuiteExtension {
  const faults = killMatrixFaults();
  if (!faults) throw new Error('the kill matrix runs without SVC_KILL_FAULTS_FILE (faults.config.ts sets it)');
  return {
    declareTests: (test) => multiplexForKillMatrix(test, faults),
    baseUrlOf,
    recordsOnly: (testInfo) => faultOf(testInfo) !== undefined,
    skipReason: stoppedAtKill,
    onFailed: noteFailed,
  };
}
