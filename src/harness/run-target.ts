// What a run resolved about its target, once, in global setup: the settings of src/config/target.ts
// completed with what only the running target can tell (the embedded server's URL and credentials,
// the fixture ids found through the interface before any write). Workers receive it through the
// output folder and the environment (publishTargets: the credentials never on disk); the report
// receives its public view (no secrets) through the config's metadata and the tests' annotations.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Mode, TargetConfig } from '../config/target.ts';

/** Where a fixture id came from: given by the user (SVC_<THING>_ID), printed by the embedded server, or found through the interface. */
type FixtureSource = 'given' | 'embedded' | 'discovered';

export type FixtureChoice = { id: number; source: FixtureSource; nodeId?: number } | { missing: string };

/** The fixtures of a run, by thing (site, league, subseason, news_article, ...). */
export type Fixtures = Record<string, FixtureChoice>;

/** What discovery learnt of the second user (src/harness/discovery-forbidden.ts). */
export interface SecondUserView {
  /**
   * The sites of the first user's that the second user can read too (the fixture site, shown to it,
   * or a site both sites indexes list): where there are any, the first user's records are not tried
   * with the second user's credential (a record of such a site may be the second user's to read).
   */
  sharedSites: number[];
}

export interface RunTarget extends TargetConfig {
  baseUrl: string;
  fixtures: Fixtures;
  /** what discovery learnt of the second user (SVC_OTHER_ACCESS_TOKEN), when one is given */
  secondUser?: SecondUserView;
}

/** What a report may say about the target: everything but the credentials. */
export interface PublicTarget {
  baseUrl: string;
  /** a merge of shards that each targeted their own embedded server: every shard's URL */
  baseUrls?: string[];
  embedded: boolean;
  mode: Mode;
  allowIrreversible: boolean;
  /** which credentials were given (never their values); other: SVC_OTHER_ACCESS_TOKEN, the second user */
  credentials: { bearer: boolean; basic: boolean; other?: boolean };
  fixtures: Fixtures;
  secondUser?: SecondUserView;
  waivers?: string;
  routeOverrides: Record<string, { method: string; path: string }>;
  maxRps?: number;
  timeoutMs: number;
  /** the uploaded-video setting of the fixture site, when given (SVC_UPLOADED_VIDEOS) */
  uploadedVideos?: 'enabled' | 'disabled';
}

/**
 * How the resolved targets reach the workers: the targets without their credentials in a file of
 * the run's output folder (a kill matrix resolves thousands; an environment variable holds at most
 * 128 KB), the credentials only in the environment (never on disk: reports must not hold them).
 */
const RESOLVED_TARGETS_FILE_ENV = 'SVC_RESOLVED_TARGETS_FILE';
const RESOLVED_CREDENTIALS_ENV = 'SVC_RESOLVED_CREDENTIALS';

type Credentials = Pick<RunTarget, 'accessToken' | 'otherAccessToken' | 'basic'>;
type StoredTarget = Omit<RunTarget, 'accessToken' | 'otherAccessToken' | 'basic'> & { credentials: number };

export function publicTarget(t: RunTarget | (TargetConfig & { baseUrl?: string; fixtures?: Fixtures })): PublicTarget {
  return {
    baseUrl: t.baseUrl ?? '',
    embedded: t.embedded,
    mode: t.mode,
    allowIrreversible: t.allowIrreversible,
    credentials: { bearer: Boolean(t.accessToken), basic: Boolean(t.basic), other: Boolean(t.otherAccessToken) },
    fixtures: t.fixtures ?? {},
    ...('secondUser' in t && t.secondUser ? { secondUser: t.secondUser } : {}),
    ...(t.waivers !== undefined ? { waivers: t.waivers } : {}),
    routeOverrides: t.routeOverrides,
    ...(t.maxRps !== undefined ? { maxRps: t.maxRps } : {}),
    timeoutMs: t.timeoutMs,
    ...(t.uploadedVideos !== undefined ? { uploadedVideos: t.uploadedVideos } : {}),
  };
}

/** Publishes the resolved targets to the workers (they are forked after global setup, with its environment). */
export function publishTargets(targets: RunTarget[], file: string): void {
  const credentials: Credentials[] = [];
  const stored: Record<string, StoredTarget> = {};
  for (const { accessToken, otherAccessToken, basic, ...rest } of targets) {
    const own: Credentials = {
      ...(accessToken ? { accessToken } : {}),
      ...(otherAccessToken ? { otherAccessToken } : {}),
      ...(basic ? { basic } : {}),
    };
    let index = credentials.findIndex((c) => JSON.stringify(c) === JSON.stringify(own));
    if (index < 0) index = credentials.push(own) - 1;
    stored[rest.baseUrl] = { ...rest, credentials: index };
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(stored));
  process.env[RESOLVED_TARGETS_FILE_ENV] = file;
  process.env[RESOLVED_CREDENTIALS_ENV] = JSON.stringify(credentials);
}

let cache: { file: string; targets: Record<string, StoredTarget> } | undefined;

/** The resolved target of a base URL (a worker's project), or the only one there is. */
export function resolvedTarget(baseUrl: string | undefined): RunTarget {
  const file = process.env[RESOLVED_TARGETS_FILE_ENV];
  const rawCredentials = process.env[RESOLVED_CREDENTIALS_ENV];
  if (!file || !rawCredentials)
    throw new Error("the resolved target is not set: the run's global setup (src/harness/global-setup.ts) did not run");
  if (cache?.file !== file)
    cache = { file, targets: JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredTarget> };
  const all = cache.targets;
  const stored =
    (baseUrl ? all[baseUrl.replace(/\/+$/, '')] : undefined) ??
    (Object.keys(all).length === 1 ? Object.values(all)[0] : undefined);
  if (!stored) throw new Error(`no resolved target for ${baseUrl ?? '(no base URL)'} among ${Object.keys(all).length}`);
  const { credentials, ...target } = stored;
  return { ...target, ...(JSON.parse(rawCredentials) as Credentials[])[credentials] };
}
