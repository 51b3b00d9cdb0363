// npm run licences: prints the licences of the production dependency tree (tests/kit/licences.ts);
// `-- --write` rewrites the README section between the licences markers. Exit 1 when a licence is
// not on the allow-list or not known, or the installed tree is not package-lock.json's.
// `--root <dir>`: another project (the self-test plants one).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../src/paths.ts';
import { licenceReport, renderSection, withSection } from '../tests/kit/licences.ts';

const { values } = parseArgs({
  options: { write: { type: 'boolean', default: false }, root: { type: 'string', default: PROJECT_ROOT } },
});
const root = values.root;
const report = licenceReport(root);
const section = renderSection(report.dependencies);
if (values.write) {
  const readmePath = join(root, 'README.md');
  writeFileSync(readmePath, withSection(readFileSync(readmePath, 'utf8'), section));
  console.log(`README.md: licences section written (${report.dependencies.length} packages)`);
} else {
  console.log(section);
}
for (const problem of report.problems) console.error(`licences: ${problem}`);
process.exitCode = report.problems.length === 0 ? 0 : 1;
