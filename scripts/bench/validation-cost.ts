// The cost of schema validation per MB of response JSON (npm run bench): the large seed's biggest
// answers, validated by the suite's own compiled validators (OperationCatalogue, as a worker does
// after compiling once), against the cost of parsing the same bytes.
import { median } from './median.ts';
import { OperationCatalogue } from '../../src/harness/operations.ts';
import { buildServer } from '../../reference/server.ts';
import { authHeaders } from '../../reference/testing.ts';
import type { SeedOptions } from '../../reference/seed.ts';

export interface ValidationCost {
  operationId: string;
  path: string;
  mb: number;
  parseMs: number;
  validateMs: number;
  validateMsPerMb: number;
  parseMsPerMb: number;
}

export async function measureValidation(seed: SeedOptions, runs: number): Promise<ValidationCost[]> {
  const app = buildServer({ seed });
  await app.ready();
  const { fixtures } = app.svc;
  const headers = { ...authHeaders(), 'svc-api-version': '0.1' };
  const targets: Array<[string, string]> = [
    ['listTeams', `/teams?site_id=${fixtures.siteId}`],
    ['listTeamInstances', `/team_instances?subseason_id=${fixtures.regularSubseasonId}`],
    ['listNewsArticles', '/news_articles'],
    ['getLeagueInstanceTree', `/league_instance_tree/${fixtures.leagueInstanceId}`],
  ];
  const catalogue = new OperationCatalogue({});
  const out: ValidationCost[] = [];
  for (const [operationId, path] of targets) {
    const text = (await app.inject({ url: path, headers })).body;
    const mb = Buffer.byteLength(text) / 1e6;
    catalogue.validate(operationId, 200, JSON.parse(text)); // compiles, as a worker's first call does
    const parse: number[] = [];
    const validate: number[] = [];
    for (let i = 0; i < runs; i++) {
      let t = performance.now();
      const body = JSON.parse(text) as unknown;
      parse.push(performance.now() - t);
      t = performance.now();
      const errors = catalogue.validate(operationId, 200, body);
      validate.push(performance.now() - t);
      if (errors === null || errors.length > 0)
        throw new Error(`${operationId}: the reference answer does not validate`);
    }
    const parseMs = median(parse);
    const validateMs = median(validate);
    out.push({
      operationId,
      path,
      mb,
      parseMs,
      validateMs,
      validateMsPerMb: validateMs / mb,
      parseMsPerMb: parseMs / mb,
    });
  }
  await app.close();
  return out;
}
