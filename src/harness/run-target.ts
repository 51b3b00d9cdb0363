// What a run resolved about its target, once, in global setup: the settings of src/config/target.ts
// completed with what only the running target can tell (the embedded server's URL and credentials,
// the fixture ids found through the interface before any write). Workers receive it through the
// environment (SVC_RESOLVED_TARGETS, never written to disk: it holds the credentials); the report
// receives its public view (no secrets) through the config's metadata and the tests' annotations.
import type { Mode, TargetConfig } from '../config/target.ts';

/** Where a fixture id came from: given by the user (SVC_<THING>_ID), printed by the embedded server, or found through the interface. */
export type FixtureSource = 'given' | 'embedded' | 'discovered';

export type FixtureChoice = { id: number; source: FixtureSource; nodeId?: number } | { missing: string };

/** The fixtures of a run, by thing (site, league, subseason, news_article, ...). */
export type Fixtures = Record<string, FixtureChoice>;

export interface RunTarget extends TargetConfig {
  baseUrl: string;
  fixtures: Fixtures;
}

/** What a report may say about the target: everything but the credentials. */
export interface PublicTarget {
  baseUrl: string;
  /** a merge of shards that each targeted their own embedded server: every shard's URL */
  baseUrls?: string[];
  embedded: boolean;
  mode: Mode;
  allowIrreversible: boolean;
  credentials: { bearer: boolean; basic: boolean };
  fixtures: Fixtures;
  waivers?: string;
  routeOverrides: Record<string, { method: string; path: string }>;
  maxRps?: number;
  timeoutMs: number;
}

/** The environment variable that carries the resolved targets (by base URL) from global setup to the workers. */
export const RESOLVED_TARGETS_ENV = 'SVC_RESOLVED_TARGETS';

export function publicTarget(t: RunTarget | (TargetConfig & { baseUrl?: string; fixtures?: Fixtures })): PublicTarget {
  return {
    baseUrl: t.baseUrl ?? '',
    embedded: t.embedded,
    mode: t.mode,
    allowIrreversible: t.allowIrreversible,
    credentials: { bearer: Boolean(t.accessToken), basic: Boolean(t.basic) },
    fixtures: t.fixtures ?? {},
    ...(t.waivers !== undefined ? { waivers: t.waivers } : {}),
    routeOverrides: t.routeOverrides,
    ...(t.maxRps !== undefined ? { maxRps: t.maxRps } : {}),
    timeoutMs: t.timeoutMs,
  };
}

/** Publishes the resolved targets to the workers (they are forked after global setup). */
export function publishTargets(targets: RunTarget[]): void {
  process.env[RESOLVED_TARGETS_ENV] = JSON.stringify(Object.fromEntries(targets.map((t) => [t.baseUrl, t])));
}

/** The resolved target of a base URL (a worker's project), or the only one there is. */
export function resolvedTarget(baseUrl: string | undefined): RunTarget {
  const raw = process.env[RESOLVED_TARGETS_ENV];
  if (!raw) throw new Error(`${RESOLVED_TARGETS_ENV} is not set: the run's global setup (src/harness/global-setup.ts) did not run`);
  const all = JSON.parse(raw) as Record<string, RunTarget>;
  const byUrl = baseUrl ? all[baseUrl.replace(/\/+$/, '')] : undefined;
  if (byUrl) return byUrl;
  const only = Object.values(all);
  if (only.length === 1) return only[0]!;
  throw new Error(`no resolved target for ${baseUrl ?? '(no base URL)'}; resolved: ${Object.keys(all).join(', ')}`);
}
