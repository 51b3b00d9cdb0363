// The global setup of the kill matrix (faults.config.ts): the fault farm (reference/farm.ts) is
// already serving one reference server per fault, all with the same seed and credentials, and a
// control server without a fault. The product's global setup resolves them as servers started
// before it (src/harness/global-setup.ts, `setUpTargets`): the fixtures are discovered once, on the
// control server, and every fault's server is a target with them.
import { readFileSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { setUpTargets } from '../../src/harness/global-setup.ts';

/** What the farm writes to SVC_FARM_MAP: the port of each fault's server, the control's, and the lines all of them would print. */
interface FarmMap {
  env: Record<string, string>;
  ports: Record<string, number>;
  control: number;
}

export default async function killMatrixSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  const file = process.env.SVC_FARM_MAP;
  if (!file) throw new Error('the kill matrix runs without SVC_FARM_MAP (faults.config.ts sets it)');
  const farm = JSON.parse(readFileSync(file, 'utf8')) as FarmMap;
  const started = Date.now();
  const teardown = await setUpTargets(config, {
    printed: { ...farm.env, SVC_BASE_URL: `http://127.0.0.1:${farm.control}` },
    copies: Object.values(farm.ports).map((port) => `http://127.0.0.1:${port}`),
  });
  // tests/kit/kill-matrix.ts reads this line for the matrix's cost
  console.log(
    `kill matrix: ${Object.keys(farm.ports).length} fault servers, fixtures discovered once on the control server in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return teardown;
}
