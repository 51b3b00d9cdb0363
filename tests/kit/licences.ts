// The licences of the production dependency tree (what `npm ci --omit=dev` would install for the
// `dependencies` of package.json, transitively), judged against an allow-list for distributing an
// Apache-2.0 work, and the README section that lists them (`npm run licences`,
// tests/self/licences.test.ts).
// The tree is package-lock.json's (entries not marked `dev`): it is what `npm ci` installs on every
// platform, including the optional platform packages that node_modules holds only for this machine
// (`npm ls` cannot list those, and here it also trips over the symlinked node_modules). Each
// package's licence is its own package.json's `license` (or the legacy `licenses`), read from
// node_modules; for an optional package not installed on this platform, as package-lock.json
// recorded it from the same field. Only when the field is missing is the LICENSE file read.
// A walk of node_modules from package.json's dependencies checks that the lock's split into
// production and development is what the installed packages require.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/paths.ts';
import { SpdxSyntaxError, blockingIds, parseSpdx, type SpdxPolicy } from './spdx.ts';

/**
 * Licences compatible with distributing an Apache-2.0 work that depends on them: permissive
 * licences, whose terms ask only that their notices be kept (npm installs each package with its
 * own licence file), the family the ASF calls "Category A". Copyleft (GPL, LGPL, AGPL), weak
 * copyleft (MPL, EPL: file-level obligations) and licences restricting use (SSPL, BUSL, CC-*-NC)
 * are not on it: a dependency under one of them needs a person's review, so the check fails.
 */
const LICENCE_POLICY: SpdxPolicy = {
  licences: [
    'Apache-2.0',
    'MIT',
    'MIT-0',
    'ISC',
    'BSD-2-Clause',
    'BSD-3-Clause',
    '0BSD',
    'Zlib',
    'BSL-1.0',
    'BlueOak-1.0.0', // permissive with a patent grant (isaacs' packages)
    'Python-2.0', // the PSF licence (argparse)
    'CC0-1.0',
    'Unlicense', // public-domain dedications with a permissive fallback
    'CC-BY-3.0',
    'CC-BY-4.0', // attribution only; used by data packages (caniuse-lite), not code
  ],
  // An exception only adds permissions; listed ones are known to add them to a licence allowed above.
  exceptions: ['LLVM-exception'],
};

export const README_PATH = join(PROJECT_ROOT, 'README.md');
const START_MARKER = '<!-- licences:start -->';
const END_MARKER = '<!-- licences:end -->';

export type LicenceSource = '`license` field' | '`licenses` field (legacy)' | 'LICENSE file';

export interface DependencyLicence {
  name: string;
  version: string;
  /** The licence as an SPDX expression (legacy forms joined with OR), or what was found instead. */
  licence: string;
  source: LicenceSource | 'none';
  /** The platforms an optional package is installed on ("darwin arm64"), when it names any. */
  platform?: string;
  verdict: 'allowed' | 'not allowed' | 'unknown';
  reason?: string;
}

export interface LicenceReport {
  dependencies: DependencyLicence[];
  problems: string[];
}

interface LockEntry {
  name?: string;
  version?: string;
  license?: string;
  dev?: boolean;
  optional?: boolean;
  link?: boolean;
  os?: string[];
  cpu?: string[];
}

