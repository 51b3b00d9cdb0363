// What the Playwright config tells global setup and the reporter (config.metadata.svc), and the
// hand-over of global setup's own traffic (the discovery reads) to the report.
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../paths.ts';
import type { Exchange } from './client.ts';
import type { PublicTarget } from './run-target.ts';

export interface SvcMetadata {
  /** where the reports go */
  reportDir: string;
  /** the run tag that names every record this run creates */
  runTag: string;
  /** the settings as the config read them (no secrets); the base URL of the embedded server is not known yet */
  settings: PublicTarget;
  /** the target as global setup resolved it (set by global setup, seen by the reporter of the same process) */
  target?: PublicTarget;
}

/**
 * Where a run writes its reports (and its ledger, in <reports>/ledger): SVC_REPORT_DIR (the CLI's
 * --reports, an absolute path of the caller's folder), else reports/ of the project.
 */
export function reportDirOf(env: Record<string, string | undefined> = process.env): string {
  return resolve(PROJECT_ROOT, env.SVC_REPORT_DIR || 'reports');
}

/** The folder of the run ledgers (what `cleanup` reads). */
export function ledgerDirOf(env: Record<string, string | undefined> = process.env): string {
  return join(reportDirOf(env), 'ledger');
}

/** Where global setup leaves the exchanges of its discovery until one worker claims them for the report. */
export function discoveryTrafficFile(outputDir: string): string {
  return join(outputDir, 'discovery-exchanges.json');
}

/**
 * The discovery exchanges, for exactly one test of the run (the first to ask): a rename is atomic,
 * so of all the workers only one gets them, and traffic.har counts them once, also across shards
 * merged later (each shard discovered for itself).
 */
export function claimDiscoveryTraffic(outputDir: string): Exchange[] {
  const file = discoveryTrafficFile(outputDir);
  if (!existsSync(file)) return [];
  const claimed = `${file}.${process.pid}`;
  try {
    renameSync(file, claimed);
  } catch {
    return []; // another worker was first
  }
  try {
    return JSON.parse(readFileSync(claimed, 'utf8')) as Exchange[];
  } finally {
    rmSync(claimed, { force: true });
  }
}
