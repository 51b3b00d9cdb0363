// The contract of docs/TARGET.md: every setting the suite reads, from the process environment
// and a .env file (the environment wins), checked once before any test runs. This is the ONE place
// that turns settings into a target: the Playwright config, global setup, the fixtures and the
// reporter all take the target from here (see src/harness/run-target.ts for what a run resolved).
// Names, defaults and checks are those of the table of settings (settings.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { PROJECT_ROOT } from '../paths.ts';
import {
  FIXTURE_CHECK,
  FIXTURE_NAME,
  problemOf,
  ROUTE_PREFIX,
  routeOf,
  settingOf,
  type TargetKind,
} from './settings.ts';

export type Mode = 'read-only' | 'read-write';

export interface TargetConfig {
  /** undefined: the embedded reference server is started and targeted */
  baseUrl?: string;
  embedded: boolean;
  accessToken?: string;
  /**
   * SVC_OTHER_ACCESS_TOKEN: the bearer credential of a second user, one who can read the forbidden
   * site. Discovery reads that site with it (reads only) to find the records the access checks try,
   * and the access checks try the first user's records with it (refused reads; in read-write mode
   * an update and a delete of what the run created, each refused and changing nothing).
   */
  otherAccessToken?: string;
  basic?: { username: string; password: string; apiToken: string };
  mode: Mode;
  allowIrreversible: boolean;
  /** SVC_<THING>_ID overrides, keyed by thing in lower case (site, forbidden_site, game, league, ...) */
  fixtureIds: Record<string, number>;
  /** SVC_ROUTE_* overrides of the routes spec/openapi.yaml marks as assumed */
  routeOverrides: Record<string, { method: string; path: string }>;
  /** SVC_MAX_RPS: requests per second across all workers (politeness on shared environments) */
  maxRps?: number;
  /** SVC_TIMEOUT_MS: how long one request may take before it counts as unanswered */
  timeoutMs: number;
  /** SVC_WORKERS: parallel workers of a run (unset: Playwright's count of the config) */
  workers?: number;
  /** SVC_WAIVERS: the waiver file, as given */
  waivers?: string;
  /**
   * SVC_UPLOADED_VIDEOS: the uploaded-video setting of the fixture site, which the interface
   * requires for uploads and cannot show. enabled: a refused upload fails; disabled: an accepted
   * upload fails; unset: a refusal is recorded and the upload checks are skipped with it.
   */
  uploadedVideos?: 'enabled' | 'disabled';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

/** The env file a run reads: SVC_ENV_FILE when set (the CLI's --env-file), else `.env` at the project root. */
function envFileOf(processEnv: Env = process.env, root = PROJECT_ROOT): string {
  const named = processEnv.SVC_ENV_FILE?.trim();
  return named ? resolve(named) : join(root, '.env');
}

/** The environment the suite sees: the env file under the process environment (the environment wins). */
export function loadEnv(processEnv: Env = process.env, root = PROJECT_ROOT): Env {
  const file = envFileOf(processEnv, root);
  if (processEnv.SVC_ENV_FILE?.trim() && !existsSync(file))
    throw new ConfigError(`SVC_ENV_FILE names ${file}, which does not exist`);
  const fromFile = existsSync(file) ? parseDotenv(readFileSync(file)) : {};
  return { ...fromFile, ...processEnv };
}

/** Settings resolved from the environment and the env file: what every consumer starts from. */
export function resolveSettings(processEnv: Env = process.env, root = PROJECT_ROOT): TargetConfig {
  return parseTargetConfig(loadEnv(processEnv, root));
}

/** The SVC_ROUTE_* overrides of an environment; a malformed one is added to `problems`. */
export function parseRouteOverrides(env: Env, problems: string[]): Record<string, { method: string; path: string }> {
  const routeOverrides: Record<string, { method: string; path: string }> = {};
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith(ROUTE_PREFIX) || raw === undefined || raw.trim() === '') continue;
    const route = routeOf(raw);
    if (!route) problems.push(`${name} ${problemOf(settingOf(name).check, raw.trim())}`);
    else routeOverrides[name] = route;
  }
  return routeOverrides;
}

