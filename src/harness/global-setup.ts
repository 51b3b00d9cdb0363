// Runs once before any test: the target must answer, accept the credential, and know the fixture
// ids the user gave; otherwise the run cannot start (exit code 2 with one clear message, never a
// wall of failing tests).
import type { FullConfig } from '@playwright/test';
import { loadEnv, parseTargetConfig } from '../config/target.ts';
import { embeddedTargetDefaults } from './embedded.ts';

/** Fixture overrides that can be checked with one read, and the read that proves they exist. */
const FIXTURE_CHECKS: Record<string, (id: number) => string> = {
  site: (id) => `/sites/${id}`,
  league: (id) => `/leagues/${id}`,
  league_instance: (id) => `/league_instance_tree/${id}`,
  team: (id) => `/teams/${id}`,
  team_instance: (id) => `/team_instances/${id}`,
  sport: (id) => `/sports/${id}`,
  game: (id) => `/officials?game_id=${id}`,
  subseason: (id) => `/division_instances?subseason_id=${id}`,
};

function stop(message: string): never {
  console.error(message);
  process.exit(2);
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  const parsed = parseTargetConfig(loadEnv());
  const target = parsed.embedded ? embeddedTargetDefaults(parsed) : parsed;
  const baseUrl = (target.baseUrl || (process.env.SVC_PORT ? `http://127.0.0.1:${process.env.SVC_PORT}` : String(config.projects[0]?.use.baseURL ?? ''))).replace(/\/$/, '');
  const headers = { Accept: 'application/json', 'SVC-API-VERSION': '0.1', Authorization: `Bearer ${target.accessToken ?? ''}` };
  const get = async (path: string): Promise<number> => {
    try {
      const r = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(Math.min(target.timeoutMs, 15_000)) });
      await r.arrayBuffer();
      return r.status;
    } catch (error) {
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return stop(`The target ${baseUrl} cannot be reached (${cause}); the run could not start.`);
    }
  };

  const sites = await get('/sites');
  if (sites === 401 || sites === 403) stop(`The target refuses the credential: GET ${baseUrl}/sites answered ${sites} with SVC_ACCESS_TOKEN; the run could not start.`);
  for (const [thing, id] of Object.entries(target.fixtureIds)) {
    const path = FIXTURE_CHECKS[thing]?.(id);
    if (!path) continue;
    const status = await get(path);
    if (status === 404) stop(`SVC_${thing.toUpperCase()}_ID=${id} does not exist on the target (GET ${path} answered 404); the run could not start.`);
  }
}
