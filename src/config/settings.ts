// The table of settings: every variable a run reads, each declared once with its flag, its line in
// .env.example, its value or effect when unset on each kind of target, its check and its texts.
// Target resolution (target.ts) takes names, defaults and checks from here, the CLI its flags and
// `--help` (src/cli/target-flags.ts); `npm run settings-docs -- --write` writes docs/TARGET.md's
// tables, .env.example and the README's settings tables from it, and tests/self/settings.test.ts
// fails when they differ. The fixture rows (SVC_<THING>_ID) are src/config/fixture-variables.ts.
import { FIXTURE_VARIABLES, variableOf, type FixtureVariable } from './fixture-variables.ts';

/** external: SVC_BASE_URL names a deployment; embedded: the suite starts the reference server. */
export type TargetKind = 'external' | 'embedded';
type PerTarget<T> = Readonly<Record<TargetKind, T>>;

/** How a value is checked: the same check for the variable and for its flag. */
export type Check =
  | { kind: 'text' }
  | { kind: 'secret' } // a credential: redacted in every report; its flag shows in process lists
  | { kind: 'url' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'id' }
  | { kind: 'positive' }
  | { kind: 'count' }
  | { kind: 'path' }
  | { kind: 'route' };

export type SettingGroup = 'target' | 'credentials' | 'deployment' | 'routes' | 'files' | 'politeness' | 'fixtures';

export interface SettingFlag {
  /** --<name> */
  name: string;
  /** the value's placeholder in --help (<url>); none: a switch, which sets the variable to `sets` */
  arg?: string;
  sets?: string;
  /** svc-conformance only: with neither the flag nor the variable, this file or folder of the caller's folder (only when it exists, if so marked) */
  callerFolder?: { path: string; onlyIfExists: boolean };
}

export interface Setting {
  /** the variable; a family is written with its placeholder (SVC_ROUTE_<OPERATION>) */
  variable: string;
  group: SettingGroup;
  check: Check;
  flag?: SettingFlag;
  /** what it is, one line: --help, .env.example, the README */
  help: string;
  /** what it enables, in full (docs/TARGET.md); else `help` */
  enables?: string;
  /** the value a run takes when it is not set */
  default?: PerTarget<string>;
  /** what happens when it is not set (after the default, when there is one) */
  unset?: string | PerTarget<string>;
  /** an external target needs it: the run stops before any test (exit 2) without it */
  requiredForExternal?: true;
  /** the value on its commented line in .env.example; false: read from the environment only, never from the env file */
  envFile: string | false;
  /** a fixture row: the entry of fixture-variables.ts it comes from */
  fixture?: FixtureVariable;
}

/** The families: SVC_ROUTE_<OPERATION> (spec/openapi.yaml names each), SVC_<THING>_ID (any thing is read; the listed ones are rows). */
export const ROUTE_PREFIX = 'SVC_ROUTE_';
export const ROUTE_FAMILY = `${ROUTE_PREFIX}<OPERATION>`;
export const FIXTURE_NAME = /^SVC_([A-Z_]+)_ID$/;

/** The embedded server's own credentials, printed when it starts and taken by the run. */
const PRINTED_CREDENTIAL = { external: '', embedded: 'its own, which it prints when it starts' } as const;
const BASIC_UNSET = {
  external: 'the gallery, gallery photo and uploaded video checks are skipped with the reason',
  embedded: PRINTED_CREDENTIAL.embedded,
} as const;

