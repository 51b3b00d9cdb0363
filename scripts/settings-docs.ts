// npm run settings-docs: prints the settings tables of docs/TARGET.md and the README, and
// .env.example, as the table of settings (src/config/settings.ts) writes them; `-- --write` writes
// them into those files (the Markdown between their settings markers, .env.example whole). Exit 1
// without --write when a file differs from what the table writes.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../src/paths.ts';
import { settingsDocuments } from '../tests/kit/settings-docs.ts';

const { values } = parseArgs({ options: { write: { type: 'boolean', default: false } } });
let stale = 0;
for (const { file, current, written } of settingsDocuments()) {
  const name = relative(PROJECT_ROOT, file);
  if (current === written) console.log(`${name}: as the table writes it`);
  else if (values.write) {
    writeFileSync(file, written);
    console.log(`${name}: written`);
  } else {
    stale++;
    console.log(`${name}: differs from what the table writes (npm run settings-docs -- --write)`);
  }
}
process.exitCode = stale === 0 ? 0 : 1;
