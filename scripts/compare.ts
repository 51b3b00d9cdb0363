// Compares two conformance reports by requirement id:
//   npx tsx scripts/compare.ts <a/conformance.json> <b/conformance.json>
// Prints the requirements whose verdict differs (regressions, coverage lost, improvements, other
// changes, requirements in only one report) and a summary line. Exit code: 1 when b regressed
// (a requirement that did not fail in a fails in b), 0 otherwise, 2 when an input cannot be read.
import { readFileSync } from 'node:fs';
import { compareReports, comparisonExitCode, describeReport, parseReport, renderComparison, ReportReadError } from '../src/reporter/compare.ts';

function read(path: string, label: string) {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ReportReadError(`${label}: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseReport(text, `${label} (${path})`);
}

const [pathA, pathB, ...rest] = process.argv.slice(2);
if (!pathA || !pathB || rest.length > 0) {
  console.error('usage: npx tsx scripts/compare.ts <a/conformance.json> <b/conformance.json>');
  process.exit(2);
}
try {
  const a = read(pathA, 'a');
  const b = read(pathB, 'b');
  console.log(`a: ${pathA}: ${describeReport(a)}`);
  console.log(`b: ${pathB}: ${describeReport(b)}`);
  const comparison = compareReports(a, b);
  process.stdout.write(renderComparison(comparison));
  process.exitCode = comparisonExitCode(comparison);
} catch (error) {
  if (!(error instanceof ReportReadError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