interface Manifest {
  name?: string;
  version?: string;
  license?: unknown;
  licenses?: unknown;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const nameAt = (path: string): string => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The legacy shapes npm still reads: `{ type }`, and `licenses: [...]` (several licences to choose from). */
export function licenceField(manifest: Manifest): { licence: string; source: LicenceSource } | undefined {
  const one = (value: unknown): string | undefined => {
    if (typeof value === 'string') return value.trim() || undefined;
    if (typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string')
      return (value as { type: string }).type.trim() || undefined;
    return undefined;
  };
  const single = one(manifest.license);
  if (single !== undefined) return { licence: single, source: '`license` field' };
  const list = (Array.isArray(manifest.licenses) ? manifest.licenses : [manifest.licenses])
    .map(one)
    .filter((x): x is string => x !== undefined);
  if (list.length === 0) return undefined;
  return {
    licence: list.length === 1 ? (list[0] ?? '') : `(${list.join(' OR ')})`,
    source: '`licenses` field (legacy)',
  };
}

const LICENCE_TEXTS: Array<[RegExp, string]> = [
  [/Apache License\s+Version 2\.0/i, 'Apache-2.0'],
  [/^\s*(The )?MIT License|Permission is hereby granted, free of charge/i, 'MIT'],
  [/^\s*(The )?ISC License|Permission to use, copy, modify, and\/or distribute this software for any/i, 'ISC'],
  [/All advertising materials mentioning/i, 'BSD-4-Clause'], // the advertising clause: not on the allow-list
  [/Redistribution and use in source and binary forms[\s\S]*Neither the name/i, 'BSD-3-Clause'],
  [/Redistribution and use in source and binary forms/i, 'BSD-2-Clause'],
  [/^\s*Blue Oak Model License/i, 'BlueOak-1.0.0'],
];

/** The licence a LICENSE / LICENCE / COPYING file states, recognised from its first lines. */
export function licenceFromFile(dir: string): string | undefined {
  const file = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /^(licen[cs]e|copying)(\.|-|$)/i.test(f))
        .sort()[0]
    : undefined;
  if (file === undefined) return undefined;
  const head = readFileSync(join(dir, file), 'utf8').split('\n').slice(0, 40).join('\n');
  return LICENCE_TEXTS.find(([pattern]) => pattern.test(head))?.[1];
}

/** Judges one licence expression against the allow-list. */
export function judge(licence: string): Pick<DependencyLicence, 'verdict' | 'reason'> {
  try {
    const blocking = blockingIds(parseSpdx(licence), LICENCE_POLICY);
    return blocking.length === 0
      ? { verdict: 'allowed' }
      : { verdict: 'not allowed', reason: `not on the allow-list: ${blocking.join(', ')}` };
  } catch (error) {
    if (error instanceof SpdxSyntaxError)
      return { verdict: 'unknown', reason: `not an SPDX expression (${error.message})` };
    throw error;
  }
}

/** The package directories Node would load for package.json's dependencies, transitively (paths as the lock writes them). */
function installedProductionTree(root: string): Set<string> {
  const found = new Set<string>();
  const resolve = (fromPath: string, name: string): string | undefined => {
    for (let at = fromPath; ; at = at.includes('/node_modules/') ? at.slice(0, at.lastIndexOf('/node_modules/')) : '') {
      const candidate = at === '' ? `node_modules/${name}` : `${at}/node_modules/${name}`;
      if (existsSync(join(root, candidate, 'package.json'))) return candidate;
      if (at === '') return undefined;
    }
  };
  const visit = (path: string): void => {
    const manifest = readJson<Manifest>(join(root, path, 'package.json'));
    const optionalPeers = Object.entries(manifest.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([name]) => name);
    const names = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.includes(name)),
    ];
    for (const name of names) {
      const target = resolve(path, name);
      if (target === undefined || found.has(target)) continue;
      found.add(target);
      visit(target);
    }
  };
  visit('');
  return found;
}

function platformOf(entry: LockEntry): string | undefined {
  const parts = [...(entry.os ?? []), ...(entry.cpu ?? [])];
  return entry.optional && parts.length > 0 ? parts.join(' ') : undefined;
}

function dependencyAt(root: string, path: string, entry: LockEntry, problems: string[]): DependencyLicence | undefined {
  const name = entry.name ?? nameAt(path);
  const manifestFile = join(root, path, 'package.json');
  const platform = platformOf(entry);
  let field: { licence: string; source: LicenceSource } | undefined;
  let version = entry.version ?? '';
  if (existsSync(manifestFile)) {
    const manifest = readJson<Manifest>(manifestFile);
    if (manifest.version !== entry.version)
      problems.push(
        `${path} holds ${name}@${manifest.version ?? '?'}, package-lock.json says ${entry.version ?? '?'} (run npm ci)`,
      );
    version = manifest.version ?? version;
    field = licenceField(manifest);
    const fromFile = field === undefined ? licenceFromFile(join(root, path)) : undefined;
    if (fromFile !== undefined) field = { licence: fromFile, source: 'LICENSE file' };
  } else if (entry.optional) {
    if (entry.license !== undefined) field = { licence: entry.license, source: '`license` field' };
  } else {
    problems.push(`${name}@${version} is in package-lock.json but not installed at ${path} (run npm ci)`);
    return undefined;
  }
  if (field === undefined)
    return {
      name,
      version,
      licence: '(none found)',
      source: 'none',
      platform,
      verdict: 'unknown',
      reason: 'no licence field and no recognisable LICENSE file',
    };
  return { name, version, ...field, platform, ...judge(field.licence) };
}

