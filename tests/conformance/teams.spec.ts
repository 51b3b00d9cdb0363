// Teams (interface: Endpoints > Teams and team instances; Resources > Team).
import { test, expect, expectEvery, sampleOf, proves, need, observe, expectClientError } from './harness.ts';

const ids = (list: Array<Record<string, unknown>>) => list.map((x) => x.id);

test.describe('teams', () => {
  test('the teams of a site are listed with their nested lists', proves('OP-TEAMS-INDEX', 'TEAM-FIELDS', 'TEAM-NESTED-LISTS', 'TEAM-SEASON-SHAPE', 'TEAMS-FILTER-SITE', 'TEAM-GENDER-ENUM', 'TEAM-OPPONENT-VALUES'), async ({ reads, discovery }) => {
    const site = need(await discovery.site());
    // GET /teams?site_id as the worker read it once (the read probe; discovery read the same).
    const r = await reads.result('listTeams');
    expect(r.status).toBe(200);
    expect(r.exchange.schemaErrors).toEqual([]);
    expectEvery(r.list, `every team listed belongs to site ${site}`, (team) =>
      !((team.sites as Array<Record<string, unknown>> | undefined) ?? []).some((s) => s.id === site) && `team ${String(team.id)}`);
    expectEvery(r.list, 'gender is male, female, co-ed or null', (team) => !['male', 'female', 'co-ed', null].includes(team.gender as string) && `team ${String(team.id)}: ${JSON.stringify(team.gender)}`);
    expectEvery(r.list, 'opponent is 1 or null', (team) => ![1, null].includes(team.opponent as number) && `team ${String(team.id)}: ${JSON.stringify(team.opponent)}`);
    // How many teams a site has is the deployment's data, not the interface's.
    test.skip(r.list.length === 0, `site ${site} has no team: there is no Team to check`);
  });

  test('a team is shown with its nested lists and team_instances', proves('OP-TEAMS-SHOW', 'TEAM-SHOW-TEAM-INSTANCES', 'TEAM-NESTED-LISTS', 'TEAM-SEASON-SHAPE'), async ({ api, discovery }) => {
    const id = need(await discovery.team());
    const r = await api.call('getTeam', { path: { id } });
    expect(r.status).toBe(200);
    expect(r.object.id).toBe(id);
    expect(Array.isArray(r.object.team_instances)).toBe(true);
    for (const ti of r.object.team_instances as Array<Record<string, unknown>>) {
      expect(ti.team_id, 'each team instance is of this team').toBe(id);
      expect(ti.team, 'team instances in a team show come without the nested team').toBeUndefined();
    }
    expect(r.exchange.schemaErrors).toEqual([]);
  });

  test('team_ids limits the index to those teams', proves('TEAMS-FILTER-TEAM-IDS'), async ({ api, discovery }) => {
    const site = need(await discovery.site());
    const team = need(await discovery.team());
    const r = await api.call('listTeams', { query: { site_id: site, team_ids: team } });
    expect(r.status).toBe(200);
    expect(ids(r.list)).toEqual([team]);
  });

  test('league_ids limits the index to teams of those leagues', proves('TEAMS-FILTER-LEAGUE-IDS'), async ({ api, discovery, reads }) => {
    const site = need(await discovery.site());
    const league = need(await discovery.league());
    const r = await api.call('listTeams', { query: { site_id: site, league_ids: league } });
    expect(r.status).toBe(200);
    // Teams of the site whose nested leagues name this league (the worker's shared read of the
    // index): when there are any, limiting to the league leaves some. Otherwise an empty answer is right.
    const ofLeague = (await reads.result('listTeams')).list.filter((t) => ((t.leagues as Array<Record<string, unknown>> | undefined) ?? []).some((l) => l.id === league));
    if (ofLeague.length > 0) expect(r.list.length, `the site has ${ofLeague.length} team(s) of league ${league} (their leagues say so): the filtered index lists some`).toBeGreaterThan(0);
    expectEvery(r.list, `every team listed is in league ${league}`, (team) =>
      !((team.leagues as Array<Record<string, unknown>> | undefined) ?? []).some((l) => l.id === league) && `team ${String(team.id)}`);
  });

  test('sport_id limits the index to teams of that sport', proves('TEAMS-FILTER-SPORT-ID'), async ({ api, discovery }) => {
    const site = need(await discovery.site());
    const sport = need(await discovery.sport());
    // The site's own sport and every other sport: a filter that is ignored shows with the others.
    const sports = [sport, ...(await api.call('listSports')).list.map((s) => s.id).filter((id) => id !== sport)];
    for (const id of sports) {
      const r = await api.call('listTeams', { query: { site_id: site, sport_id: String(id) } });
      expect(r.status, `sport_id=${String(id)}`).toBe(200);
      expectEvery(r.list, `every team listed for sport_id=${String(id)} is of that sport`, (team) => team.sport_id !== id && `team ${String(team.id)}: sport ${String(team.sport_id)}`);
    }
  });

  test('a team with an opponent instance of a solo-team league has opponent 1', proves('TEAM-OPPONENT-VALUES'), async ({ api, discovery, reads }) => {
    const site = need(await discovery.site());
    const teams = (await reads.result('listTeams')).list;
    // Only teams of a solo-team league can be opponents: those with a season of a solo-team league
    // in their nested seasons, or that say opponent 1. Only these are shown one by one (at most
    // 50), never every team of a large site.
    const soloSeason = (team: Record<string, unknown>) =>
      ((team.seasons as Array<Record<string, unknown>> | undefined) ?? []).some((s) => typeof s?.solo_team_league_id === 'number');
    let opponents = 0;
    for (const team of sampleOf(teams.filter((t) => t.opponent === 1 || soloSeason(t)), 50)) {
      const shown = await api.call('getTeam', { path: { id: Number(team.id) } });
      const instances = (shown.object.team_instances as Array<Record<string, unknown>> | undefined) ?? [];
      if (!instances.some((ti) => ti.opponent === true)) continue;
      opponents += 1;
      expect(shown.object.opponent, `team ${String(team.id)} exists as an opponent in a solo-team league`).toBe(1);
      expect(team.opponent, `team ${String(team.id)} in the index`).toBe(1);
    }
    test.skip(opponents === 0, `site ${site} has no team with an opponent instance (no solo-team league)`);
  });

  test('current_subseason_only=1 lists a subset of the index: teams in the current subseason', proves('TEAMS-FILTER-CURRENT-SUBSEASON'), async ({ api, discovery, reads }) => {
    const site = need(await discovery.site());
    const all = new Set(ids((await reads.result('listTeams')).list));
    const r = await api.call('listTeams', { query: { site_id: site, current_subseason_only: 1 } });
    expect(r.status).toBe(200);
    expectEvery(ids(r.list), 'every team listed is in the unfiltered index', (id) => !all.has(id) && `team ${String(id)}`);
    // "1 limits to the current subseason": a team listed has a team instance (subseason_team_instance_mapping)
    // in the current subseason (current_subseason_id, "the default subseason") of one of its leagues.
    const inCurrent = (team: Record<string, unknown>): boolean => {
      const current = new Set<unknown>(((team.leagues as Array<Record<string, unknown>> | undefined) ?? []).map((l) => l.current_subseason_id).filter((x) => x !== null && x !== undefined));
      return ((team.subseason_team_instance_mapping as Array<Record<string, unknown>> | undefined) ?? []).some((m) => current.has(m.subseason_id));
    };
    expectEvery(r.list, 'every team listed has a team instance in the current subseason of its league', (team) => !inCurrent(team) && `team ${String(team.id)}`);
  });

  test('what write_access and the required-parameter listing do is recorded', proves('TEAMS-WRITE-ACCESS-OBSERVED', 'TEAMS-REQUIRED-PARAMS-OBSERVED'), async ({ api, discovery, reads }, testInfo) => {
    const site = need(await discovery.site());
    const all = await reads.result('listTeams');
    const writable = await api.call('listTeams', { query: { site_id: site, write_access: 1 }, unvalidated: true });
    observe(testInfo, 'TEAMS-WRITE-ACCESS-OBSERVED', 'GET /teams?site_id&write_access=1', { status: writable.status, count: writable.list.length, unfiltered: all.list.length });
    observe(testInfo, 'TEAMS-REQUIRED-PARAMS-OBSERVED', 'GET /teams with site_id only (league_ids and team_ids, also listed as required, left out as in the example)', { status: all.status });
  });

  test('the teams index without site_id is an error', proves('TEAMS-SITE-ID-REQUIRED', 'ERROR-BODY-SHAPE'), async ({ api }) => {
    // site_id is listed as required and is the one parameter the example passes: without it, and
    // without any other parameter, the request cannot be what the interface describes.
    expectClientError(await api.call('listTeams', { unvalidated: true }));
  });

  test.describe('updates of the same team', () => {
  // Both forms change the same team: one after the other.
  test.describe.configure({ mode: 'default' });
  for (const form of ['bare', 'wrapped'] as const) {
    test(`a team update with a ${form} body is read back`, proves(form === 'bare' ? 'TEAM-UPDATE-BARE' : 'TEAM-UPDATE-WRAPPED', 'OP-TEAMS-UPDATE', 'TEAM-NESTED-LISTS'), async ({ api, discovery, ledger, writes }) => {
      void writes;
      const id = need(await discovery.team());
      const original = await api.call('getTeam', { path: { id } });
      const before = original.object.abbrev ?? null;
      const abbrev = form === 'bare' ? 'CFB' : 'CFW';
      // Updates cannot be deleted: the ledger puts the team back when the test ends (or npm run
      // cleanup does, after a killed run).
      ledger.track('team-update', id, { operationId: 'updateTeam', path: { id }, json: { team: { abbrev: before } } });
      {
        const r = await api.call('updateTeam', { path: { id }, json: form === 'bare' ? { abbrev } : { team: { abbrev } } });
        expect(r.status).toBe(200);
        expect(r.object.abbrev).toBe(abbrev);
        // The update response is a Team with its nested lists too (checked against the schema).
        expect(r.exchange.schemaErrors).toEqual([]);
        const shown = await api.call('getTeam', { path: { id } });
        expect(shown.object.abbrev, 'a show returns the change').toBe(abbrev);
        for (const key of ['name', 'button_title', 'primary_color', 'secondary_color', 'gender', 'opponent', 'parent_team_id', 'sport_id', 'image_id']) {
          expect(shown.object[key], `and only the change: ${key}`).toEqual(original.object[key]);
        }
      }
    });
  }

  // "JSON body with the Team fields to change" (Endpoints > Teams and team instances): every field of
  // the Team table, one update each, answered and read back by a show. Values the deployment already
  // holds are used where a field names another record (sport, image, parent team); a field with no
  // such value to change to is left out (and said so). The ledger puts every changed field back.
  for (const form of ['bare', 'wrapped'] as const) {
    test(`a team update (${form} body) of each Team field is answered and read back`, proves(form === 'bare' ? 'TEAM-UPDATE-BARE' : 'TEAM-UPDATE-WRAPPED'), async ({ api, discovery, ledger, reads, writes }, testInfo) => {
      void writes;
      const id = need(await discovery.team());
      const original = (await api.call('getTeam', { path: { id } })).object;
      const teams = (await reads.result('listTeams')).list;
      const sports = (await reads.result('listSports')).list;
      const other = <T>(values: unknown[], current: unknown): T | undefined =>
        values.filter((v) => v !== null && v !== undefined && v !== current).sort((a, b) => Number(a) - Number(b))[0] as T | undefined;
      const tag = form === 'bare' ? 'B' : 'W';
      const genders = ['male', 'female', 'co-ed'];
      const changes: Record<string, unknown> = {
        name: `${String(original.name ?? 'Team').slice(0, 60)} ${tag}`,
        button_title: `Conformance ${tag}`,
        abbrev: `CF${tag}`,
        // a color can be changed only where there is one to put back (the ledger restores the original)
        ...(typeof original.primary_color === 'string' ? { primary_color: form === 'bare' ? '123456' : '654321' } : {}),
        ...(typeof original.secondary_color === 'string' ? { secondary_color: form === 'bare' ? 'abcdef' : 'fedcba' } : {}),
        gender: genders.find((g) => g !== original.gender),
        // 1 only on a team that is not an opponent already: an opponent team stays one (other tests
        // read the opponent teams of the site meanwhile)
        opponent: original.opponent === 1 ? undefined : 1,
        parent_team_id: other<number>(teams.map((t) => t.id).filter((t) => t !== id), original.parent_team_id) ?? null,
        image_id: other<number>(teams.map((t) => t.image_id), original.image_id),
        sport_id: other<number>(sports.map((x) => x.id), original.sport_id),
        ios_whitelabel_url: `https://example.com/svc-conformance-ios-${tag}`,
        android_whitelabel_url: `https://example.com/svc-conformance-android-${tag}`,
      };
      const left = Object.entries(changes).filter(([, v]) => v === undefined).map(([k]) => k);
      if (left.length > 0) testInfo.annotations.push({ type: 'note', description: `Team fields not changed (no other value to change them to, or an opponent team): ${left.join(', ')}` });
      const fields = Object.keys(changes).filter((k) => changes[k] !== undefined);
      ledger.track('team-update', id, { operationId: 'updateTeam', path: { id }, json: { team: Object.fromEntries(fields.map((k) => [k, original[k] ?? null])) } });
      for (const field of fields) {
        const value = changes[field];
        const r = await api.call('updateTeam', { path: { id }, json: form === 'bare' ? { [field]: value } : { team: { [field]: value } } });
        expect(r.status, `an update of ${field} is accepted`).toBe(200);
        expect(r.object[field], `the update answers ${field} as sent`).toEqual(value);
        expect((await api.call('getTeam', { path: { id } })).object[field], `a show returns the ${field} sent`).toEqual(value);
      }
    });
  }

  test('a team update takes each listed gender and refuses another, in a bare and a wrapped body', proves('TEAM-GENDER-ENUM', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const id = need(await discovery.team());
    const original = (await api.call('getTeam', { path: { id } })).object.gender;
    if (typeof original === 'string') ledger.track('team-update', id, { operationId: 'updateTeam', path: { id }, json: { team: { gender: original } } });
    for (const form of ['bare', 'wrapped'] as const) {
      const body = (gender: string) => (form === 'bare' ? { gender } : { team: { gender } });
      for (const gender of ['male', 'female', 'co-ed']) {
        const r = await api.call('updateTeam', { path: { id }, json: body(gender) });
        expect(r.status, `gender ${gender} is taken (${form} body)`).toBe(200);
        expect(r.object.gender).toBe(gender);
        expect((await api.call('getTeam', { path: { id } })).object.gender, `a show returns gender ${gender} (${form} body)`).toBe(gender);
      }
      // gender mixed is not one of male, female or co-ed
      const r = await api.call('updateTeam', { path: { id }, json: body('mixed') });
      expectClientError(r);
      expect((await api.call('getTeam', { path: { id } })).object.gender, `nothing was changed (${form} body)`).toBe('co-ed');
    }
  });

  });
});
