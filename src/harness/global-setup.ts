// Runs once before any test, in the runner process. It resolves the target completely and once:
//   1. the settings (src/config/target.ts: environment over the env file, defaults applied);
//   2. for the embedded default, the reference server started through its public entry point,
//      whose printed lines give the URL, the credentials and the ids that cannot be discovered;
//   3. the target must answer, accept the credential and know the fixture ids the user gave;
//      otherwise the run cannot start (exit code 2 with one clear message);
//   4. every fixture is discovered now, before any test writes, so that no fixture is a record
//      this run creates (src/harness/discovery.ts).
// The result reaches the workers through the environment (run-target.ts) and the report through
// the config's metadata. A proof run that starts its own servers (the kill matrix: one per fault,
// tests/kit/kill-matrix-setup.ts) calls `setUpTargets` with them: the one that printed its lines is
// resolved, and each copy takes its fixtures.
import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { request as pwRequest, type FullConfig } from '@playwright/test';
import { FIXTURE_VARIABLES } from '../config/fixture-variables.ts';
import { resolveSettings, type TargetConfig } from '../config/target.ts';
import { ApiClient, DEFAULT_POLICY, type ApiResult, type CallOptions, type Exchange } from './client.ts';
import { discoverFixtures } from './discovery.ts';
import { discoverForbidden } from './discovery-forbidden.ts';
import { startEmbedded, type EmbeddedServer } from './embedded.ts';
import { OperationCatalogue } from './operations.ts';
import { pool } from './pool.ts';
import { Redactor, secretsOf } from './redaction.ts';
import { ReadCache } from './read-sweep.ts';
import { publicTarget, publishTargets, type RunTarget } from './run-target.ts';
import { discoveryTrafficFile, type SvcMetadata } from './run-metadata.ts';

/** Fixture overrides that can be checked with one read, and the read that proves they exist. */
const FIXTURE_CHECKS: Record<string, (id: number) => { operationId: string; options: CallOptions }> = {
  site: (id) => ({ operationId: 'getSite', options: { path: { id } } }),
  league: (id) => ({ operationId: 'getLeague', options: { path: { id } } }),
  league_instance: (id) => ({ operationId: 'getLeagueInstanceTree', options: { path: { id } } }),
  team: (id) => ({ operationId: 'getTeam', options: { path: { id } } }),
  team_instance: (id) => ({ operationId: 'getTeamInstance', options: { path: { id } } }),
  sport: (id) => ({ operationId: 'getSport', options: { path: { id } } }),
  game: (id) => ({ operationId: 'listOfficials', options: { query: { game_id: id } } }),
  subseason: (id) => ({ operationId: 'listDivisionInstances', options: { query: { subseason_id: id } } }),
};

/**
 * Ids the embedded server prints that the run takes: those discovery cannot find (the forbidden
 * site, the games, the site with uploads off, a gallery photo and an uploaded video of the forbidden
 * site), and its site (the uploaded-video setting it prints is that site's). The others are
 * discovered, as on any deployment: the forbidden site's through the second user it prints. The
 * table of settings marks them (src/config/fixture-variables.ts: embedded 'printed').
 */
const EMBEDDED_FIXTURES = FIXTURE_VARIABLES.filter((f) => f.embedded === 'printed').map((f) => f.thing);

class SetupError extends Error {}

