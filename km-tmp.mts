import { runKillMatrix, renderMatrix } from './src/selftest/kill-matrix.ts';
import { FAULTS } from './reference/faults.ts';
const [from, n] = [Number(process.argv[2] ?? 0), Number(process.argv[3] ?? 20)];
const faults = FAULTS.slice(from, from + n).map(f => f.id);
const m = await runKillMatrix({ faults, outDir: '/tmp/km-out' });
console.log(renderMatrix(m).split('\n').filter(l => !l.includes(' killed ')).join('\n'));
if (m.rows.length === 0) console.log(m.output.slice(-3000));
