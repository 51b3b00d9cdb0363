// The table of settings (src/config/settings.ts) is the one declaration of each setting: the docs
// it writes are committed as it writes them, target resolution and the flags take their names,
// defaults and checks from it, and no source file names an SVC_ variable the table does not know.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { FIXTURE_VARIABLES } from '../../src/config/fixture-variables.ts';
import {
  FIXTURE_NAME,
  NOT_SETTINGS,
  ROUTE_FAMILY,
  SETTINGS,
  type Check,
  type Setting,
} from '../../src/config/settings.ts';
import { ConfigError, parseTargetConfig, type Env } from '../../src/config/target.ts';
import { UsageError } from '../../src/cli/args.ts';
import { TARGET_HELP, TARGET_OPTIONS, targetEnv } from '../../src/cli/target-flags.ts';
import { DISCOVERABLE, NAMED_ONLY } from '../../src/harness/discovery.ts';
import { FORBIDDEN_THINGS } from '../../src/harness/discovery-forbidden.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { routeVariables, settingsDocuments } from '../kit/settings-docs.ts';
import { sourceFiles } from '../kit/unit-sizes.ts';

const EXTERNAL: Env = { SVC_BASE_URL: 'https://api.example.org', SVC_ACCESS_TOKEN: 'token-of-the-user' };

test('docs/TARGET.md, the README and .env.example are what the table writes', () => {
  for (const { file, current, written } of settingsDocuments()) {
    const name = relative(PROJECT_ROOT, file);
    assert.equal(
      current,
      written,
      `${name} differs from what src/config/settings.ts writes: run \`npm run settings-docs -- --write\` and commit it`,
    );
  }
});

test('every SVC_ variable a source file names is a setting, or is listed as not one with the reason', () => {
  const routes = new Set(routeVariables().map((r) => r.variable));
  const fixtures = new Set(FIXTURE_VARIABLES.map((f) => f.thing));
  const known = (name: string): boolean =>
    SETTINGS.some((s) => s.variable === name) ||
    routes.has(name) ||
    name in NOT_SETTINGS ||
    fixtures.has(FIXTURE_NAME.exec(name)?.[1]?.toLowerCase() ?? '');
  const named = new Map<string, string>();
  for (const file of sourceFiles().filter((f) => f !== 'src/config/settings.ts')) {
    for (const m of readFileSync(join(PROJECT_ROOT, file), 'utf8').matchAll(/\bSVC_[A-Z0-9_]*[A-Z0-9]\b/g))
      if (!named.has(m[0])) named.set(m[0], file);
  }
  assert.deepEqual(
    [...named].filter(([name]) => !known(name)).map(([name, file]) => `${name} (${file})`),
    [],
    'named but neither a setting of src/config/settings.ts nor in its NOT_SETTINGS',
  );
  assert.deepEqual(
    Object.keys(NOT_SETTINGS).filter((name) => !named.has(name)),
    [],
    'NOT_SETTINGS lists names no source file uses any more',
  );
});

test('every fixture the table lists is one the suite reads (none documented and left unread)', () => {
  const used = new Set<string>([...DISCOVERABLE, ...Object.keys(NAMED_ONLY), ...FORBIDDEN_THINGS]);
  assert.deepEqual(
    FIXTURE_VARIABLES.map((f) => f.thing).filter((thing) => !used.has(thing)),
    [],
  );
});

/** The variable a row is given as (a family: its first member). */
const nameOf = (s: Setting): string => (s.variable === ROUTE_FAMILY ? routeVariables()[0]!.variable : s.variable);

const GOOD: Record<Check['kind'], (check: Check) => string> = {
  text: () => 'someone',
  secret: () => 'a-secret',
  url: () => 'https://other.example.org',
  id: () => '7',
  positive: () => '2.5',
  count: () => '3',
  path: () => 'some/file.yaml',
  route: () => 'PUT /elsewhere/{id}',
  choice: (c) => (c.kind === 'choice' ? c.values.at(-1)! : ''),
};

test('target resolution takes each default from the table, for each kind of target', () => {
  for (const s of SETTINGS.filter((row) => row.default)) {
    for (const [kind, base] of [
      ['embedded', {}],
      ['external', EXTERNAL],
    ] as const) {
      const value = s.default![kind];
      assert.deepEqual(
        parseTargetConfig(base),
        parseTargetConfig({ ...base, [s.variable]: value }),
        `${s.variable} unset on an ${kind} target is ${value}`,
      );
    }
  }
  for (const s of SETTINGS.filter((row) => row.requiredForExternal)) {
    const without: Env = { ...EXTERNAL, [s.variable]: undefined };
    assert.throws(() => parseTargetConfig(without), new RegExp(`${s.variable} is required for an external target`));
    assert.doesNotThrow(
      () => parseTargetConfig({ [s.variable]: undefined }),
      `${s.variable} is not required by the embedded server`,
    );
  }
});

test('a value its check refuses stops resolution with a message naming the variable, and its flag with one naming the flag', () => {
  for (const s of SETTINGS.filter((row) => !['text', 'secret', 'path'].includes(row.check.kind))) {
    const name = nameOf(s);
    const namesVariable = (e: unknown): boolean => e instanceof ConfigError && e.message.includes(`- ${name} `);
    assert.throws(() => parseTargetConfig({ ...EXTERNAL, [name]: 'not-valid' }), namesVariable, name);
    assert.doesNotThrow(() => parseTargetConfig({ ...EXTERNAL, [name]: GOOD[s.check.kind](s.check) }), name);
    const flag = s.flag;
    if (!flag?.arg) continue;
    const namesFlag = (e: unknown): boolean => e instanceof UsageError && e.message.startsWith(`--${flag.name} `);
    assert.throws(() => targetEnv({ [flag.name]: 'not-valid' }, '/tmp', {}), namesFlag, flag.name);
  }
});

test('each flag of the table sets its variable; the flags are those of the table, and --help names each flag and variable', () => {
  const flagged = SETTINGS.filter((s) => s.flag);
  assert.deepEqual(Object.keys(TARGET_OPTIONS).sort(), flagged.map((s) => s.flag!.name).sort());
  for (const s of flagged) {
    const given = s.flag!.arg ? GOOD[s.check.kind](s.check) : true;
    const env = targetEnv({ [s.flag!.name]: given }, '/tmp', {});
    const expected = s.flag!.sets ?? (s.check.kind === 'path' ? resolve('/tmp', String(given)) : given);
    assert.equal(env[s.variable], expected, `--${s.flag!.name} sets ${s.variable}`);
    assert.ok(TARGET_HELP.includes(`--${s.flag!.name}`), `--help names --${s.flag!.name}`);
  }
  for (const s of SETTINGS) assert.ok(TARGET_HELP.includes(s.variable), `--help names ${s.variable}`);
  const defaults = targetEnv({}, '/nowhere', {});
  assert.equal(defaults.SVC_REPORT_DIR, '/nowhere/reports', 'the report folder defaults to ./reports of the caller');
  assert.equal(defaults.SVC_ENV_FILE, undefined, "no env file is named when the caller's folder has none");
});
