// What a test reports of its checks: one record per check of one requirement, and the schema
// findings of the answers it received. A types-only module: the harness writes these as test
// annotations, the reporter and the kill matrix read them.

/** What became of one check: held, broke, could not be judged (a precondition failed), or was not made. */
type CheckOutcome = 'passed' | 'failed' | 'inconclusive' | 'skipped';

/** The exchange a check looked at last: where its verdict comes from. */
export interface CheckWhere {
  operationId: string;
  method: string;
  /** the URL path (with the deployment's ids), no query */
  path: string;
  status: number;
}

export interface CheckRecord {
  requirement: string;
  /** what the check looks at, in words ("a title of 301 characters is refused") */
  what: string;
  outcome: CheckOutcome;
  /** the failure, or why it could not be judged, as a sentence about the deployment */
  message?: string;
  /** inconclusive: the requirements whose failure blocked it */
  blockedBy?: string[];
  /** inconclusive because it read a broken field: which (to find the cause it belongs to) */
  blockedAt?: { operationId: string; fieldPath: string };
  where?: CheckWhere;
  /** the exchanges the check looked at, rendered (failed and inconclusive checks only) */
  evidence?: string;
  /** set when the record is a defect of the suite (an assertion outside any check of a test naming several requirements, or a requirement named and never checked) */
  suiteDefect?: true;
}

/** A schema error of an answer attributed to the requirements it breaks (src/spec/schema-rules.ts). */
export interface FindingRecord {
  requirements: string[];
  operationId: string;
  method: string;
  /** the operation's path template (spec/openapi.yaml), for grouping */
  route: string;
  status: number;
  fieldPath: string;
  keyword: string;
  message: string;
  found?: string;
  /** the exchange's URL and start, to find it in traffic.har */
  url: string;
  startedAt: string;
}

/** Annotation types the harness writes and the reporter reads. */
export const CHECKS_ANNOTATION = 'svc-checks';
export const FINDINGS_ANNOTATION = 'svc-findings';
/** the operations whose answers a test saw (its own exchanges and the shared answers it was shown) */
export const OPERATIONS_ANNOTATION = 'svc-operations';
