// The type of the conformance report (reports/conformance.json; schemas/conformance-report.schema.json
// describes it). Report formats import this, never the code that builds the report.
import type { PublicTarget } from '../harness/run-target.ts';
import type { RequirementVerdict } from './verdicts.ts';
import type { WaiverOutcome } from './waivers.ts';
import type { Cause } from './causes.ts';
import type { AreaJudgement } from './skip-groups.ts';

export interface ConformanceReport {
  schemaVersion: 3;
  suite: { name: string; version: string; commit?: string; dirty?: boolean };
  /** exactly what was checked: the target as the run resolved it (no secrets) */
  target: PublicTarget;
  run: { startedAt: string; durationMs: number; runTag: string };
  /** sha256 of the three files the verdicts rest on: the interface text, the OpenAPI description, the requirement catalogue */
  specification: { interfaceSha256: string; openapiSha256: string; requirementsSha256: string };
  totals: Record<string, number>;
  exitCode: number;
  /** present when the run did not finish: Ctrl-C (`interrupted`) or its global timeout (`timedout`); `notJudged` requirements are `not run` */
  interrupted?: { status: 'interrupted' | 'timedout'; notJudged: number };
  /**
   * present when the run was limited to a selection of the suite (--grep, a project, files, one shard
   * without a merge): it is no conformance claim, and the requirements outside it are `not run`
   */
  partial?: { reason: string; selectedTests: number; suiteTests?: number; outsideSelection: number };
  requirements: RequirementVerdict[];
  /**
   * per area, in the catalogue's order: how many requirements were judged, observed, skipped and
   * not run, and the skipped ones grouped by the setting that would let a run judge them
   * (skip-groups.ts; absent in reports of older versions)
   */
  areas?: AreaJudgement[];
  /** the distinct causes of the failing requirements, the one to fix first first (causes.ts) */
  causes: Cause[];
  /** checks the suite itself got wrong (an assertion outside any check of a test naming several requirements, a requirement named and never checked): none in a sound suite */
  suiteDefects: Array<{ test: string; requirement: string; message: string }>;
  residue: Array<{ kind: string; id: number; test: string }>;
  /** the routes used for the operations the interface does not show, and which SVC_ROUTE_* replaced them */
  assumedRoutes: Array<{ operationId: string; method: string; path: string; overriddenBy?: string }>;
  waivers: WaiverOutcome;
  /** every operation of spec/openapi.yaml: exercised by this run or not, and why not */
  coverage: Array<{
    operationId: string;
    method: string;
    path: string;
    exercised: boolean;
    exchanges: number;
    why?: string;
  }>;
  /** number of HTTP exchanges in traffic.har */
  exchanges: number;
  /** answers 429/503 with Retry-After that were waited out and retried (politeness on shared environments) */
  retries: { count: number; waitedMs: number };
  /** present when the verdicts come from recorded traffic (svc-conformance check-traffic), not from a run */
  recording?: RecordingSource;
}

/** The recordings a report was made from, offline: nothing was sent to the deployment. */
export interface RecordingSource {
  files: Array<{ name: string; sha256: string; bytes: number; entries: number }>;
  /** exchanges read, and how many matched an operation of spec/openapi.yaml */
  exchanges: number;
  matched: number;
  /** exchanges that matched no operation: counted, and listed by method and path (the first of each) */
  unmatched: {
    count: number;
    groups: Array<{ method: string; path: string; why: string; count: number; first: string }>;
    otherGroups: number;
  };
  /** requirements this mode cannot judge at all (their verdict is 'not exercised' with the reason) */
  notJudged: string[];
}
