// npm run cleanup [-- <run tag>]: delete what earlier runs against SVC_BASE_URL left behind.
import { ConfigError, loadEnv, parseTargetConfig } from '../src/config/target.ts';
import { cleanup } from '../src/harness/cleanup.ts';

try {
  const target = parseTargetConfig(loadEnv());
  const result = await cleanup(target, process.argv[2]);
  console.log(`cleanup of ${target.baseUrl} (runs: ${result.runTags.join(', ') || 'none in reports/ledger'}): ${result.deleted} deleted` +
    ` (${result.foundByTag} found by run tag), ${result.alreadyGone} already gone, ${result.failed.length} could not be deleted, ${result.residue.length} cannot be deleted through the interface`);
  for (const f of result.failed) console.log(`  could not delete ${f.kind} ${f.id}: ${f.status}`);
  for (const r of result.residue) console.log(`  residue ${r.kind} ${r.id} (no delete in the interface)`);
  process.exit(result.failed.length > 0 ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof ConfigError ? 2 : 1);
}