function stop(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The settings completed with what the embedded server printed; what the user set explicitly still wins. */
function withEmbedded(settings: TargetConfig, printed: Record<string, string>): TargetConfig & { baseUrl: string } {
  const given = new Set(Object.keys(settings.fixtureIds));
  const fixtureIds = { ...settings.fixtureIds };
  for (const thing of EMBEDDED_FIXTURES) {
    const raw = printed[`SVC_${thing.toUpperCase()}_ID`];
    if (!given.has(thing) && raw && /^\d+$/.test(raw)) fixtureIds[thing] = Number(raw);
  }
  const printedUploads = printed.SVC_UPLOADED_VIDEOS;
  const uploadedVideos =
    settings.uploadedVideos ??
    (printedUploads === 'enabled' || printedUploads === 'disabled' ? printedUploads : undefined);
  const basic =
    printed.SVC_USERNAME && printed.SVC_PASSWORD && printed.SVC_API_TOKEN
      ? { username: printed.SVC_USERNAME, password: printed.SVC_PASSWORD, apiToken: printed.SVC_API_TOKEN }
      : undefined;
  return {
    ...settings,
    baseUrl: printed.SVC_BASE_URL!.replace(/\/+$/, ''),
    ...((settings.accessToken ?? printed.SVC_ACCESS_TOKEN)
      ? { accessToken: settings.accessToken ?? printed.SVC_ACCESS_TOKEN }
      : {}),
    ...((settings.otherAccessToken ?? printed.SVC_OTHER_ACCESS_TOKEN)
      ? { otherAccessToken: settings.otherAccessToken ?? printed.SVC_OTHER_ACCESS_TOKEN }
      : {}),
    ...((settings.basic ?? basic) ? { basic: settings.basic ?? basic } : {}),
    fixtureIds,
    // The embedded server knows the uploaded-video setting of its sites (it prints the fixture site's).
    ...(uploadedVideos ? { uploadedVideos } : {}),
  };
}

/** Checks the target answers and takes the credential, checks the given ids, and discovers the rest. */
async function resolve(
  base: TargetConfig & { baseUrl: string },
  embeddedIds: Set<string>,
  traffic: Exchange[],
): Promise<RunTarget> {
  const context = await pwRequest.newContext();
  try {
    const operations = new OperationCatalogue(base.routeOverrides);
    const redactor = new Redactor(secretsOf(base));
    const credential = base.accessToken
      ? { kind: 'bearer' as const, token: base.accessToken }
      : { kind: 'none' as const };
    const client = new ApiClient(
      context,
      base.baseUrl,
      operations,
      credential,
      'read-only',
      redactor,
      {},
      {
        ...DEFAULT_POLICY,
        timeoutMs: Math.min(base.timeoutMs, 15_000),
        ...(base.maxRps ? { ratePerSecond: base.maxRps } : {}),
      },
    );
    const reads = new ReadCache(client);
    const answer = async (operationId: string, options: CallOptions = {}): Promise<ApiResult> => {
      try {
        return await reads.read(operationId, options);
      } catch (error) {
        const cause =
          error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
        throw new SetupError(`The target ${base.baseUrl} cannot be reached (${cause}); the run could not start.`);
      }
    };
    const siteIndex = await answer('listSites');
    const sites = siteIndex.status;
    if (sites === 401 || sites === 403)
      throw new SetupError(
        `The target refuses the credential: GET ${base.baseUrl}/sites answered ${sites} with SVC_ACCESS_TOKEN; the run could not start.`,
      );
    for (const [thing, id] of Object.entries(base.fixtureIds)) {
      const check = FIXTURE_CHECKS[thing]?.(id);
      if (!check) continue;
      const r = await answer(check.operationId, check.options);
      if (r.status === 404)
        throw new SetupError(
          `SVC_${thing.toUpperCase()}_ID=${id} does not exist on the target (${r.exchange.method} ${new URL(r.exchange.url).pathname}${new URL(r.exchange.url).search} answered 404); the run could not start.`,
        );
    }
    const given = Object.fromEntries(
      Object.entries(base.fixtureIds).map(([thing, id]) => [
        thing,
        { id, source: embeddedIds.has(thing) ? ('embedded' as const) : ('given' as const) },
      ]),
    );
    const fixtures = await discoverFixtures(reads.read, given);
    traffic.push(...reads.takeFresh());
    const other = base.otherAccessToken ? await otherUserReads(client, base) : undefined;
    const secondUser = await discoverForbidden(
      other?.read,
      fixtures,
      siteIndex.list.map((s) => s.id).filter((id): id is number => typeof id === 'number'),
    );
    if (other) traffic.push(...other.takeFresh());
    return { ...base, fixtures, ...(base.otherAccessToken ? { secondUser } : {}) };
  } finally {
    await context.dispose();
  }
}

/** The second user's reads (SVC_OTHER_ACCESS_TOKEN), after a check that the target takes that credential. */
async function otherUserReads(client: ApiClient, base: TargetConfig & { baseUrl: string }): Promise<ReadCache> {
  const reads = new ReadCache(client.as({ kind: 'bearer', token: base.otherAccessToken! }));
  const sites = await reads.read('listSites');
  if (sites.status === 401 || sites.status === 403)
    throw new SetupError(
      `The target refuses the second user's credential: GET ${base.baseUrl}/sites answered ${sites.status} with SVC_OTHER_ACCESS_TOKEN; the run could not start.`,
    );
  return reads;
}

/**
 * Reference servers a proof run started itself before global setup (the kill matrix's fault farm,
 * reference/farm.ts): `printed`, the lines one of them prints as the embedded server does
 * (SVC_BASE_URL and the rest); `copies`, the base URLs of servers with the same seed and credentials.
 * The fixtures are discovered once, on the printed one, and every copy is a target with them, as a
 * user gives the same SVC_<THING>_ID to runs against equal deployments. The discovery's traffic went
 * to no copy, so it is given to no test.
 */
export interface StartedServers {
  printed: Record<string, string>;
  copies: readonly string[];
}

export default function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  return setUpTargets(config);
}

