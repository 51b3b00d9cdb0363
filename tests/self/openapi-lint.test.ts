// The two maintained OpenAPI linters report no errors on spec/openapi.yaml.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { PROJECT_ROOT } from '../../src/paths.ts';

function run(args: string[]) {
  const result = spawnSync('npx', ['--no-install', ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
}

test('spectral lint (spectral:oas) reports no errors', () => {
  const { code, output } = run([
    'spectral',
    'lint',
    '--fail-severity',
    'error',
    '--ruleset',
    '.spectral.yaml',
    'spec/openapi.yaml',
  ]);
  assert.equal(code, 0, output);
  assert.doesNotMatch(output, /\b[1-9]\d* errors?\b/, output);
});

test('redocly lint (recommended) reports no errors', () => {
  const { code, output } = run(['redocly', 'lint', '--config', 'redocly.yaml', 'spec/openapi.yaml']);
  assert.equal(code, 0, output);
  assert.match(output, /valid|Woohoo/i, output);
});
