// The flags that point a command at a deployment: the variables of TARGET.md, one flag each. A flag
// wins over the environment, which wins over the env file (--env-file, else ./.env of the caller).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fixtureHelp } from '../config/fixture-variables.ts';
import { oneOf, str, url, whole, type Parsed } from './args.ts';

/** parseArgs options of the target flags. */
export const TARGET_OPTIONS = {
  'base-url': { type: 'string' },
  token: { type: 'string' },
  'other-token': { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  'api-token': { type: 'string' },
  mode: { type: 'string' },
  'allow-irreversible': { type: 'boolean' },
  'site-id': { type: 'string' },
  'forbidden-site-id': { type: 'string' },
  'game-id': { type: 'string' },
  'other-game-id': { type: 'string' },
  'uploaded-videos': { type: 'string' },
  waivers: { type: 'string' },
  'env-file': { type: 'string' },
  reports: { type: 'string' },
} as const;

export const TARGET_HELP = `Target (each flag wins over its variable, which wins over the env file):
  --base-url <url>          SVC_BASE_URL: the deployment (unset: the embedded reference server)
  --token <token>           SVC_ACCESS_TOKEN: bearer credential (prefer the variable: flags show in process lists)
  --other-token <token>     SVC_OTHER_ACCESS_TOKEN: bearer credential of a second user, one who can read the
                            forbidden site: discovery finds that site's records with it (reads only), and the
                            first user's records are tried with it (refused reads; refused update and delete)
  --username <name>         SVC_USERNAME  } basic credentials plus the SVC-API-TOKEN header,
  --password <password>     SVC_PASSWORD  } for the gallery, gallery photo and uploaded video
  --api-token <token>       SVC_API_TOKEN } endpoints (all three or none)
  --mode <mode>             SVC_MODE: read-only (no POST, PUT or DELETE) or read-write
  --allow-irreversible      SVC_ALLOW_IRREVERSIBLE=yes: may create what the interface cannot delete
  --site-id <id>            SVC_SITE_ID: a site the user can access
  --forbidden-site-id <id>  SVC_FORBIDDEN_SITE_ID: a site that exists but the user cannot access
  --game-id <id>            SVC_GAME_ID: a game of that site
  --other-game-id <id>      SVC_OTHER_GAME_ID: a second game of that site (an official is moved to it)
  --uploaded-videos <s>     SVC_UPLOADED_VIDEOS: enabled or disabled, the site's uploaded-video setting
  --waivers <file>          SVC_WAIVERS: known deviations (YAML: id, reason, ticket, expires)
  --env-file <file>         the env file to read (default: .env of the current folder, when there is one)
  --reports <dir>           where the reports go (default: ./reports of the current folder)
  SVC_ROUTE_*, SVC_MAX_RPS, SVC_TIMEOUT_MS, SVC_WORKERS: as variables (docs/TARGET.md).
Fixtures (SVC_<THING>_ID, as variables or env file lines; a given id wins over discovery):
${fixtureHelp()}`;

/** The environment a command runs with: the caller's, the flags over it, the env file and report folder named. */
export function targetEnv(values: Parsed['values'], cwd = process.cwd(), base: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(base)) if (v !== undefined) env[k] = v;
  const set = (name: string, value: string | undefined): void => { if (value !== undefined) env[name] = value; };
  set('SVC_BASE_URL', url('base-url', values['base-url']));
  set('SVC_ACCESS_TOKEN', str(values.token));
  set('SVC_OTHER_ACCESS_TOKEN', str(values['other-token']));
  set('SVC_USERNAME', str(values.username));
  set('SVC_PASSWORD', str(values.password));
  set('SVC_API_TOKEN', str(values['api-token']));
  set('SVC_MODE', oneOf('mode', values.mode, ['read-only', 'read-write']));
  if (values['allow-irreversible'] === true) env.SVC_ALLOW_IRREVERSIBLE = 'yes';
  set('SVC_SITE_ID', whole('site-id', values['site-id']));
  set('SVC_FORBIDDEN_SITE_ID', whole('forbidden-site-id', values['forbidden-site-id']));
  set('SVC_GAME_ID', whole('game-id', values['game-id']));
  set('SVC_OTHER_GAME_ID', whole('other-game-id', values['other-game-id']));
  set('SVC_UPLOADED_VIDEOS', oneOf('uploaded-videos', values['uploaded-videos'], ['enabled', 'disabled']));
  const waivers = str(values.waivers);
  if (waivers !== undefined) env.SVC_WAIVERS = resolve(cwd, waivers);
  const envFile = str(values['env-file']);
  if (envFile !== undefined) env.SVC_ENV_FILE = resolve(cwd, envFile);
  else if (!env.SVC_ENV_FILE && existsSync(resolve(cwd, '.env'))) env.SVC_ENV_FILE = resolve(cwd, '.env');
  env.SVC_REPORT_DIR = resolve(cwd, str(values.reports) ?? env.SVC_REPORT_DIR ?? 'reports');
  return env;
}
