// Teams (interface: Endpoints > Teams and team instances; Resources > Team).
// Each check judges one requirement (check(...)); a read a check only relies on is a precondition,
// whose failure makes the check inconclusive, never failed.
import {
  test,
  expect,
  expectAccepted,
  expectEvery,
  expectShape,
  sampleOf,
  proves,
  writing,
  need,
  observe,
  check,
  checkRefusal,
  notJudged,
  precondition,
  readBack,
} from './harness.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import { expectSuccess } from './support/compare.ts';
import { interfaceModel, listed } from '../../src/spec/interface-model.ts';

type Fields = Record<string, unknown>;

const ids = (list: Fields[]) => list.map((x) => x.id);
const accepted = (r: ApiResult): boolean => r.status >= 200 && r.status < 300;
/** The genders of a Team, the model of the interface's. */
const GENDERS = interfaceModel().values('updateTeam', 'gender', 'bare');
const GENDER_OR_NULL = listed([...GENDERS, null]);
/** The fields of the Team table (Resources > Team). */
const TEAM_FIELDS = interfaceModel().listedFields('team.schema.json#/$defs/team_core');

/** The teams an index answered: a precondition that it is a success with an array (the index's own rule, OP-TEAMS-INDEX). */
function teamsOf(r: ApiResult, what: string): Promise<Fields[]> {
  return precondition(
    what,
    () => {
      expectAccepted(r, `${what}: a success`);
      expect(Array.isArray(r.body), `${what}: an array`).toBe(true);
      return r.list;
    },
    'OP-TEAMS-INDEX',
  );
}

/** A team as a show answers it now: a precondition that the show answers that team (its own rule, OP-TEAMS-SHOW). */
async function showTeam(api: ApiClient, id: number): Promise<Fields> {
  return (await readBack(api, 'getTeam', { path: { id } }, id)).object;
}

/** The update requirement of a body form. */
const formRule = (form: 'bare' | 'wrapped') => (form === 'bare' ? 'TEAM-UPDATE-BARE' : 'TEAM-UPDATE-WRAPPED');

