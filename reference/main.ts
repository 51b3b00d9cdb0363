// Standalone reference server: `npm run reference` (tsx reference/main.ts).
//   PORT            port on 127.0.0.1 (default 4010; 0 picks a free port)
//   SVC_FAULTS      comma list of fault ids (reference/faults.ts)
//   SVC_FAULT_PROBE a file: no fault on, but which route asks about which fault is written there (the kill matrix's reach, fault-probe.ts)
//   SVC_VARIATIONS  comma list of variation ids (reference/variations.ts), `all`, or `random:<seed>`
//   SVC_LATENCY_MS  added delay before every answer, as a far network would add (npm run bench)
//   SVC_SEED_TEAMS, SVC_SEED_TEAM_INSTANCES, SVC_SEED_NEWS_ARTICLES  size of the seeded data (seed.ts)
//   SVC_EXIT_WITH_STDIN=1  exit when standard input closes (the process that started it is gone)
// Once listening it prints .env lines (first the URL) that point the conformance suite at it, then
// the line `# ready`; with variations, `# ` comment lines before them say which are on and what they
// chose (dotenv skips them). This is the server's public entry point: the suite starts its embedded
// target through it and learns the credentials and fixture ids from these lines.
import { REFERENCE_CREDENTIALS, REFERENCE_OTHER_USER } from './credentials.ts';
import { seedOptionsFromEnv } from './seed.ts';
import { forbiddenEnv } from './seed-forbidden.ts';
import { buildServer, serverState, uploadSettingLines } from './server.ts';
import { describeVariations } from './variations/describe.ts';

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

async function main(): Promise<void> {
  const port = process.env.PORT === undefined || process.env.PORT === '' ? 4010 : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${process.env.PORT}`);
  const latencyMs = process.env.SVC_LATENCY_MS ? Number(process.env.SVC_LATENCY_MS) : 0;
  if (!Number.isFinite(latencyMs) || latencyMs < 0)
    throw new Error(`SVC_LATENCY_MS must be a number of milliseconds, not ${process.env.SVC_LATENCY_MS}`);
  const variations = list(process.env.SVC_VARIATIONS);
  const app = buildServer({
    faults: list(process.env.SVC_FAULTS),
    variations,
    seed: seedOptionsFromEnv(),
    latencyMs,
    ...(process.env.SVC_FAULT_PROBE ? { faultProbe: process.env.SVC_FAULT_PROBE } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const { fixtures, ctx } = serverState(app);
  const comments = describeVariations(ctx, variations.join(',')).map((line) => `# ${line}`);
  const lines = [
    ...comments,
    `SVC_BASE_URL=http://127.0.0.1:${actualPort}`,
    `SVC_ACCESS_TOKEN=${REFERENCE_CREDENTIALS.accessToken}`,
    `SVC_OTHER_ACCESS_TOKEN=${REFERENCE_OTHER_USER.accessToken}`,
    `SVC_USERNAME=${REFERENCE_CREDENTIALS.username}`,
    `SVC_PASSWORD=${REFERENCE_CREDENTIALS.password}`,
    `SVC_API_TOKEN=${REFERENCE_CREDENTIALS.apiToken}`,
    `SVC_SITE_ID=${fixtures.siteId}`,
    `SVC_FORBIDDEN_SITE_ID=${fixtures.forbiddenSiteId}`,
    `SVC_FORBIDDEN_LEAGUE_ID=${fixtures.forbiddenLeagueId}`,
    `SVC_FORBIDDEN_TEAM_ID=${fixtures.forbiddenTeamId}`,
    `SVC_FORBIDDEN_NEWS_ARTICLE_ID=${fixtures.forbiddenNewsArticleId}`,
    `SVC_FORBIDDEN_GAME_ID=${fixtures.forbiddenGameId}`,
    `SVC_GAME_ID=${fixtures.gameId}`,
    `SVC_OTHER_GAME_ID=${fixtures.otherGameId}`,
    ...Object.entries(uploadSettingLines(serverState(app))).map(([k, v]) => `${k}=${v}`),
  ];
  // every other kind of record of the forbidden site, for the access check of each operation
  for (const [name, value] of Object.entries(forbiddenEnv(fixtures)))
    if (!lines.some((l) => l.startsWith(`${name}=`))) lines.push(`${name}=${value}`);
  process.stdout.write(`${lines.join('\n')}\n# ready\n`);

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`error while closing after ${signal}: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  if (process.env.SVC_EXIT_WITH_STDIN === '1') {
    process.stdin.on('end', () => shutdown('end of standard input'));
    process.stdin.on('error', () => shutdown('standard input error'));
    process.stdin.resume();
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  process.stderr.write(`reference server: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(2);
});