const compareVersions = (a: string, b: string): number => {
  const pa = a.split(/[.+-]/);
  const pb = b.split(/[.+-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    const diff = /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0;
    if (diff !== 0) return diff;
  }
  return 0;
};
const byName = (a: DependencyLicence, b: DependencyLicence): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : compareVersions(a.version, b.version);

/** The licences of the production tree of the project at `root`, one per name@version, sorted; and what stands in the way. */
export function licenceReport(root = PROJECT_ROOT): LicenceReport {
  const problems: string[] = [];
  const lock = readJson<{ packages?: Record<string, LockEntry> }>(join(root, 'package-lock.json'));
  const production = Object.entries(lock.packages ?? {}).filter(([path, entry]) => path !== '' && !entry.dev);
  const byId = new Map<string, DependencyLicence>();
  for (const [path, entry] of production) {
    if (entry.link) {
      problems.push(`${path} is a link (workspace): its licence is not read`);
      continue;
    }
    const dependency = dependencyAt(root, path, entry, problems);
    if (dependency !== undefined) byId.set(`${dependency.name}@${dependency.version}`, dependency);
  }
  const walked = installedProductionTree(root);
  const locked = new Set(
    production.map(([path]) => path).filter((path) => existsSync(join(root, path, 'package.json'))),
  );
  for (const path of walked)
    if (!locked.has(path))
      problems.push(`${path} is required for production but package-lock.json marks it dev or lacks it`);
  for (const path of locked)
    if (!walked.has(path))
      problems.push(`${path} is in package-lock.json for production but no production package requires it`);
  for (const d of byId.values())
    if (d.verdict !== 'allowed')
      problems.push(`${d.name}@${d.version}: ${d.licence} is ${d.verdict} (${d.reason ?? ''})`);
  return { dependencies: [...byId.values()].sort(byName), problems };
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');

/** The README section between the markers (markers included): a summary by licence, then every package. */
export function renderSection(dependencies: DependencyLicence[]): string {
  const counts = new Map<string, number>();
  for (const d of dependencies) counts.set(d.licence, (counts.get(d.licence) ?? 0) + 1);
  const order = [...counts.entries()]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .map(([licence]) => licence);
  const rank = (d: DependencyLicence): number => order.indexOf(d.licence);
  const platformOnly = dependencies.filter((d) => d.platform !== undefined).length;
  const notAllowed = dependencies.filter((d) => d.verdict !== 'allowed');
  return [
    START_MARKER,
    '<!-- written by `npm run licences -- --write`; tests/self/licences.test.ts fails when it is stale -->',
    '',
    `The production dependency tree (the \`dependencies\` of package.json, transitively, as package-lock.json pins it): ${dependencies.length} packages (name@version), ${platformOnly} of them optional platform packages that npm installs only on the platform named. ` +
      (notAllowed.length === 0
        ? 'Every licence is on the allow-list of `tests/kit/licences.ts`.'
        : `${notAllowed.length} not on the allow-list: ${notAllowed.map((d) => `${d.name}@${d.version}`).join(', ')}.`),
    '',
    '| licence | packages | allowed |',
    '|---|---:|---|',
    ...order.map(
      (licence) =>
        `| ${cell(licence)} | ${counts.get(licence) ?? 0} | ${dependencies.find((d) => d.licence === licence)?.verdict === 'allowed' ? 'yes' : 'NO'} |`,
    ),
    '',
    `<details><summary>Every package, by licence (${dependencies.length})</summary>`,
    '',
    '| package | version | licence | read from | installed on |',
    '|---|---|---|---|---|',
    ...[...dependencies]
      .sort((a, b) => rank(a) - rank(b) || byName(a, b))
      .map(
        (d) => `| ${d.name} | ${d.version} | ${cell(d.licence)} | ${d.source} | ${d.platform ?? 'every platform'} |`,
      ),
    '',
    '</details>',
    END_MARKER,
  ].join('\n');
}

/** The README with its section replaced; throws when the markers are missing. */
export function withSection(readme: string, section: string): string {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START_MARKER} ... ${END_MARKER} section`);
  return readme.slice(0, start) + section + readme.slice(end + END_MARKER.length);
}

/** The section as the README holds it now (markers included), or undefined. */
export function currentSection(readme: string): string | undefined {
  const start = readme.indexOf(START_MARKER);
  const end = readme.indexOf(END_MARKER);
  return start < 0 || end < start ? undefined : readme.slice(start, end + END_MARKER.length);
}