const SETTINGS_BUT_FIXTURES: readonly Setting[] = [
  {
    variable: 'SVC_BASE_URL',
    group: 'target',
    check: { kind: 'url' },
    flag: { name: 'base-url', arg: '<url>' },
    help: 'the deployment under test',
    enables:
      'base URL of the deployment under test, e.g. `https://api.staging.example.org`; setting it is what makes the target external',
    unset: 'the suite starts the embedded reference server on a free loopback port and targets it',
    envFile: 'https://api.staging.example.org',
  },
  {
    variable: 'SVC_ACCESS_TOKEN',
    group: 'credentials',
    check: { kind: 'secret' },
    flag: { name: 'token', arg: '<token>' },
    help: 'bearer credential of the user under test',
    enables:
      'bearer credential of the user under test (`Authorization: Bearer ...`); redacted everywhere (`$SVC_ACCESS_TOKEN`)',
    requiredForExternal: true,
    unset: PRINTED_CREDENTIAL,
    envFile: '',
  },
  {
    variable: 'SVC_OTHER_ACCESS_TOKEN',
    group: 'credentials',
    check: { kind: 'secret' },
    flag: { name: 'other-token', arg: '<token>' },
    help:
      "bearer credential of a second user, one who can read the forbidden site and none of the first user's sites: " +
      "discovery finds that site's records with it (reads only), and the first user's records are tried with it " +
      '(refused reads; refused update and delete)',
    enables:
      "bearer credential of a second user: one who can read the forbidden site and none of the first user's sites " +
      '(it must differ from `SVC_ACCESS_TOKEN`). Discovery reads the forbidden site with it (reads only, in every mode) to find ' +
      "the records the access checks try; the first user's records are tried with it (reads refused; in read-write mode an " +
      'update and a delete of records the run made, each refused and changing nothing). It sends no write a conforming ' +
      'deployment would serve, and is redacted everywhere (`$SVC_OTHER_ACCESS_TOKEN`)',
    unset: {
      external:
        "the forbidden site's records must be given one by one (`SVC_FORBIDDEN_<THING>_ID`), else those access checks " +
        "are skipped; the first user's records are not tried by another user",
      embedded: 'its second user, which it prints when it starts',
    },
    envFile: '',
  },
  {
    variable: 'SVC_USERNAME',
    group: 'credentials',
    check: { kind: 'text' },
    flag: { name: 'username', arg: '<name>' },
    help:
      'HTTP basic user name for the gallery, gallery photo and uploaded video endpoints (with SVC_PASSWORD and ' +
      'SVC_API_TOKEN: all three or none)',
    unset: BASIC_UNSET,
    envFile: '',
  },
  {
    variable: 'SVC_PASSWORD',
    group: 'credentials',
    check: { kind: 'secret' },
    flag: { name: 'password', arg: '<password>' },
    help: 'HTTP basic password of SVC_USERNAME (all three or none)',
    unset: BASIC_UNSET,
    envFile: '',
  },
  {
    variable: 'SVC_API_TOKEN',
    group: 'credentials',
    check: { kind: 'secret' },
    flag: { name: 'api-token', arg: '<token>' },
    help: 'the SVC-API-TOKEN header sent with the basic credentials (all three or none)',
    unset: BASIC_UNSET,
    envFile: '',
  },
  {
    variable: 'SVC_MODE',
    group: 'target',
    check: { kind: 'choice', values: ['read-only', 'read-write'] },
    flag: { name: 'mode', arg: '<mode>' },
    help:
      'read-only (no POST, PUT or DELETE at all) or read-write (the run creates its own records and deletes every one ' +
      'the interface can delete before it ends)',
    default: { external: 'read-only', embedded: 'read-write' },
    envFile: 'read-only',
  },
  {
    variable: 'SVC_ALLOW_IRREVERSIBLE',
    group: 'target',
    check: { kind: 'choice', values: ['yes', 'no'] },
    flag: { name: 'allow-irreversible', sets: 'yes' },
    help:
      'yes lets a read-write run also create records the interface offers no delete for (pages, officials, links of ' +
      'news articles to games)',
    enables:
      '`yes` lets a read-write run also create records the interface offers no delete for (pages, officials, links ' +
      'of news articles to games); each carries the run tag in its name and is listed in the report as residue',
    default: { external: 'no', embedded: 'yes' },
    unset: { external: 'those checks are skipped with the reason', embedded: '' },
    envFile: 'no',
  },
  {
    variable: 'SVC_UPLOADED_VIDEOS',
    group: 'deployment',
    check: { kind: 'choice', values: ['enabled', 'disabled'] },
    flag: { name: 'uploaded-videos', arg: '<value>' },
    help:
      "the fixture site's uploaded-video setting, which uploads need and the interface cannot show: enabled (a " +
      'refused upload fails) or disabled (an accepted upload fails)',
    unset: {
      external: 'a refused upload is recorded and the upload checks are skipped with it',
      embedded: "its fixture site's, which it prints when it starts",
    },
    envFile: 'enabled',
  },
  {
    variable: ROUTE_FAMILY,
    group: 'routes',
    check: { kind: 'route' },
    help: 'the route of an operation the interface does not show, as METHOD /path with {id} where the record id goes',
    enables:
      'the route of an operation the interface does not show, as `METHOD /path` with `{id}` where the record id ' +
      'goes; one variable per operation, named in `spec/openapi.yaml` (`x-svc-assumed`) and listed below',
    unset: 'the route `spec/openapi.yaml` assumes (`x-svc-assumed`)',
    envFile: '',
  },
  {
    variable: 'SVC_WAIVERS',
    group: 'files',
    check: { kind: 'path' },
    flag: { name: 'waivers', arg: '<file>' },
    help: 'known deviations carried as waivers (YAML: a list of id, reason, ticket, expires YYYY-MM-DD)',
    unset: 'no waiver',
    envFile: 'conformance-waivers.yaml',
  },
  {
    variable: 'SVC_MAX_RPS',
    group: 'politeness',
    check: { kind: 'positive' },
    help: 'a cap on requests per second across all workers (politeness on shared environments)',
    unset: 'no cap',
    envFile: '20',
  },
  {
    variable: 'SVC_TIMEOUT_MS',
    group: 'politeness',
    check: { kind: 'positive' },
    help: 'how long one request may take, in milliseconds, before it counts as unanswered',
    default: { external: '30000', embedded: '30000' },
    envFile: '30000',
  },
  {
    variable: 'SVC_WORKERS',
    group: 'politeness',
    check: { kind: 'count' },
    help: 'parallel workers (processes) of a run (`run --workers` wins)',
    unset: 'one per core, at least 2',
    envFile: '4',
  },
  {
    variable: 'SVC_ENV_FILE',
    group: 'files',
    check: { kind: 'path' },
    flag: { name: 'env-file', arg: '<file>', callerFolder: { path: '.env', onlyIfExists: true } },
    help: 'the env file to read, under the environment',
    envFile: false,
    unset:
      'svc-conformance: `.env` of the current folder, when there is one; ' +
      'npm run conformance: `.env` at the project root, when there is one',
  },
  {
    variable: 'SVC_REPORT_DIR',
    group: 'files',
    check: { kind: 'path' },
    flag: { name: 'reports', arg: '<dir>', callerFolder: { path: 'reports', onlyIfExists: false } },
    help: 'where the reports go',
    envFile: false,
    unset: 'svc-conformance: `reports` of the current folder; npm run conformance: `reports` at the project root',
  },
];

