// Cross-checks spec/openapi.yaml with an independent validator, Stoplight Prism, on the suite's own
// traffic:
//   npx tsx scripts/prism-crosscheck.ts [--no-proof] [--keep]
// 1. writes a copy of the description Prism validates faithfully (bundled, see tests/kit/prism.ts);
// 2. proves that Prism reports a violation planted on purpose (the reference server with the fault
//    timestamps-in-z, three operations through the proxy) -- unless --no-proof;
// 3. starts the reference server and `prism proxy` in front of it, runs the whole conformance suite
//    through the proxy (read-write, irreversible writes allowed), and reads every sl-violations
//    header of its traffic (reports/traffic.har of that run);
// 4. prints the violations grouped by operation and kind, each judged "explained" (a request the
//    suite sent outside the description or invalid on purpose, which the deployment refused) or
//    "PROBLEM" (a request the suite meant and the deployment served, or any answer to a described
//    request, that the description refuses).
// Exit code: 0 when the proof holds, the suite passed and no PROBLEM was found; 1 otherwise; 2 when
// something could not be started. --keep keeps the suite's report folder (printed) for inspection.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { preparePrismDescription, provePlantedViolation, renderViolations, runCrossCheck } from '../tests/kit/prism.ts';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((a) => !['--no-proof', '--keep'].includes(a));
if (unknown.length > 0) {
  console.error(
    `unknown argument(s) ${unknown.join(' ')}; usage: npx tsx scripts/prism-crosscheck.ts [--no-proof] [--keep]`,
  );
  process.exit(2);
}

async function main(): Promise<number> {
  const started = Date.now();
  const description = await preparePrismDescription();
  console.log(`Prism copy of spec/openapi.yaml: ${description}`);

  const [proof, check] = await Promise.all([
    args.has('--no-proof') ? Promise.resolve(undefined) : provePlantedViolation(description),
    runCrossCheck(description),
  ]);

  let failed = false;
  if (proof) {
    console.log(
      `\nplanted violation (reference server with the fault timestamps-in-z): ${proof.reported ? 'reported' : 'NOT REPORTED: Prism cannot be trusted here'}`,
    );
    for (const call of proof.calls) {
      const timestamps = call.violations.filter((v) => v.code === 'pattern').map((v) => v.location.slice(1).join('.'));
      console.log(
        `  GET ${call.path} -> ${call.status}: ${call.violations.length} violation(s)${timestamps.length ? `, e.g. ${timestamps.slice(0, 3).join(', ')}` : ''}`,
      );
    }
    failed ||= !proof.reported;
  }

  const summary = /conformance: .*/.exec(check.suite.output)?.[0] ?? `no summary line (exit ${check.suite.exitCode})`;
  console.log(`\nthe suite through Prism: ${summary}`);
  if (check.suite.exitCode !== 0) {
    failed = true;
    console.log(check.suite.output.slice(-3000));
  }
  const explained = check.violations.length - check.problems.length;
  console.log(
    `violations reported by Prism: ${check.violations.length} (${explained} explained, ${check.problems.length} PROBLEM)\n`,
  );
  if (check.violations.length > 0) console.log(renderViolations(check.violations));
  failed ||= check.problems.length > 0;

  if (args.has('--keep'))
    console.log(`\nreport folder of the suite's run: ${check.suite.reportDir}; Prism's copy: ${description}`);
  else {
    rmSync(check.suite.reportDir, { recursive: true, force: true });
    rmSync(dirname(description), { recursive: true, force: true });
  }
  console.log(`\n${failed ? 'FAILED' : 'OK'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(2);
  },
);
