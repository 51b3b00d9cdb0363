// npm run faults [-- <fault id> ...]: the kill matrix. Prints one row per fault and exits 1 when
// any fault survives, is caught only by an unrelated requirement, or has no test.
import { renderMatrix, runKillMatrix } from '../src/selftest/kill-matrix.ts';

const faults = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const matrix = await runKillMatrix(faults.length > 0 ? { faults } : {});
console.log(renderMatrix(matrix));
process.exit(matrix.rows.every((r) => r.verdict === 'killed') ? 0 : 1);
