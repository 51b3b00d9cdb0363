// Faults of sports, officials, leagues, league instances, the tree, division instances, teams and team instances: see reference/faults.ts.
import type { FaultDefinition } from '../faults.ts';

export const LEAGUES_TEAMS_FAULTS = [
  {
    id: 'leagues-unknown-site-200',
    requirements: ['LEAGUES-UNKNOWN-SITE-404'],
    description: 'GET /leagues with an unknown site answers 200 with an empty array instead of 404 with an error body.',
  },
  {
    id: 'league-instances-missing-league-id-400',
    requirements: ['LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412'],
    description: 'GET /league_instances without league_id answers 400 instead of 412 (the body is still the error body).',
  },
  {
    id: 'max-standings-points-number-after-update',
    requirements: ['DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING'],
    description: 'After an update, division instance max_standings_points comes back as a JSON number instead of a string.',
  },
] as const satisfies readonly FaultDefinition[];
