// npm run variations -- --seeds N [--from S] [--workers W] [--standalone]
//
// Runs the conformance suite N times against the reference server, each time with another random draw
// of legal variations (SVC_VARIATIONS=random:<seed>; seeds S, S+1, ... or, without --from, random
// seeds, printed), each into reports/variations/seed-<n>/. For each failing seed it prints the draw and
// the failed requirement ids with their first error; a failure is a false alarm of the suite or a
// broken variation. Exit code 1 when any seed fails, 2 on wrong arguments.
//
// --standalone starts reference/main.ts itself and runs the suite against it as an external target
// with the fixture ids it prints (instead of the embedded server).
import { randomInt } from 'node:crypto';
import { describeSeed, runSeed } from '../tests/kit/variation-runs.ts';

function usage(message: string): never {
  console.error(`${message}\nusage: npm run variations -- --seeds N [--from S] [--workers W] [--standalone]`);
  process.exit(2);
}

function readArgs(argv: string[]): {
  seeds: number;
  from: number | undefined;
  workers: number | undefined;
  standalone: boolean;
} {
  let seeds: number | undefined;
  let from: number | undefined;
  let workers: number | undefined;
  let standalone = false;
  const whole = (name: string, raw: string | undefined, max: number): number => {
    const n = Number(raw);
    if (raw === undefined || !/^\d+$/.test(raw) || n > max)
      usage(`${name} takes a whole number up to ${max}, not ${raw ?? 'nothing'}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--seeds') seeds = whole('--seeds', argv[++i], 10_000);
    else if (arg === '--from') from = whole('--from', argv[++i], 0xffffffff);
    else if (arg === '--workers') workers = whole('--workers', argv[++i], 64);
    else if (arg === '--standalone') standalone = true;
    else usage(`unknown argument ${arg}`);
  }
  if (seeds === undefined || seeds < 1) usage('--seeds N (at least 1) is required');
  if (from !== undefined && from + seeds - 1 > 0xffffffff) usage('the seeds must stay below 2^32');
  return { seeds, from, workers, standalone };
}

const args = readArgs(process.argv.slice(2));
const seeds =
  args.from !== undefined
    ? Array.from({ length: args.seeds }, (_, i) => args.from! + i)
    : Array.from({ length: args.seeds }, () => randomInt(0, 2 ** 32 - 1));
console.log(
  `variations: ${seeds.length} seed(s): ${seeds.join(', ')}${args.standalone ? ' (standalone reference server)' : ''}`,
);

let green = 0;
for (const seed of seeds) {
  const run = await runSeed(seed, { standalone: args.standalone, ...(args.workers ? { workers: args.workers } : {}) });
  const seconds = (run.durationMs / 1000).toFixed(1);
  if (run.green) {
    green++;
    console.log(`seed ${seed}: green (${seconds} s)`);
    continue;
  }
  console.log(
    `seed ${seed}: FAILED, ${run.failed.length} requirement(s), exit ${run.exitCode} (${seconds} s), report ${run.reportDir}`,
  );
  for (const line of describeSeed(seed)) console.log(`  # ${line}`);
  for (const f of run.failed) console.log(`  fail ${f.id}: ${f.error}`);
  if (run.output) console.log(`  no report was written; the run's output ends:\n${run.output.replace(/^/gm, '    ')}`);
}
console.log(`variations: ${green} of ${seeds.length} seeds green`);
process.exit(green === seeds.length ? 0 : 1);