/** Every SVC_<THING>_ID is a positive integer id (a thing the table does not list too: it is read, and goes unused). */
export const FIXTURE_CHECK: Check = { kind: 'id' };

/** A fixture row: SVC_<THING>_ID; --<thing>-id for the few most runs give. */
function fixtureSetting(f: FixtureVariable): Setting {
  return {
    variable: variableOf(f.thing),
    group: 'fixtures',
    check: FIXTURE_CHECK,
    ...(f.flag ? { flag: { name: `${f.thing.replace(/_/g, '-')}-id`, arg: '<id>' } } : {}),
    help: f.names,
    enables: f.enables,
    unset: f.embedded === 'printed' ? { external: f.unset, embedded: 'the id it prints when it starts' } : f.unset,
    envFile: '',
    fixture: f,
  };
}

export const SETTINGS: readonly Setting[] = [...SETTINGS_BUT_FIXTURES, ...FIXTURE_VARIABLES.map(fixtureSetting)];

const BY_VARIABLE = new Map(SETTINGS.map((s) => [s.variable, s]));

/** The row of a variable (a route variable: the SVC_ROUTE_<OPERATION> row; fixture variables are read by FIXTURE_NAME). */
export function settingOf(variable: string): Setting {
  const setting =
    BY_VARIABLE.get(variable) ?? (variable.startsWith(ROUTE_PREFIX) ? BY_VARIABLE.get(ROUTE_FAMILY) : undefined);
  if (!setting) throw new Error(`${variable} is not a setting of src/config/settings.ts`);
  return setting;
}

const ROUTE_VALUE = /^(GET|PUT|POST|DELETE|PATCH)\s+(\/\S*)$/;

/** A route value (METHOD /path), or undefined when it is not one. */
export function routeOf(value: string): { method: string; path: string } | undefined {
  const m = ROUTE_VALUE.exec(value.trim());
  return m ? { method: m[1]!, path: m[2]! } : undefined;
}

