// The contract of docs/TARGET.md: every setting the suite reads, from the process environment
// and a .env file (the environment wins), checked once before any test runs. This is the ONE place
// that turns settings into a target: the Playwright config, global setup, the fixtures and the
// reporter all take the target from here (see src/harness/run-target.ts for what a run resolved).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { PROJECT_ROOT } from '../validation/ajv.ts';

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
export function envFileOf(processEnv: Env = process.env, root = PROJECT_ROOT): string {
  const named = processEnv.SVC_ENV_FILE?.trim();
  return named ? resolve(named) : join(root, '.env');
}

/** The environment the suite sees: the env file under the process environment (the environment wins). */
export function loadEnv(processEnv: Env = process.env, root = PROJECT_ROOT): Env {
  const file = envFileOf(processEnv, root);
  if (processEnv.SVC_ENV_FILE?.trim() && !existsSync(file)) throw new ConfigError(`SVC_ENV_FILE names ${file}, which does not exist`);
  const fromFile = existsSync(file) ? parseDotenv(readFileSync(file)) : {};
  return { ...fromFile, ...processEnv };
}

/** Settings resolved from the environment and the env file: what every consumer starts from. */
export function resolveSettings(processEnv: Env = process.env, root = PROJECT_ROOT): TargetConfig {
  return parseTargetConfig(loadEnv(processEnv, root));
}

const ROUTE_VALUE = /^(GET|PUT|POST|DELETE|PATCH)\s+(\/\S*)$/;

/** The SVC_ROUTE_* overrides of an environment; a malformed one is added to `problems`. */
export function parseRouteOverrides(env: Env, problems: string[]): Record<string, { method: string; path: string }> {
  const routeOverrides: Record<string, { method: string; path: string }> = {};
  for (const [name, raw] of Object.entries(env)) {
    if (!name.startsWith('SVC_ROUTE_') || raw === undefined || raw.trim() === '') continue;
    const m = ROUTE_VALUE.exec(raw.trim());
    if (!m) problems.push(`${name} must look like "PUT /page_elements/{id}/move", got "${raw}"`);
    else routeOverrides[name] = { method: m[1]!, path: m[2]! };
  }
  return routeOverrides;
}

export function parseTargetConfig(env: Env): TargetConfig {
  const problems: string[] = [];
  const value = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };

  const rawBase = value('SVC_BASE_URL');
  let baseUrl: string | undefined;
  if (rawBase !== undefined) {
    try {
      const url = new URL(rawBase);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push(`SVC_BASE_URL must be an http(s) URL, got "${rawBase}"`);
      baseUrl = rawBase.replace(/\/+$/, '');
    } catch {
      problems.push(`SVC_BASE_URL is not a URL: "${rawBase}"`);
    }
  }
  const embedded = rawBase === undefined;

  const accessToken = value('SVC_ACCESS_TOKEN');
  if (!embedded && accessToken === undefined) problems.push('SVC_ACCESS_TOKEN is required for an external target (SVC_BASE_URL is set)');

  const otherAccessToken = value('SVC_OTHER_ACCESS_TOKEN');
  if (otherAccessToken !== undefined && otherAccessToken === accessToken) problems.push('SVC_OTHER_ACCESS_TOKEN is the same as SVC_ACCESS_TOKEN: it must be the credential of another user, one who can read the forbidden site');

  const username = value('SVC_USERNAME');
  const password = value('SVC_PASSWORD');
  const apiToken = value('SVC_API_TOKEN');
  const basicGiven = [username, password, apiToken].filter((v) => v !== undefined).length;
  if (basicGiven > 0 && basicGiven < 3) problems.push('SVC_USERNAME, SVC_PASSWORD and SVC_API_TOKEN go together: set all three or none');

  const rawMode = value('SVC_MODE');
  let mode: Mode = embedded ? 'read-write' : 'read-only';
  if (rawMode !== undefined) {
    if (rawMode === 'read-only' || rawMode === 'read-write') mode = rawMode;
    else problems.push(`SVC_MODE must be read-only or read-write, got "${rawMode}"`);
  }

  const rawIrreversible = value('SVC_ALLOW_IRREVERSIBLE');
  let allowIrreversible = embedded;
  if (rawIrreversible !== undefined) {
    if (rawIrreversible === 'yes' || rawIrreversible === 'no') allowIrreversible = rawIrreversible === 'yes';
    else problems.push(`SVC_ALLOW_IRREVERSIBLE must be yes or no, got "${rawIrreversible}"`);
  }

  const fixtureIds: Record<string, number> = {};
  for (const [name, raw] of Object.entries(env)) {
    const m = /^SVC_([A-Z_]+)_ID$/.exec(name);
    if (!m || raw === undefined || raw.trim() === '') continue;
    if (!/^\d+$/.test(raw.trim())) {
      problems.push(`${name} must be a positive integer id, got "${raw}"`);
      continue;
    }
    fixtureIds[m[1]!.toLowerCase()] = Number(raw.trim());
  }

  const routeOverrides = parseRouteOverrides(env, problems);

  const positive = (name: string): number | undefined => {
    const raw = value(name);
    if (raw === undefined) return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0) {
      problems.push(`${name} must be a positive number, got "${raw}"`);
      return undefined;
    }
    return n;
  };
  const waivers = value('SVC_WAIVERS');
  const rawUploads = value('SVC_UPLOADED_VIDEOS');
  if (rawUploads !== undefined && rawUploads !== 'enabled' && rawUploads !== 'disabled') problems.push(`SVC_UPLOADED_VIDEOS must be enabled or disabled, got "${rawUploads}"`);
  const uploadedVideos = rawUploads === 'enabled' || rawUploads === 'disabled' ? rawUploads : undefined;
  const maxRps = positive('SVC_MAX_RPS');
  const timeoutMs = positive('SVC_TIMEOUT_MS') ?? 30_000;

  if (problems.length > 0) {
    throw new ConfigError(`The target configuration is not usable (see docs/TARGET.md and .env.example):\n  - ${problems.join('\n  - ')}`);
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
    ...(waivers !== undefined ? { waivers } : {}),
    ...(uploadedVideos !== undefined ? { uploadedVideos } : {}),
  };
}
