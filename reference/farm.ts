// A fault farm: one process serving one reference server per fault, each on its own free port,
// for the kill matrix (scripts/kill-matrix.ts). One process instead of one per fault keeps a
// matrix of a few hundred faults cheap.
//   SVC_FARM_FAULTS  comma list of fault ids
//   SVC_FARM_MAP     file to write {"<fault id>": <port>, ...} to
// Prints "FARM READY <count>" once every server listens.
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './server.ts';

async function main(): Promise<void> {
  const faults = (process.env.SVC_FARM_FAULTS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const mapFile = process.env.SVC_FARM_MAP;
  if (!mapFile) throw new Error('SVC_FARM_MAP is not set');
  const ports: Record<string, number> = {};
  const apps: FastifyInstance[] = [];
  for (const fault of faults) {
    const app = buildServer({ faults: [fault], variations: (process.env.SVC_VARIATIONS ?? '').split(',').filter(Boolean) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    ports[fault] = typeof address === 'object' && address !== null ? address.port : 0;
    apps.push(app);
  }
  writeFileSync(mapFile, JSON.stringify(ports));
  process.stdout.write(`FARM READY ${apps.length}\n`);
  const shutdown = () => { void Promise.all(apps.map((a) => a.close())).then(() => process.exit(0)); };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err: unknown) => {
  process.stderr.write(`fault farm: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(2);
});