test.describe('teams', () => {
  test(
    'the teams of a site are listed with their nested lists',
    proves(
      'OP-TEAMS-INDEX',
      'TEAM-FIELDS',
      'TEAM-NESTED-LISTS',
      'TEAM-SEASON-SHAPE',
      'TEAMS-FILTER-SITE',
      'TEAM-GENDER-ENUM',
      'TEAM-OPPONENT-VALUES',
    ),
    async ({ readProbes, discovery }) => {
      const site = need(await discovery.site());
      // GET /teams?site_id as the worker read it once (the read probe; discovery read the same).
      const r = await readProbes.result('listTeams');
      await check('OP-TEAMS-INDEX', 'the index by site_id answers 200 with an array of Team', () => {
        expectSuccess(r, 'listTeams', `GET /teams?site_id=${site} answers 200`);
        expect(Array.isArray(r.body), 'an array').toBe(true);
      });
      const teams = await teamsOf(r, `the teams of site ${site}`);
      // How many teams a site has is the deployment's data, not the interface's.
      test.skip(
        teams.length === 0,
        `site ${site} has no team: there is no Team to check; set SVC_SITE_ID to one that has`,
      );
      await check('TEAM-FIELDS', 'the teams listed carry every listed field with its type', () => {
        expectShape(r, 'TEAM-FIELDS');
        // present (its keys): a listed field is never left out
        expectEvery(teams, 'every team listed carries every field of the Team table', (team) => {
          const keys = Object.keys(team);
          const missing = TEAM_FIELDS.filter((k) => !keys.includes(k));
          return missing.length > 0 && `team ${String(team.id)}: ${missing.join(', ')}`;
        });
      });
      await check('TEAM-NESTED-LISTS', 'the teams listed carry their nested lists', () =>
        expectShape(r, 'TEAM-NESTED-LISTS'),
      );
      await check('TEAM-SEASON-SHAPE', 'the seasons of the teams listed carry their listed fields', () =>
        expectShape(r, 'TEAM-SEASON-SHAPE'),
      );
      await check('TEAMS-FILTER-SITE', `every team listed for site_id=${site} belongs to that site`, () =>
        expectEvery(
          teams,
          `every team listed belongs to site ${site}`,
          (team) =>
            !((team.sites as Fields[] | undefined) ?? []).some((s) => s.id === site) && `team ${String(team.id)}`,
        ),
      );
      await check('TEAM-GENDER-ENUM', `the gender of every team listed is ${GENDER_OR_NULL}`, () =>
        expectEvery(
          teams,
          `gender is ${GENDER_OR_NULL}`,
          (team) =>
            ![...GENDERS, null].includes(team.gender as string) &&
            `team ${String(team.id)}: ${JSON.stringify(team.gender)}`,
        ),
      );
      await check('TEAM-OPPONENT-VALUES', 'the opponent of every team listed is 1 or null', () =>
        expectEvery(
          teams,
          'opponent is 1 or null',
          (team) =>
            ![1, null].includes(team.opponent as number) && `team ${String(team.id)}: ${JSON.stringify(team.opponent)}`,
        ),
      );
    },
  );

  test(
    'a team is shown with its nested lists and team_instances',
    proves('OP-TEAMS-SHOW', 'TEAM-SHOW-TEAM-INSTANCES', 'TEAM-NESTED-LISTS', 'TEAM-SEASON-SHAPE'),
    async ({ api, discovery }) => {
      const id = need(await discovery.team());
      const r = await api.call('getTeam', { path: { id } });
      await check('OP-TEAMS-SHOW', 'a show answers 200 with the Team of the id', () => {
        expectSuccess(r, 'getTeam', `GET /teams/${id} answers 200`);
        expect(r.object.id, 'the team of the id').toBe(id);
      });
      await precondition(
        'the show answers the team',
        () => {
          expectAccepted(r, 'the show answers a success');
          expect(r.object.id, 'the team of the id').toBe(id);
        },
        'OP-TEAMS-SHOW',
      );
      await check(
        'TEAM-SHOW-TEAM-INSTANCES',
        'the show carries team_instances: Team Instances of this team without the nested team',
        () => {
          expect(Array.isArray(r.object.team_instances), 'team_instances is an array').toBe(true);
          expectShape(r, 'TEAM-SHOW-TEAM-INSTANCES');
          const instances = r.object.team_instances as Fields[];
          expectEvery(
            instances,
            'each team instance is of this team',
            (ti) => ti.team_id !== id && `team instance ${String(ti.id)}: team ${String(ti.team_id)}`,
          );
          expectEvery(
            instances,
            'team instances in a team show come without the nested team',
            (ti) => ti.team !== undefined && `team instance ${String(ti.id)}`,
          );
        },
      );
      await check('TEAM-NESTED-LISTS', 'the show carries the nested lists', () => expectShape(r, 'TEAM-NESTED-LISTS'));
      await check('TEAM-SEASON-SHAPE', 'the seasons of the team shown carry their listed fields', () =>
        expectShape(r, 'TEAM-SEASON-SHAPE'),
      );
    },
  );

  test('team_ids limits the index to those teams', proves('TEAMS-FILTER-TEAM-IDS'), async ({ api, discovery }) => {
    const site = need(await discovery.site());
    const team = need(await discovery.team());
    const teams = await teamsOf(
      await api.call('listTeams', { query: { site_id: site, team_ids: team } }),
      `the teams of site ${site} with team_ids=${team}`,
    );
    expect(ids(teams), `team_ids=${team} lists that team only`).toEqual([team]);
  });

  test(
    'league_ids limits the index to teams of those leagues',
    proves('TEAMS-FILTER-LEAGUE-IDS'),
    async ({ api, discovery, readProbes }) => {
      const site = need(await discovery.site());
      const league = need(await discovery.league());
      const teams = await teamsOf(
        await api.call('listTeams', { query: { site_id: site, league_ids: league } }),
        `the teams of site ${site} with league_ids=${league}`,
      );
      // Teams of the site whose nested leagues name this league (the worker's shared read of the
      // index): when there are any, limiting to the league leaves some. Otherwise an empty answer is right.
      const all = await teamsOf(await readProbes.result('listTeams'), `the teams of site ${site}`);
      const ofLeague = all.filter((t) => ((t.leagues as Fields[] | undefined) ?? []).some((l) => l.id === league));
      if (ofLeague.length > 0)
        expect(
          teams.length,
          `the site has ${ofLeague.length} team(s) of league ${league} (their leagues say so): the filtered index lists some`,
        ).toBeGreaterThan(0);
      expectEvery(
        teams,
        `every team listed is in league ${league}`,
        (team) =>
          !((team.leagues as Fields[] | undefined) ?? []).some((l) => l.id === league) && `team ${String(team.id)}`,
      );
    },
  );

  test(
    'sport_id limits the index to teams of that sport',
    proves('TEAMS-FILTER-SPORT-ID'),
    async ({ api, discovery }) => {
      const site = need(await discovery.site());
      const sport = need(await discovery.sport());
      // The site's own sport and every other sport: a filter that is ignored shows with the others.
      const listed = await readBack(api, 'listSports', {});
      const sports = [sport, ...listed.list.map((s) => s.id).filter((id) => id !== sport)];
      for (const id of sports) {
        const teams = await teamsOf(
          await api.call('listTeams', { query: { site_id: site, sport_id: String(id) } }),
          `the teams of site ${site} with sport_id=${String(id)}`,
        );
        expectEvery(
          teams,
          `every team listed for sport_id=${String(id)} is of that sport`,
          (team) => team.sport_id !== id && `team ${String(team.id)}: sport ${String(team.sport_id)}`,
        );
      }
    },
  );

  test(
    'a team with an opponent instance of a solo-team league has opponent 1',
    proves('TEAM-OPPONENT-VALUES'),
    async ({ api, discovery, readProbes }) => {
      const site = need(await discovery.site());
      const teams = await teamsOf(await readProbes.result('listTeams'), `the teams of site ${site}`);
      // Only teams of a solo-team league can be opponents: those with a season of a solo-team league
      // in their nested seasons, or that say opponent 1. Only these are shown one by one (at most
      // 50), never every team of a large site.
      const soloSeason = (team: Fields) =>
        ((team.seasons as Fields[] | undefined) ?? []).some((s) => typeof s?.solo_team_league_id === 'number');
      let opponents = 0;
      for (const team of sampleOf(
        teams.filter((t) => t.opponent === 1 || soloSeason(t)),
        50,
      )) {
        const shown = await showTeam(api, Number(team.id));
        // its own instances (that the show answers only those is TEAM-SHOW-TEAM-INSTANCES' rule)
        const instances = ((shown.team_instances as Fields[] | undefined) ?? []).filter((ti) => ti.team_id === team.id);
        if (!instances.some((ti) => ti.opponent === true)) continue;
        opponents += 1;
        expect(shown.opponent, `team ${String(team.id)} exists as an opponent in a solo-team league`).toBe(1);
        expect(team.opponent, `team ${String(team.id)} in the index`).toBe(1);
      }
      test.skip(
        opponents === 0,
        `site ${site} has no team with an opponent instance (no solo-team league); set SVC_SITE_ID to one that has`,
      );
    },
  );

  test(
    'current_subseason_only=1 lists a subset of the index: teams in the current subseason',
    proves('TEAMS-FILTER-CURRENT-SUBSEASON'),
    async ({ api, discovery, readProbes }) => {
      const site = need(await discovery.site());
      const all = new Set(ids(await teamsOf(await readProbes.result('listTeams'), `the teams of site ${site}`)));
      const teams = await teamsOf(
        await api.call('listTeams', { query: { site_id: site, current_subseason_only: 1 } }),
        `the teams of site ${site} with current_subseason_only=1`,
      );
      expectEvery(
        ids(teams),
        'every team listed is in the unfiltered index',
        (id) => !all.has(id) && `team ${String(id)}`,
      );
      // "1 limits to the current subseason": a team listed has a team instance (subseason_team_instance_mapping)
      // in the current subseason (current_subseason_id, "the default subseason") of one of its leagues.
      const inCurrent = (team: Fields): boolean => {
        const current = new Set<unknown>(
          ((team.leagues as Fields[] | undefined) ?? [])
            .map((l) => l.current_subseason_id)
            .filter((x) => x !== null && x !== undefined),
        );
        return ((team.subseason_team_instance_mapping as Fields[] | undefined) ?? []).some((m) =>
          current.has(m.subseason_id),
        );
      };
      expectEvery(
        teams,
        'every team listed has a team instance in the current subseason of its league',
        (team) => !inCurrent(team) && `team ${String(team.id)}`,
      );
    },
  );

  test(
    'what write_access and the required-parameter listing do is recorded',
    proves('TEAMS-WRITE-ACCESS-OBSERVED', 'TEAMS-REQUIRED-PARAMS-OBSERVED'),
    async ({ api, discovery, readProbes }, testInfo) => {
      const site = need(await discovery.site());
      const all = await readProbes.result('listTeams');
      const writable = await api.call('listTeams', { query: { site_id: site, write_access: 1 }, unvalidated: true });
      observe(testInfo, 'TEAMS-WRITE-ACCESS-OBSERVED', 'GET /teams?site_id&write_access=1', {
        status: writable.status,
        count: writable.list.length,
        unfiltered: all.list.length,
      });
      observe(
        testInfo,
        'TEAMS-REQUIRED-PARAMS-OBSERVED',
        'GET /teams with site_id only (league_ids and team_ids, also listed as required, left out as in the example)',
        { status: all.status },
      );
      // Without any parameter: site_id is listed as required, but no error is stated for the teams
      // index (spec/silences.yaml teams-required-query); a deployment may refuse it or answer a list.
      const bare = await api.call('listTeams');
      const errors = (bare.object as { errors?: unknown } | undefined)?.errors;
      observe(testInfo, 'TEAMS-REQUIRED-PARAMS-OBSERVED', 'GET /teams without any parameter', {
        status: bare.status,
        ...(Array.isArray(bare.body) ? { items: bare.list.length } : { errors: errors ?? null }),
      });
    },
  );

  test.describe('updates of the same team', () => {
    // Both forms change the same team: one after the other.
    test.describe.configure({ mode: 'default' });
    for (const form of ['bare', 'wrapped'] as const) {
      const requirement = formRule(form);
      test(
        `a team update with a ${form} body is read back`,
        writing(proves(requirement, 'OP-TEAMS-UPDATE', 'TEAM-NESTED-LISTS')),
        async ({ api, discovery, ledger }) => {
          const id = need(await discovery.team());
          const original = await showTeam(api, id);
          const before = original.abbrev ?? null;
          const abbrev = form === 'bare' ? 'CFB' : 'CFW';
          // Updates cannot be deleted: the ledger puts the team back when the test ends (or npm run
          // cleanup does, after a killed run).
          ledger.track('team-update', id, {
            operationId: 'updateTeam',
            path: { id },
            json: { team: { abbrev: before } },
          });
          const r = await api.call('updateTeam', {
            path: { id },
            json: form === 'bare' ? { abbrev } : { team: { abbrev } },
          });
          await check('OP-TEAMS-UPDATE', 'the update answers 200 with the Team', () => {
            expectSuccess(r, 'updateTeam', `PUT /teams/${id} answers 200`);
            expect(r.object.id, 'the team of the id').toBe(id);
          });
          // The update response is a Team with its nested lists too.
          await check('TEAM-NESTED-LISTS', 'the update answers the Team with its nested lists', () => {
            if (!accepted(r)) notJudged(`the update was refused (${r.status}): no Team to judge`, ['OP-TEAMS-UPDATE']);
            expectShape(r, 'TEAM-NESTED-LISTS');
          });
          await check(requirement, 'the update answers the change', () => {
            if (!accepted(r))
              notJudged(`the update was refused (${r.status}): no change to judge`, ['OP-TEAMS-UPDATE']);
            expect(r.object.abbrev, 'the update answers the abbrev sent').toBe(abbrev);
          });
          const shown = await showTeam(api, id);
          await check(requirement, 'a show returns the change, and only the change', () => {
            if (!accepted(r))
              notJudged(`the update was refused (${r.status}): no change to read back`, ['OP-TEAMS-UPDATE']);
            expect(shown.abbrev, 'a show returns the change').toBe(abbrev);
            for (const key of [
              'name',
              'button_title',
              'primary_color',
              'secondary_color',
              'gender',
              'opponent',
              'parent_team_id',
              'sport_id',
              'image_id',
            ]) {
              expect(shown[key], `and only the change: ${key}`).toEqual(original[key]);
            }
          });
        },
      );
    }

    // "JSON body with the Team fields to change" (Endpoints > Teams and team instances): every field of
    // the Team table, one update each, answered and read back by a show. Values the deployment already
    // holds are used where a field names another record (sport, image, parent team); a field with no
    // such value to change to is left out (and said so). The ledger puts every changed field back.
    for (const form of ['bare', 'wrapped'] as const) {
      const requirement = formRule(form);
      test(
        `a team update (${form} body) of each Team field is answered and read back`,
        writing(proves(requirement, 'OP-TEAMS-UPDATE')),
        async ({ api, discovery, ledger, readProbes }, testInfo) => {
          const id = need(await discovery.team());
          const original = await showTeam(api, id);
          const teams = await teamsOf(await readProbes.result('listTeams'), 'the teams of the site');
          const sports = (
            await precondition(
              'the sports index',
              async () => {
                const r = await readProbes.result('listSports');
                expectAccepted(r, 'the sports index answers a success');
                return r;
              },
              'OP-SPORTS-INDEX',
            )
          ).list;
          const other = <T>(values: unknown[], current: unknown): T | undefined =>
            values
              .filter((v) => v !== null && v !== undefined && v !== current)
              .sort((a, b) => Number(a) - Number(b))[0] as T | undefined;
          const tag = form === 'bare' ? 'B' : 'W';
          const changes: Record<string, unknown> = {
            name: `${String(original.name ?? 'Team').slice(0, 60)} ${tag}`,
            button_title: `Conformance ${tag}`,
            abbrev: `CF${tag}`,
            // a color can be changed only where there is one to put back (the ledger restores the original)
            ...(typeof original.primary_color === 'string'
              ? { primary_color: form === 'bare' ? '123456' : '654321' }
              : {}),
            ...(typeof original.secondary_color === 'string'
              ? { secondary_color: form === 'bare' ? 'abcdef' : 'fedcba' }
              : {}),
            gender: GENDERS.find((g) => g !== original.gender),
            // 1 only on a team that is not an opponent already: an opponent team stays one (other tests
            // read the opponent teams of the site meanwhile)
            opponent: original.opponent === 1 ? undefined : 1,
            parent_team_id:
              other<number>(
                teams.map((t) => t.id).filter((t) => t !== id),
                original.parent_team_id,
              ) ?? null,
            image_id: other<number>(
              teams.map((t) => t.image_id),
              original.image_id,
            ),
            sport_id: other<number>(
              sports.map((x) => x.id),
              original.sport_id,
            ),
            ios_whitelabel_url: `https://example.com/svc-conformance-ios-${tag}`,
            android_whitelabel_url: `https://example.com/svc-conformance-android-${tag}`,
          };
          const left = Object.entries(changes)
            .filter(([, v]) => v === undefined)
            .map(([k]) => k);
          if (left.length > 0)
            testInfo.annotations.push({
              type: 'note',
              description: `Team fields not changed (no other value to change them to, or an opponent team): ${left.join(', ')}`,
            });
          const fields = Object.keys(changes).filter((k) => changes[k] !== undefined);
          ledger.track('team-update', id, {
            operationId: 'updateTeam',
            path: { id },
            json: { team: Object.fromEntries(fields.map((k) => [k, original[k] ?? null])) },
          });
          // Fields read back as sent so far: whether this body form changes the team at all.
          let stored = 0;
          for (const field of fields) {
            const value = changes[field];
            const r = await api.call('updateTeam', {
              path: { id },
              json: form === 'bare' ? { [field]: value } : { team: { [field]: value } },
            });
            await check('OP-TEAMS-UPDATE', `an update of ${field} answers 200`, () =>
              expectSuccess(r, 'updateTeam', `an update of ${field} answers 200`),
            );
            const shown = await showTeam(api, id);
            // opponent 1 answered and shown as null, where this form changes the other fields: what a
            // team that is an opponent reads is the opponent rule's ("1 when the team exists as an opponent").
            const opponentReadsNull =
              field === 'opponent' && stored > 0 && r.object.opponent === null && shown.opponent === null;
            await check(requirement, `an update of ${field} is accepted and answers it as sent`, () => {
              if (!accepted(r))
                notJudged(`the update was refused (${r.status}): no change to judge`, ['OP-TEAMS-UPDATE']);
              if (opponentReadsNull)
                notJudged(
                  'the team answers and shows opponent null after opponent 1 was sent, though this body form changes the other fields',
                  ['TEAM-OPPONENT-VALUES'],
                );
              expect(r.object[field], `the update answers ${field} as sent`).toEqual(value);
            });
            await check(requirement, `a show returns the ${field} sent`, () => {
              if (!accepted(r))
                notJudged(`the update was refused (${r.status}): no change to read back`, ['OP-TEAMS-UPDATE']);
              if (opponentReadsNull)
                notJudged(
                  'the team answers and shows opponent null after opponent 1 was sent, though this body form changes the other fields',
                  ['TEAM-OPPONENT-VALUES'],
                );
              expect(shown[field], `a show returns the ${field} sent`).toEqual(value);
            });
            if (JSON.stringify(shown[field]) === JSON.stringify(value)) stored += 1;
          }
        },
      );
    }

    test(
      'a team update takes each listed gender and refuses another, in a bare and a wrapped body',
      writing(proves('TEAM-GENDER-ENUM', 'ERROR-BAD-INPUT-4XX')),
      async ({ api, discovery, ledger }) => {
        const id = need(await discovery.team());
        const original = await showTeam(api, id);
        if (typeof original.gender === 'string')
          ledger.track('team-update', id, {
            operationId: 'updateTeam',
            path: { id },
            json: { team: { gender: original.gender } },
          });
        // Updates are served at all (the team's name, unchanged): what the gender rule is judged on.
        await precondition(
          'an update of the team (its name, unchanged) is accepted',
          async () => {
            const r = await api.call('updateTeam', { path: { id }, json: { team: { name: original.name } } });
            expectAccepted(r, 'the update is accepted');
          },
          'OP-TEAMS-UPDATE',
        );
        for (const form of ['bare', 'wrapped'] as const) {
          const body = (gender: string) => (form === 'bare' ? { gender } : { team: { gender } });
          // Each listed gender once, each a change from the one before (so that a show tells whether it was stored).
          let previous = (await showTeam(api, id)).gender;
          const at = GENDERS.indexOf(previous as string);
          let changed = 0;
          for (const gender of [...GENDERS.slice(at + 1), ...GENDERS.slice(0, at + 1)]) {
            const r = await api.call('updateTeam', { path: { id }, json: body(gender) });
            await check('TEAM-GENDER-ENUM', `gender ${gender} is taken (${form} body)`, () =>
              expectAccepted(r, `gender ${gender} is taken (${form} body)`),
            );
            const shown = (await showTeam(api, id)).gender;
            if (accepted(r)) {
              const before = previous;
              await check('TEAM-GENDER-ENUM', `the update answers gender ${gender} (${form} body)`, () => {
                // the answer shows the value from before: the update's answer, not the gender's rule
                if (r.object.gender === before && before !== gender)
                  notJudged(`the update answers the gender from before (${JSON.stringify(before)})`, [formRule(form)]);
                expect(r.object.gender, `the update answers gender ${gender}`).toBe(gender);
              });
              await check('TEAM-GENDER-ENUM', `a show returns gender ${gender} (${form} body)`, () => {
                // the gender from before: the update was not stored at all, which is the update's rule, not the gender's
                if (shown === before && before !== gender)
                  notJudged(`a show still returns the gender from before (${JSON.stringify(before)})`, [
                    formRule(form),
                  ]);
                expect(shown, `a show returns gender ${gender} (${form} body)`).toBe(gender);
              });
            }
            if (shown === gender && previous !== gender) changed += 1;
            previous = shown;
          }
          // The body form stored none of the listed genders: it does not change the gender at all, which
          // is the form's rule; what it does with an unlisted one shows nothing about the gender rule.
          if (changed === 0) {
            await check('TEAM-GENDER-ENUM', `an update to gender mixed (${form} body) is refused`, () =>
              notJudged(
                `the ${form} body stored none of the listed genders: the update does not change the gender with it`,
                [formRule(form)],
              ),
            );
            await check('ERROR-BAD-INPUT-4XX', `an update to gender mixed (${form} body) is refused with a 4xx`, () =>
              notJudged(
                `the ${form} body stored none of the listed genders: the update does not change the gender with it`,
                [formRule(form)],
              ),
            );
            continue;
          }
          // gender mixed is not one of male, female or co-ed
          const r = await api.call('updateTeam', { path: { id }, json: body('mixed') });
          const after = (await showTeam(api, id)).gender;
          await checkRefusal(r, 'TEAM-GENDER-ENUM', `an update to gender mixed (${form} body)`);
          await check('TEAM-GENDER-ENUM', `the refused update changed nothing (${form} body)`, () =>
            expect(after, `nothing was changed (${form} body)`).toBe(previous),
          );
        }
      },
    );
  });
});
