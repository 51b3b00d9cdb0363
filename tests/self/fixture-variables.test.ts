// Every fixture variable is named where a user looks (docs/TARGET.md, .env.example, --help), and the
// suite uses no fixture that src/config/fixture-variables.ts does not list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_VARIABLES, variableOf } from '../../src/config/fixture-variables.ts';
import { TARGET_HELP } from '../../src/cli/target-flags.ts';
import { DISCOVERABLE, NAMED_ONLY } from '../../src/harness/discovery.ts';
import { FORBIDDEN_THINGS } from '../../src/harness/discovery-forbidden.ts';
import { sourceFiles } from '../kit/unit-sizes.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';

const listed = new Set(FIXTURE_VARIABLES.map((f) => f.thing));

test('docs/TARGET.md, .env.example and --help name every fixture variable', () => {
  const target = readFileSync(join(PROJECT_ROOT, 'docs', 'TARGET.md'), 'utf8');
  const example = readFileSync(join(PROJECT_ROOT, '.env.example'), 'utf8');
  for (const f of FIXTURE_VARIABLES) {
    const name = variableOf(f.thing);
    assert.ok(target.includes(`\`${name}\``), `docs/TARGET.md names ${name}`);
    assert.ok(example.includes(`${name}=`), `.env.example names ${name}`);
    assert.ok(TARGET_HELP.includes(name), `--help names ${name}`);
  }
  for (const name of ['SVC_OTHER_ACCESS_TOKEN', 'SVC_ACCESS_TOKEN', 'SVC_FORBIDDEN_SITE_ID']) {
    assert.ok(target.includes(`\`${name}\``), `docs/TARGET.md names ${name}`);
    assert.ok(example.includes(`${name}=`), `.env.example names ${name}`);
    assert.ok(TARGET_HELP.includes(name), `--help names ${name}`);
  }
});

test('every fixture discovery finds, the embedded server names or a test asks for is listed', () => {
  const used = new Set<string>([...DISCOVERABLE, ...Object.keys(NAMED_ONLY), ...FORBIDDEN_THINGS]);
  // the things tests name by string: discovery.id('...') and the access tables' forbidden_<thing>
  for (const file of sourceFiles().filter((f) => f.startsWith('tests/conformance/'))) {
    const text = readFileSync(join(PROJECT_ROOT, file), 'utf8');
    for (const m of text.matchAll(/discovery\.id\(\s*'([a-z_]+)'\s*\)|'(forbidden_[a-z_]+)'/g))
      used.add((m[1] ?? m[2])!);
  }
  assert.deepEqual(
    [...used].filter((thing) => !listed.has(thing)).sort(),
    [],
    'fixtures used but not listed in src/config/fixture-variables.ts',
  );
});
