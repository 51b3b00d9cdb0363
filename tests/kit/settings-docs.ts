// The documents the table of settings (src/config/settings.ts) writes: the tables of docs/TARGET.md
// and the README (between settings markers) and .env.example (whole). `npm run settings-docs --
// --write` writes them (scripts/settings-docs.ts); tests/self/settings.test.ts fails when the
// committed text differs from what the table writes now.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SETTINGS, type Setting, type SettingGroup, type TargetKind } from '../../src/config/settings.ts';
import { listOperations } from '../../src/spec/catalogue.ts';
import { PROJECT_ROOT } from '../../src/paths.ts';

const WRITTEN_BY =
  'written by `npm run settings-docs -- --write` from src/config/settings.ts; tests/self/settings.test.ts fails when it is stale';

/** A marked section of a Markdown file: its name, and what it holds. */
interface Section {
  name: string;
  render: () => string;
}

const startOf = (name: string): string => `<!-- settings:${name}:start -->`;
const endOf = (name: string): string => `<!-- settings:${name}:end -->`;

/** The routes the interface does not show: the SVC_ROUTE_<OPERATION> variables, from spec/openapi.yaml. */
export function routeVariables(): Array<{ variable: string; operationId: string; method: string; path: string }> {
  return listOperations().flatMap((o) =>
    o.assumed ? [{ variable: o.assumed.override, operationId: o.operationId, method: o.method, path: o.path }] : [],
  );
}

const code = (value: string): string => `\`${value}\``;

/** What a run does when the setting is not given: the same on both kinds of target, or each. */
function whenUnset(s: Setting, quote: (value: string) => string = code): string {
  const part = (kind: TargetKind): string => {
    const value = s.default?.[kind];
    const words =
      kind === 'external' && s.requiredForExternal
        ? 'required: without it the run stops before any test (exit 2)'
        : ((typeof s.unset === 'string' ? s.unset : s.unset?.[kind]) ?? '');
    if (value === undefined) return words;
    return words ? `${quote(value)} (${words})` : quote(value);
  };
  const external = part('external');
  const embedded = part('embedded');
  return external === embedded ? external : `external target: ${external}; embedded server: ${embedded}`;
}

function flagOf(s: Setting): string {
  if (!s.flag) return '';
  return s.flag.arg
    ? code(`--${s.flag.name} ${s.flag.arg}`)
    : `${code(`--${s.flag.name}`)} (sets ${code(s.flag.sets ?? '')})`;
}

