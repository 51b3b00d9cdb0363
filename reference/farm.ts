// A fault farm: one process serving one reference server per fault, each on its own free port,
// for the kill matrix (scripts/kill-matrix.ts). One process instead of one per fault keeps a
// matrix of a few hundred faults cheap.
//   SVC_FARM_FAULTS  comma list of fault ids (hand-written or generated)
//   SVC_FARM_FAULTS_FILE  a JSON file with the faults instead ([{"id": ...}, ...]: thousands do not fit an environment variable)
//   SVC_FARM_MAP     file to write {"ports": {"<fault id>": <port>, ...}, "control": <port>, "env": {...}} to:
//                    the port of each fault's server, of a control server without a fault, and the .env
//                    lines every one of them would print (main.ts): the same credentials and fixture
//                    ids, as all serve the same seed
// Prints "FARM READY <count>" once every server listens.
import { readFileSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { REFERENCE_CREDENTIALS, REFERENCE_OTHER_USER } from './credentials.ts';
import { forbiddenEnv } from './seed-forbidden.ts';
import { buildServer, serverState, uploadSettingLines } from './server.ts';

/** The .env lines main.ts prints, without the URL (each server has its own port). */
function farmEnv(app: FastifyInstance | undefined): Record<string, string> {
  if (!app) return {};
  const { fixtures } = serverState(app);
  return {
    SVC_ACCESS_TOKEN: REFERENCE_CREDENTIALS.accessToken,
    SVC_OTHER_ACCESS_TOKEN: REFERENCE_OTHER_USER.accessToken,
    SVC_USERNAME: REFERENCE_CREDENTIALS.username,
    SVC_PASSWORD: REFERENCE_CREDENTIALS.password,
    SVC_API_TOKEN: REFERENCE_CREDENTIALS.apiToken,
    SVC_FORBIDDEN_SITE_ID: String(fixtures.forbiddenSiteId),
    SVC_GAME_ID: String(fixtures.gameId),
    SVC_OTHER_GAME_ID: String(fixtures.otherGameId),
    ...uploadSettingLines(serverState(app)),
    SVC_FORBIDDEN_LEAGUE_ID: String(fixtures.forbiddenLeagueId),
    SVC_FORBIDDEN_TEAM_ID: String(fixtures.forbiddenTeamId),
    SVC_FORBIDDEN_NEWS_ARTICLE_ID: String(fixtures.forbiddenNewsArticleId),
    SVC_FORBIDDEN_GAME_ID: String(fixtures.forbiddenGameId),
    ...forbiddenEnv(fixtures),
  };
}

async function main(): Promise<void> {
  const file = process.env.SVC_FARM_FAULTS_FILE;
  const faults = file
    ? (JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: string }>).map((f) => f.id)
    : (process.env.SVC_FARM_FAULTS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
  const mapFile = process.env.SVC_FARM_MAP;
  if (!mapFile) throw new Error('SVC_FARM_MAP is not set');
  const ports: Record<string, number> = {};
  const apps: FastifyInstance[] = [];
  for (const fault of faults) {
    const app = buildServer({
      faults: [fault],
      variations: (process.env.SVC_VARIATIONS ?? '').split(',').filter(Boolean),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    ports[fault] = typeof address === 'object' && address !== null ? address.port : 0;
    apps.push(app);
  }
  // A control server without any fault: global setup discovers the fixtures once, there (every
  // server has the same seed, so the same ids), as a user gives SVC_<THING>_ID to a run.
  const control = buildServer({
    faults: [],
    variations: (process.env.SVC_VARIATIONS ?? '').split(',').filter(Boolean),
  });
  await control.listen({ port: 0, host: '127.0.0.1' });
  apps.push(control);
  const controlAddress = control.server.address();
  const controlPort = typeof controlAddress === 'object' && controlAddress !== null ? controlAddress.port : 0;
  writeFileSync(mapFile, JSON.stringify({ ports, control: controlPort, env: farmEnv(control) }));
  process.stdout.write(`FARM READY ${faults.length}\n`);
  const shutdown = () => {
    void Promise.all(apps.map((a) => a.close())).then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  process.stderr.write(`fault farm: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(2);
});
