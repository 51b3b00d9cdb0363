// What the team spec files share (teams.spec.ts, team-updates.spec.ts): the genders of a Team, and
// the reads a check relies on (the teams an index answered, a team as a show answers it now).
import { listedIn, readBack } from '../assertions.ts';
import type { ApiClient, ApiResult } from '../../../src/harness/client.ts';
import { interfaceModel } from '../../../src/spec/interface-model.ts';

export type Fields = Record<string, unknown>;

export const accepted = (r: ApiResult): boolean => r.status >= 200 && r.status < 300;
/** The genders of a Team, the model of the interface's. */
export const GENDERS = interfaceModel().values('updateTeam', 'gender', 'bare');

/** The teams an index answered: a precondition that it is a success with an array (the index's own rule, OP-TEAMS-INDEX). */
export function teamsOf(r: ApiResult, what: string): Promise<Fields[]> {
  return listedIn(r, what, 'OP-TEAMS-INDEX');
}

/** A team as a show answers it now: a precondition that the show answers that team (its own rule, OP-TEAMS-SHOW). */
export async function showTeam(api: ApiClient, id: number): Promise<Fields> {
  return (await readBack(api, 'getTeam', { path: { id } }, id)).object;
}
