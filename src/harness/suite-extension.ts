// The one seam through which a proof run changes how the suite runs, without the suite knowing the
// proof: the kill matrix (tests/kit/kill-matrix-mode.ts) declares each test once per fault and sends
// each copy to its fault's server. The run's Playwright config registers the extension
// (faults.config.ts); Playwright loads the config in the runner and in every worker before any test
// file, so the harness (tests/conformance/harness.ts) finds it when it builds `test`. A conformance
// run registers none: every hook below is then the identity.
// The extension is kept on globalThis, not in a module variable: the config and the test files are
// loaded by Playwright's own loader, and a slot on globalThis is the same whichever module instance
// reads it.
import type { TestInfo } from '@playwright/test';

/** What a proof run may change in the suite's run; every hook is optional. */
export interface SuiteExtension {
  /** The suite's test function as the run declares its tests (the kill matrix: once per fault that reaches a test). */
  declareTests?<T extends object>(test: T): T;
  /** The base URL a test's requests go to, or undefined for the project's `baseURL`. */
  baseUrlOf?(testInfo: TestInfo): string | undefined;
  /** Whether the run reads only each test's checks and findings: no exchanges, no evidence attached, no evidence in the records. */
  recordsOnly?(testInfo: TestInfo): boolean;
  /** Why a test is not run (a skip reason), or undefined to run it. */
  skipReason?(testInfo: TestInfo): string | undefined;
  /** Told the requirements a test failed (its failed checks, and the schema findings of its answers). */
  onFailed?(testInfo: TestInfo, requirements: readonly string[]): void;
}

const SLOT = Symbol.for('svc-conformance.suite-extension');
type Holder = { [SLOT]?: SuiteExtension };

/** Registers the run's extension (a Playwright config, before any test file loads); a second one replaces the first. */
export function registerSuiteExtension(extension: SuiteExtension): void {
  (globalThis as Holder)[SLOT] = extension;
}

/** The run's extension, with the identity for every hook it leaves out (all of them in a conformance run). */
export function suiteExtension(): Required<SuiteExtension> {
  const e = (globalThis as Holder)[SLOT] ?? {};
  return {
    declareTests: <T extends object>(test: T): T => (e.declareTests ? e.declareTests(test) : test),
    baseUrlOf: (testInfo) => e.baseUrlOf?.(testInfo) ?? testInfo.project.use.baseURL,
    recordsOnly: (testInfo) => e.recordsOnly?.(testInfo) ?? false,
    skipReason: (testInfo) => e.skipReason?.(testInfo),
    onFailed: (testInfo, requirements) => e.onFailed?.(testInfo, requirements),
  };
}