/** Resolves the run's targets (the steps above), or those of servers a proof run started (`started`); returns the teardown. */
export async function setUpTargets(
  config: FullConfig,
  started?: StartedServers,
): Promise<(() => Promise<void>) | undefined> {
  const metadata = config.metadata.svc as SvcMetadata | undefined;
  if (!metadata) throw new Error('playwright config without metadata.svc (see playwright.config.ts)');
  const settings = resolveSettings();
  const traffic: Exchange[] = [];
  let embedded: EmbeddedServer | undefined;
  try {
    const bases: Array<TargetConfig & { baseUrl: string }> = [];
    let embeddedIds = new Set<string>();
    if (started) {
      embeddedIds = new Set(EMBEDDED_FIXTURES.filter((t) => !(t in settings.fixtureIds)));
      bases.push(withEmbedded(settings, started.printed));
    } else if (settings.embedded) {
      embedded = await startEmbedded();
      for (const note of embedded.notes) console.log(`embedded reference server: ${note}`);
      embeddedIds = new Set(EMBEDDED_FIXTURES.filter((t) => !(t in settings.fixtureIds)));
      bases.push(withEmbedded(settings, embedded.env));
    } else {
      bases.push({ ...settings, baseUrl: settings.baseUrl! });
    }
    let targets = await pool(bases, 8, (base) => resolve(base, embeddedIds, traffic));
    if (started) targets = started.copies.map((baseUrl) => ({ ...targets[0]!, baseUrl }));
    const outputDir = config.projects[0]?.outputDir ?? metadata.reportDir;
    publishTargets(targets, join(outputDir, 'resolved-targets.json'));
    if (targets.length === 1) metadata.target = publicTarget(targets[0]!);
    const file = discoveryTrafficFile(outputDir);
    mkdirSync(dirname(file), { recursive: true });
    if (!started) writeFileSync(file, JSON.stringify(traffic));
    else if (existsSync(file)) writeFileSync(file, '[]');
  } catch (error) {
    await embedded?.stop();
    if (error instanceof SetupError) stop(error.message);
    if (error instanceof Error && error.message.startsWith('The embedded reference server did not start'))
      stop(error.message);
    throw error;
  }
  return embedded ? () => embedded!.stop() : undefined;
}
