// npm run faults [-- <fault id> ...] [--shard=k/n]: the kill matrix of the hand-written faults and a fixed, stratified
// sample of the generated ones (or of the faults named). npm run faults:all: every fault, hand-written
// and generated. npm run faults -- --family <name>[,<name>] [--hand]: every generated fault of those
// families (response, update, limit, enum, filter, required, access, delete, create, credential), and
// the hand-written ones only with --hand. Prints the matrix (per fault when there are few, per family and per area always, the
// survivors and the equivalent mutants) and writes reports/kill-matrix/matrix.json. Exits 1 when a
// hand-written fault, or a generated fault of a stated rule, is not killed; generated survivors of
// implied rules are findings, reported with the reading they rest on, not failures.
import { selectFaults, type Selection } from '../tests/kit/fault-selection.ts';
import { runKillMatrix } from '../tests/kit/kill-matrix.ts';
import { renderMatrix } from '../tests/kit/kill-report.ts';

const args = process.argv.slice(2);
const familyAt = args.findIndex((a) => a === '--family' || a.startsWith('--family='));
const familyArg = familyAt < 0 ? undefined : args[familyAt]!.includes('=') ? args[familyAt]!.slice('--family='.length) : args[familyAt + 1];
if (familyAt >= 0 && !familyArg) throw new Error('--family needs a family name (or several, comma-separated)');
const ids = args.filter((a, i) => !a.startsWith('-') && !(familyAt >= 0 && i === familyAt + 1 && !args[familyAt]!.includes('=')));
const selection: Selection = args.includes('--all') ? { mode: 'all' }
  : familyArg ? { mode: 'family', families: familyArg.split(',').map((f) => f.trim()).filter((f) => f !== ''), hand: args.includes('--hand') }
  : ids.length > 0 ? { mode: 'chosen', ids } : { mode: 'sample' };
// --shard k/n: the k-th of n equal slices of the selection (every n-th fault from the k-th), so that
// `faults:all` can be spread over machines; the matrices of the slices add up to the whole.
const shardArg = args.find((a) => a.startsWith('--shard='))?.slice('--shard='.length);
const shard = shardArg ? /^(\d+)\/(\d+)$/.exec(shardArg) : null;
if (shardArg && (!shard || Number(shard[1]) < 1 || Number(shard[1]) > Number(shard[2]))) {
  console.error(`--shard=${shardArg}: expected k/n with 1 <= k <= n`);
  process.exit(2);
}
const selected = selectFaults(selection);
const faults = shard ? selected.filter((_, i) => i % Number(shard[2]) === Number(shard[1]) - 1) : selected;
console.log(`kill matrix: ${faults.length} faults (${faults.filter((f) => f.source === 'hand-written').length} hand-written, ${faults.filter((f) => f.source === 'generated').length} generated)`);
const matrix = await runKillMatrix({
  faults,
  // SVC_KILL_WORKERS: parallel Playwright workers (default 2), SVC_KILL_CHUNK: faults per Playwright run (default 250)
  ...(process.env.SVC_KILL_WORKERS ? { workers: Number(process.env.SVC_KILL_WORKERS) } : {}),
  onChunk: (done, total) => { if (total > 300) console.log(`  ${done} of ${total} faults run`); },
});
console.log(renderMatrix(matrix, { rows: args.includes('--rows') || faults.length <= 600 }));
// A surviving hand-written fault, or generated fault of a stated rule, is a rule the suite does not check.
process.exit(matrix.summary.handWrittenNotKilled.length === 0 && matrix.summary.statedSurvivors.length === 0 ? 0 : 1);
