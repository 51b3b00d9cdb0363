// When no SVC_BASE_URL is given the suite targets the embedded reference server, whose
// credentials and fixture ids are known: the same values `npm run reference` prints as .env lines.
// Settings given explicitly still win.
import type { TargetConfig } from '../config/target.ts';
import { REFERENCE_CREDENTIALS } from '../../reference/credentials.ts';
import { buildSeed } from '../../reference/seed.ts';

export function embeddedTargetDefaults(target: TargetConfig): TargetConfig {
  const fixtures = buildSeed().fixtures;
  return {
    ...target,
    accessToken: target.accessToken ?? REFERENCE_CREDENTIALS.accessToken,
    basic: target.basic ?? { username: REFERENCE_CREDENTIALS.username, password: REFERENCE_CREDENTIALS.password, apiToken: REFERENCE_CREDENTIALS.apiToken },
    fixtureIds: { forbidden_site: fixtures.forbiddenSiteId, game: fixtures.gameId, ...target.fixtureIds },
  };
}
