// npm pack (prepack): writes build-info.json, the commit the package is built from, so that the
// reports of an installed copy (no git checkout there) still name the exact suite they came from.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { BUILD_INFO_PATH, PROJECT_ROOT, SUITE_SOURCES } from '../src/paths.ts';

const git = (args: string[]): string => execFileSync('git', args, { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
const commit = git(['rev-parse', 'HEAD']);
const dirty = git(['status', '--porcelain', '--', ...SUITE_SOURCES]) !== '';
writeFileSync(BUILD_INFO_PATH, `${JSON.stringify({ commit, dirty, builtAt: new Date().toISOString() }, null, 2)}\n`);
console.log(`build-info.json: ${commit}${dirty ? ' (with uncommitted changes)' : ''}`);
