// npm run conformance-index: regenerates spec/conformance-index.yaml from the catalogue, the suite's
// listing, the fault catalogues and the observers (tests/kit/conformance-index.ts).
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { buildIndex, renderIndex } from '../tests/kit/conformance-index.ts';
import { CONFORMANCE_INDEX_PATH } from '../src/paths.ts';

const entries = buildIndex();
writeFileSync(CONFORMANCE_INDEX_PATH, renderIndex(entries));
const notExercised = entries.filter((e) => e.level !== 'observed' && e.tests.length === 0).length;
console.log(
  `${relative(process.cwd(), CONFORMANCE_INDEX_PATH)}: ${entries.length} requirements, ${entries.reduce((n, e) => n + e.tests.length, 0)} test links, ${notExercised} stated or assumed without a test`,
);
