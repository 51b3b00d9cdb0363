// Merging the blob reports of a sharded run into the same reports/ an unsharded run writes:
//   npx playwright test --shard=1/3 --reporter=blob     (on each machine; PLAYWRIGHT_BLOB_OUTPUT_DIR per shard)
//   npx playwright merge-reports --config merge.config.ts <folder with every shard's blob zip>
import { reportDirOf } from './src/harness/run-metadata.ts';

const reportDir = reportDirOf();

export default {
  testDir: 'tests/conformance',
  reporter: [
    ['./src/reporter/conformance-reporter.ts', { outputDir: reportDir }],
    ['html', { outputFolder: `${reportDir}/playwright`, open: 'never' }],
  ],
};