/** What is wrong with a value ("must be read-only or read-write, got \"x\""), or undefined when its check passes. */
export function problemOf(check: Check, value: string): string | undefined {
  const got = `got "${value}"`;
  switch (check.kind) {
    case 'url': {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return `is not a URL: "${value}"`;
      }
      return url.protocol === 'http:' || url.protocol === 'https:' ? undefined : `must be an http(s) URL, ${got}`;
    }
    case 'choice':
      return check.values.includes(value) ? undefined : `must be ${check.values.join(' or ')}, ${got}`;
    case 'id':
      return /^\d+$/.test(value) && Number(value) >= 1 ? undefined : `must be a positive integer id, ${got}`;
    case 'positive':
      return Number.isFinite(Number(value)) && Number(value) > 0 ? undefined : `must be a positive number, ${got}`;
    case 'count':
      return /^\d+$/.test(value) && Number(value) >= 1 ? undefined : `must be a whole number of at least 1, ${got}`;
    case 'route':
      return routeOf(value) ? undefined : `must look like "PUT /page_elements/{id}/move", ${got}`;
    default:
      return undefined;
  }
}

/**
 * The SVC_ variables of this repository that are not settings of a run, and why. A self-test fails
 * when a source file names an SVC_ variable that is neither a setting above nor listed here.
 */
export const NOT_SETTINGS: Readonly<Record<string, string>> = {
  // The reference server's own switches (reference/main.ts, farm.ts, seed.ts say what each does):
  // read by the server process, never by the suite, and no part of the contract with a deployment.
  SVC_FAULTS: 'the reference server: deliberate faults (svc-conformance reference --faults)',
  SVC_VARIATIONS:
    'the reference server: legal choices where the interface is silent (svc-conformance reference --variations)',
  SVC_LATENCY_MS: 'the reference server: a delay before every answer (npm run bench)',
  SVC_SEED_TEAMS: 'the reference server: size of the seeded data (npm run bench)',
  SVC_SEED_TEAM_INSTANCES: 'the reference server: size of the seeded data (npm run bench)',
  SVC_SEED_NEWS_ARTICLES: 'the reference server: size of the seeded data (npm run bench)',
  SVC_FAULT_PROBE: "the reference server: which route asks about which fault (the kill matrix's reach)",
  SVC_EXIT_WITH_STDIN:
    'the reference server: exit when the run that started it is gone (set by src/harness/embedded.ts)',
  SVC_FARM_FAULTS: "the kill matrix's farm of reference servers (reference/farm.ts)",
  SVC_FARM_FAULTS_FILE: "the kill matrix's farm of reference servers (reference/farm.ts)",
  SVC_FARM_MAP: "the kill matrix's farm of reference servers (reference/farm.ts)",
  // Hand-offs inside one run, set by the run itself.
  SVC_RUN_TAG: 'the run tag: playwright.config.ts sets it for the workers and the reporter',
  SVC_RESOLVED_TARGETS_FILE: 'global setup hands the resolved target to the workers (src/harness/run-target.ts)',
  SVC_RESOLVED_CREDENTIALS: 'global setup hands the credentials to the workers (src/harness/run-target.ts)',
  SVC_PLAN: 'svc-conformance plan runs the suite with it: no test sends a request (src/harness/plan-mode.ts)',
  // Switches of the self-tests and measurements (tests/, scripts/).
  SVC_QUIET_CHECKS: 'self-tests: the reporter prints no line per check',
  SVC_REPLAY_RECORD: 'npm run bench: each worker records its requests for the replay',
  SVC_KILL_FAULTS_FILE: 'the kill matrix: the faults of its run',
  SVC_KILL_JSON: 'the kill matrix: where Playwright writes its results',
  SVC_KILL_CHUNK: 'the kill matrix: faults per Playwright run',
  SVC_KILL_WORKERS: 'the kill matrix: its parallel runs',
  SVC_FUZZ_COUNT: 'tests/self/fuzz.test.ts',
  SVC_FUZZ_FAILURES: 'tests/self/fuzz.test.ts',
  SVC_FUZZ_FAULTS: 'tests/self/fuzz.test.ts',
  SVC_FUZZ_SEED: 'tests/self/fuzz.test.ts',
  // Names that are not variables the suite reads.
  SVC_ANNOTATION_KEYWORDS: 'a constant of src/validation/ajv.ts',
  SVC_FORBIDDEN_NEWS_TAG_ID:
    "not read: the second user's discovery writes SVC_FORBIDDEN_PAGE_NODE_ID in its reasons instead",
  SVC_FORBIDDEN_DIVISION_ID:
    'printed by the reference server; the suite has no such fixture (it reads SVC_FORBIDDEN_DIVISION_INSTANCE_ID)',
};
