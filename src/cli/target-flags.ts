// The flags that point a command at a deployment, and their --help: one flag for each setting of the
// table that has one (src/config/settings.ts), checked as its variable is. A flag wins over the
// environment, which wins over the env file (--env-file, else ./.env of the caller).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SETTINGS, problemOf, type Setting, type SettingFlag } from '../config/settings.ts';
import { UsageError, type Parsed } from './args.ts';

type FlaggedSetting = Setting & { flag: SettingFlag };
const FLAGGED = SETTINGS.filter((s): s is FlaggedSetting => s.flag !== undefined);

/** parseArgs options of the target flags. */
export const TARGET_OPTIONS: Record<string, { type: 'string' | 'boolean' }> = Object.fromEntries(
  FLAGGED.map((s) => [s.flag.name, { type: s.flag.arg === undefined ? 'boolean' : 'string' }]),
);

const WIDTH = 110;

/** `left` then `text` in a column from `column`, wrapped at WIDTH. */
function helpLine(left: string, text: string, column: number): string {
  const lines: string[] = [];
  let line = `  ${left}`.padEnd(column);
  for (const word of text.split(' ')) {
    if (line.length + word.length + 1 > WIDTH && line.trim().length > left.length) {
      lines.push(line.trimEnd());
      line = ' '.repeat(column);
    }
    line += line.endsWith(' ') ? word : ` ${word}`;
  }
  lines.push(line.trimEnd());
  return lines.join('\n');
}

function defaultNote(s: Setting): string {
  const d = s.default;
  const folder = s.flag?.callerFolder;
  if (folder)
    return ` (default: ./${folder.path} of the current folder${folder.onlyIfExists ? ', when there is one' : ''})`;
  if (!d) return '';
  return d.external === d.embedded
    ? ` (default ${d.external})`
    : ` (default: ${d.external} on an external target, ${d.embedded} on the embedded server)`;
}

function flagHelp(s: FlaggedSetting): string {
  const flag = `--${s.flag.name}${s.flag.arg ? ` ${s.flag.arg}` : ''}`;
  return helpLine(flag, `${s.variable}${s.flag.sets ? `=${s.flag.sets}` : ''}: ${s.help}${defaultNote(s)}`, 28);
}

function fixtureHelp(): string {
  const fixtures = SETTINGS.filter((s) => s.fixture);
  const column = Math.max(...fixtures.map((s) => s.variable.length)) + 4;
  return fixtures
    .map((s) => helpLine(s.variable, `${s.fixture!.names}: ${s.fixture!.enables}; unset: ${s.fixture!.unset}`, column))
    .join('\n');
}

export const TARGET_HELP = `Target (each flag wins over its variable, which wins over the env file; docs/TARGET.md; give
  credentials as variables: flags show in process lists):
${FLAGGED.map(flagHelp).join('\n')}
As variables or env file lines only:
${SETTINGS.filter((s) => !s.flag && !s.fixture)
  .map((s) => helpLine(s.variable, `${s.help}${defaultNote(s)}`, 28))
  .join('\n')}
Fixtures (SVC_<THING>_ID, as variables or env file lines; a given id wins over discovery):
${fixtureHelp()}`;

/** The environment a command runs with: the caller's, the flags over it, the env file and report folder named. */
export function targetEnv(
  values: Parsed['values'],
  cwd = process.cwd(),
  base: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(base)) if (v !== undefined) env[k] = v;
  for (const { variable, check, flag } of FLAGGED) {
    const given = values[flag.name];
    if (flag.sets !== undefined) {
      if (given === true) env[variable] = flag.sets;
      continue;
    }
    const value = typeof given === 'string' ? given : undefined;
    const problem = value === undefined ? undefined : problemOf(check, value);
    if (problem !== undefined) throw new UsageError(`--${flag.name} ${problem}`);
    const folder = flag.callerFolder;
    const inFolder =
      folder && (!folder.onlyIfExists || existsSync(resolve(cwd, folder.path))) ? folder.path : undefined;
    const chosen = value ?? (folder ? env[variable]?.trim() || inFolder : undefined);
    if (chosen !== undefined) env[variable] = check.kind === 'path' ? resolve(cwd, chosen) : chosen;
  }
  return env;
}