const row = (cells: string[]): string => `| ${cells.join(' | ')} |`;
const table = (head: string[], rows: string[][]): string =>
  [row(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(row)].join('\n');
const notFixture = (s: Setting): boolean => !s.fixture;
const fromEnvironmentOnly = (s: Setting): string =>
  s.envFile === false ? ' (from the environment only, never from the env file)' : '';

function targetVariables(): string {
  return [
    table(
      ['variable', 'flag', 'meaning', 'when unset'],
      SETTINGS.filter(notFixture).map((s) => [
        code(s.variable),
        flagOf(s),
        `${s.enables ?? s.help}${fromEnvironmentOnly(s)}`,
        whenUnset(s),
      ]),
    ),
    '',
    `The routes the interface does not show (\`SVC_ROUTE_<OPERATION>\`, each named by \`x-svc-assumed\` in \`spec/openapi.yaml\`):`,
    '',
    table(
      ['variable', 'operation', 'route when unset'],
      routeVariables().map((r) => [code(r.variable), r.operationId, code(`${r.method} ${r.path}`)]),
    ),
  ].join('\n');
}

function targetFixtures(): string {
  const rows = SETTINGS.filter((s) => s.fixture).map((s) => [
    code(s.variable),
    flagOf(s),
    s.fixture!.names,
    s.fixture!.enables,
    whenUnset(s),
  ]);
  return table(['variable', 'flag', 'names', 'enables', 'when unset'], rows);
}

const FIXTURES_SUMMARY = [
  '`SVC_<THING>_ID`',
  '',
  'fixture ids: every one is listed in docs/TARGET.md and `run --help`',
  'discovered through the interface, else the checks that need one are skipped with the reason',
];

function readmeSettings(): string {
  const rows = SETTINGS.filter((s) => notFixture(s) && s.group !== 'politeness').map((s) => [
    code(s.variable),
    flagOf(s),
    s.help,
    whenUnset(s),
  ]);
  const withFlag = SETTINGS.filter((s) => s.fixture && s.flag).map((s) => [
    code(s.variable),
    flagOf(s),
    s.help,
    whenUnset(s),
  ]);
  return table(['variable', 'flag', 'meaning', 'when unset'], [...rows, ...withFlag, FIXTURES_SUMMARY]);
}

function readmePoliteness(): string {
  return table(
    ['variable', 'meaning', 'when unset'],
    SETTINGS.filter((s) => s.group === 'politeness').map((s) => [code(s.variable), s.help, whenUnset(s)]),
  );
}

const TARGET_MD = join(PROJECT_ROOT, 'docs', 'TARGET.md');
const README_MD = join(PROJECT_ROOT, 'README.md');
const ENV_EXAMPLE = join(PROJECT_ROOT, '.env.example');

/** The marked sections of each Markdown file. */
const SECTIONS: ReadonlyArray<{ file: string; sections: Section[] }> = [
  {
    file: TARGET_MD,
    sections: [
      { name: 'variables', render: targetVariables },
      { name: 'fixtures', render: targetFixtures },
    ],
  },
  {
    file: README_MD,
    sections: [
      { name: 'readme', render: readmeSettings },
      { name: 'politeness', render: readmePoliteness },
    ],
  },
];

/** A section with its markers, as the file should hold it. */
function renderSection(section: Section): string {
  return `${startOf(section.name)}\n<!-- ${WRITTEN_BY} -->\n${section.render()}\n${endOf(section.name)}`;
}

/** The section as the text holds it now (markers included), or undefined when it has no such markers. */
function currentSection(text: string, name: string): string | undefined {
  const start = text.indexOf(startOf(name));
  const end = text.indexOf(endOf(name));
  return start < 0 || end < start ? undefined : text.slice(start, end + endOf(name).length);
}

/** The text with the section replaced by `section` (markers included). */
function withSection(text: string, section: Section): string {
  const current = currentSection(text, section.name);
  if (current === undefined) throw new Error(`no ${startOf(section.name)} ... ${endOf(section.name)} section`);
  return text.replace(current, () => renderSection(section));
}

const GROUP_TITLES: Record<SettingGroup, string> = {
  target: 'The target and what a run may do to it',
  credentials: 'Credentials',
  deployment: 'What the interface cannot show about the deployment',
  routes: 'Routes',
  files: 'Files',
  politeness: 'Politeness on shared environments',
  fixtures: 'Fixtures (docs/TARGET.md says what each enables)',
};

/** `# ` lines of at most 100 characters. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  const plain = text.replace(/`/g, '');
  for (const word of `${plain.charAt(0).toUpperCase()}${plain.slice(1)}`.split(' ')) {
    if (line.length + word.length + 1 > 100 && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

function envLines(s: Setting): string[] {
  if (s.envFile === false) return [];
  if (s.fixture) return [`# ${s.variable}=`];
  if (s.group === 'routes')
    return [...comment(s.enables ?? s.help), ...routeVariables().map((r) => `# ${r.variable}=${r.method} ${r.path}`)];
  const unset = whenUnset(s, (v) => v);
  return [...comment(`${s.help}. Unset: ${unset}.`), `# ${s.variable}=${s.envFile}`];
}

/** .env.example, whole. */
function renderEnvExample(): string {
  const out = [
    '# Copy to .env and fill in to point the suite at a deployment (docs/TARGET.md). The process',
    '# environment wins over this file. Leave SVC_BASE_URL unset to use the embedded reference server',
    '# (npm run reference prints a block of these lines for it).',
    ...comment(
      'Written by `npm run settings-docs -- --write` from the table of settings, src/config/settings.ts: ' +
        'change the table, not this file (tests/self/settings.test.ts fails when they differ).',
    ),
  ];
  for (const group of Object.keys(GROUP_TITLES) as SettingGroup[]) {
    const lines = SETTINGS.filter((s) => s.group === group).flatMap(envLines);
    if (lines.length > 0) out.push('', `# == ${GROUP_TITLES[group]} ==`, ...lines);
  }
  const environmentOnly = SETTINGS.filter((s) => s.envFile === false).map(
    (s) => `${s.variable} (${s.flag ? `--${s.flag.name}: ` : ''}${s.help})`,
  );
  out.push('', ...comment(`Read from the environment only, never from this file: ${environmentOnly.join('; ')}.`));
  return `${out.join('\n')}\n`;
}

/** Every document as the table writes it now, against the text each file holds: path, current, written. */
export function settingsDocuments(): Array<{ file: string; current: string; written: string }> {
  const docs = SECTIONS.map(({ file, sections }) => {
    const current = readFileSync(file, 'utf8');
    return { file, current, written: sections.reduce(withSection, current) };
  });
  return [...docs, { file: ENV_EXAMPLE, current: readFileSync(ENV_EXAMPLE, 'utf8'), written: renderEnvExample() }];
}