/** The SVC_<THING>_ID of an environment, by thing in lower case; a malformed one is added to `problems`. */
function parseFixtureIds(env: Env, problems: string[]): Record<string, number> {
  const fixtureIds: Record<string, number> = {};
  for (const [name, raw] of Object.entries(env)) {
    const m = FIXTURE_NAME.exec(name);
    if (!m || raw === undefined || raw.trim() === '') continue;
    const problem = problemOf(FIXTURE_CHECK, raw.trim());
    if (problem) problems.push(`${name} ${problem}`);
    else fixtureIds[m[1]!.toLowerCase()] = Number(raw.trim());
  }
  return fixtureIds;
}

export function parseTargetConfig(env: Env): TargetConfig {
  const problems: string[] = [];
  const given = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const embedded = given('SVC_BASE_URL') === undefined;
  const kind: TargetKind = embedded ? 'embedded' : 'external';
  /** A setting's value: as given when its check passes, else its default for this kind of target. */
  const value = (name: string): string | undefined => {
    const setting = settingOf(name);
    const raw = given(name);
    if (raw === undefined) {
      if (setting.requiredForExternal && kind === 'external')
        problems.push(`${name} is required for an external target (SVC_BASE_URL is set)`);
      return setting.default?.[kind];
    }
    const problem = problemOf(setting.check, raw);
    if (problem === undefined) return raw;
    problems.push(`${name} ${problem}`);
    return undefined;
  };
  const number = (name: string): number | undefined => {
    const v = value(name);
    return v === undefined ? undefined : Number(v);
  };

  const baseUrl = value('SVC_BASE_URL')?.replace(/\/+$/, '');
  const accessToken = value('SVC_ACCESS_TOKEN');
  const otherAccessToken = value('SVC_OTHER_ACCESS_TOKEN');
  if (otherAccessToken !== undefined && otherAccessToken === accessToken)
    problems.push(
      'SVC_OTHER_ACCESS_TOKEN is the same as SVC_ACCESS_TOKEN: it must be the credential of another user, one who can read the forbidden site',
    );

  const username = value('SVC_USERNAME');
  const password = value('SVC_PASSWORD');
  const apiToken = value('SVC_API_TOKEN');
  const basicGiven = [username, password, apiToken].filter((v) => v !== undefined).length;
  if (basicGiven > 0 && basicGiven < 3)
    problems.push('SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN go together: set all three or none');

  const mode: Mode = value('SVC_MODE') === 'read-write' ? 'read-write' : 'read-only';
  const allowIrreversible = value('SVC_ALLOW_IRREVERSIBLE') === 'yes';
  const fixtureIds = parseFixtureIds(env, problems);
  const routeOverrides = parseRouteOverrides(env, problems);
  const waivers = value('SVC_WAIVERS');
  const uploads = value('SVC_UPLOADED_VIDEOS');
  const uploadedVideos = uploads === 'enabled' || uploads === 'disabled' ? uploads : undefined;
  const maxRps = number('SVC_MAX_RPS');
  const timeoutMs = number('SVC_TIMEOUT_MS')!; // the table's default when unset
  const workers = number('SVC_WORKERS');

  if (problems.length > 0) {
    throw new ConfigError(
      `The target configuration is not usable (see docs/TARGET.md and .env.example):\n  - ${problems.join('\n  - ')}`,
    );
  }
  return {
    ...(baseUrl !== undefined ? { baseUrl } : {}),
    embedded,
    ...(accessToken !== undefined ? { accessToken } : {}),
    ...(otherAccessToken !== undefined ? { otherAccessToken } : {}),
    ...(username && password && apiToken ? { basic: { username, password, apiToken } } : {}),
    mode,
    allowIrreversible,
    fixtureIds,
    routeOverrides,
    ...(maxRps !== undefined ? { maxRps } : {}),
    timeoutMs,
    ...(workers !== undefined ? { workers } : {}),
    ...(waivers !== undefined ? { waivers } : {}),
    ...(uploadedVideos !== undefined ? { uploadedVideos } : {}),
  };
}
