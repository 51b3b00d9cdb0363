// Faults of sports, officials, leagues, league instances, the tree, division instances, teams and team
// instances: see reference/faults.ts. Each area is in a file of its own; LEAGUES_TEAMS_FAULTS keeps them
// in the catalogue's order (the faults added out of area order stay here, in their place).
import type { FaultDefinition } from '../fault-definition.ts';
import { SPORTS_OFFICIALS_FAULTS } from './sports-officials.ts';
import { LEAGUE_FAULTS } from './leagues.ts';
import { DIVISION_INSTANCE_FAULTS } from './division-instances.ts';
import { TEAM_FAULTS } from './teams.ts';

export const LEAGUES_TEAMS_FAULTS = [
  {
    id: 'leagues-unknown-site-200',
    requirements: ['LEAGUES-UNKNOWN-SITE-404'],
    description: 'GET /leagues with an unknown site answers 200 with an empty array instead of 404 with an error body.',
  },
  {
    id: 'league-instances-missing-league-id-400',
    requirements: ['LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412'],
    description:
      'GET /league_instances without league_id answers 400 instead of 412 (the body is still the error body).',
  },
  {
    id: 'max-standings-points-number-after-update',
    requirements: ['DIVISION-INSTANCE-MAX-STANDINGS-POINTS-STRING'],
    description:
      'After an update, division instance max_standings_points comes back as a JSON number instead of a string.',
  },
  ...SPORTS_OFFICIALS_FAULTS,
  ...LEAGUE_FAULTS,
  ...DIVISION_INSTANCE_FAULTS,
  ...TEAM_FAULTS,
  {
    id: 'division-instances-ignore-subseason-id',
    requirements: ['DIVISION-INSTANCES-BY-SUBSEASON'],
    description:
      'GET /division_instances?subseason_id= lists the division instances of every subseason of the league instance, not only those of the subseason asked for (subseason_id is still required).',
  },
] as const satisfies readonly FaultDefinition[];
