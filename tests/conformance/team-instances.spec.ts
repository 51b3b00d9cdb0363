// Team instances (interface: Endpoints > Teams and team instances; Resources > Team Instance).
// Each check judges one requirement (check(...)); a read a check only relies on is a precondition,
// whose failure makes the check inconclusive, never failed.
import { test, expect, sampleOf, proves, need, observe, type ReadProbes } from './harness.ts';
import {
  answeredRecord,
  check,
  checkedIndexList,
  checkRecordAnswer,
  checkRefusal,
  expectAccepted,
  expectEvery,
  expectShape,
  listedIn,
  notJudged,
  precondition,
  readBack,
} from './assertions.ts';
import { walkTree, type TreeNode } from '../../src/harness/discovery.ts';
import type { ApiResult } from '../../src/harness/client.ts';
import { interfaceModel, listed } from '../../src/spec/interface-model.ts';

/** The genders of a Team Instance, as the schema of its answer lists them. */
const GENDERS = interfaceModel().answerValues('getTeamInstance', 'gender');
const GENDER_OR_NULL = listed([...GENDERS, null]);

type Fields = Record<string, unknown>;
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The lists a Team carries (Resources > Team: "Team responses from list, show and update also carry"), which the team nested in a Team Instance carries too ("the Team (with its nested lists)"). */
const TEAM_LISTS = interfaceModel().listedFields('team.schema.json');

/**
 * The lists a team instance's nested team lacks (its keys only: what each list holds is the Team's own
 * rule). Each is asked for by name (`in`), so that a list whose absence the answer's schema already
 * gives to another requirement (the Team's lists: TEAM-NESTED-LISTS) makes the check inconclusive.
 */
const listsMissing = (ti: Fields): string[] => {
  const team = ti.team;
  return isObject(team) ? TEAM_LISTS.filter((k) => !(k in team)) : [...TEAM_LISTS];
};

/**
 * Checks that the team nested in each team instance carries the Team's lists. A list the site's
 * teams index leaves out of its teams too is the Team's own rule (TEAM-NESTED-LISTS), not judged here.
 */
async function expectNestedTeamLists(instances: readonly Fields[], readProbes: ReadProbes): Promise<void> {
  const teams = await listedIn(
    await readProbes.result('listTeams'),
    'the teams of the site (what lists a Team carries there)',
    'OP-TEAMS-INDEX',
  );
  const carried = TEAM_LISTS.filter((k) => teams.every((t) => Object.keys(t).includes(k)));
  const missing = instances.map((ti) => ({ ti, lists: listsMissing(ti) })).filter((x) => x.lists.length > 0);
  const own = missing.filter((x) => x.lists.some((k) => carried.includes(k)));
  if (own.length === 0 && missing.length > 0)
    notJudged(`the teams of the teams index lack ${[...new Set(missing.flatMap((x) => x.lists))].join(', ')} too`, [
      'TEAM-NESTED-LISTS',
    ]);
  expectEvery(instances, 'the nested team of every team instance carries the lists the teams index carries', (ti) => {
    const lacks = listsMissing(ti).filter((k) => carried.includes(k));
    return lacks.length > 0 && `team instance ${String(ti.id)}: its team lacks ${lacks.join(', ')}`;
  });
}

/** A URI scheme at the start of a link (https:, http:, data:, ...): what a relative link has not. */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * What a team instance's thumbnails break of "relative links to large, medium and small thumbnails":
 * a size missing or not a non-empty string, or a link with a scheme. Read by name, so that a
 * thumbnails object the answer lacks altogether (TEAM-INSTANCE-FIELDS) makes the check inconclusive.
 */
function brokenThumbnailLinks(ti: Fields): string[] {
  const thumbnails = ti.thumbnails;
  if (!isObject(thumbnails))
    return [`team instance ${String(ti.id)}: thumbnails is ${JSON.stringify(thumbnails)}, not an object`];
  return (['large', 'medium', 'small'] as const).flatMap((size) => {
    const link = thumbnails[size];
    if (typeof link !== 'string' || link === '')
      return [`team instance ${String(ti.id)}: thumbnails.${size} is ${JSON.stringify(link)}, not a link`];
    return SCHEME.test(link)
      ? [`team instance ${String(ti.id)}: thumbnails.${size} ${JSON.stringify(link)} is not a relative link`]
      : [];
  });
}

/** How many TeamInstance nodes the tree holds below the first node that `at` picks (0 when none is picked). */
function teamInstancesUnder(tree: TreeNode, at: (node: TreeNode) => boolean): number {
  let top: TreeNode | undefined;
  walkTree(tree, (node) => {
    if (!top && isObject(node) && at(node)) top = node;
  });
  let count = 0;
  if (top)
    walkTree(top, (node) => {
      if (node !== top && isObject(node) && node.node_type === 'TeamInstance') count += 1;
    });
  return count;
}

/** The root of the fixture league instance's tree as this worker read it (the read probe): preconditions of the tree show and its wrapper. */
async function sharedTree(r: ApiResult): Promise<TreeNode> {
  await precondition(
    'the tree of the league instance',
    () => expectAccepted(r, 'the tree answers a success'),
    'OP-LEAGUE-INSTANCE-TREE-SHOW',
  );
  return precondition(
    'the root node of the tree',
    () => {
      expect(isObject(r.object.node), 'the tree holds its root in node').toBe(true);
      return r.object.node as unknown as TreeNode;
    },
    'TREE-NODE-WRAPPER',
  );
}

test.describe('team instances', () => {
  test(
    'the team instances of a subseason are listed',
    proves(
      'OP-TEAM-INSTANCES-INDEX',
      'TEAM-INSTANCES-BY-SUBSEASON',
      'TEAM-INSTANCE-FIELDS',
      'TEAM-INSTANCE-GENDER-ENUM',
      'TEAM-INSTANCE-THUMBNAILS',
    ),
    async ({ readProbes, discovery }) => {
      const subseason = need(await discovery.subseason());
      // GET /team_instances?subseason_id as the worker read it once (the read probe).
      const r = await readProbes.result('listTeamInstances');
      const list = await checkedIndexList(
        r,
        'OP-TEAM-INSTANCES-INDEX',
        'the index by subseason_id answers 200 with an array of Team Instance',
      );
      await check(
        'TEAM-INSTANCE-FIELDS',
        'the team instances listed carry every listed field with its type, and their team with its lists',
        async () => {
          expectShape(r, 'TEAM-INSTANCE-FIELDS');
          await expectNestedTeamLists(list, readProbes);
        },
      );
      await check(
        'TEAM-INSTANCES-BY-SUBSEASON',
        `every team instance listed for subseason_id=${subseason} has it among its subseason_ids`,
        () =>
          expectEvery(
            list,
            `every team instance listed is in subseason ${subseason}`,
            (ti) =>
              !(Array.isArray(ti.subseason_ids) && ti.subseason_ids.includes(subseason)) &&
              `team instance ${String(ti.id)}: ${JSON.stringify(ti.subseason_ids)}`,
          ),
      );
      await check('TEAM-INSTANCE-GENDER-ENUM', `the gender of every team instance listed is ${GENDER_OR_NULL}`, () =>
        expectEvery(
          list,
          `gender is ${GENDER_OR_NULL}`,
          (ti) =>
            ![...GENDERS, null].includes(ti.gender as string) &&
            `team instance ${String(ti.id)}: ${JSON.stringify(ti.gender)}`,
        ),
      );
      await check(
        'TEAM-INSTANCE-THUMBNAILS',
        'the thumbnails of every team instance listed carry relative links to large, medium and small',
        () =>
          expectEvery(
            list,
            'thumbnails carry relative links to large, medium and small',
            (ti) => brokenThumbnailLinks(ti).join('; ') || false,
          ),
      );
      // Team instances the league instance tree shows under this subseason: when there are any, the
      // index of the subseason lists some. Otherwise an empty answer is right.
      const tree = await sharedTree(await readProbes.result('getLeagueInstanceTree'));
      const shown = teamInstancesUnder(
        tree,
        (node) => node.node_type === 'Subseason' && isObject(node.data) && node.data.id === subseason,
      );
      await check(
        'OP-TEAM-INSTANCES-INDEX',
        'the index of a subseason lists team instances where the tree shows some',
        () => {
          if (shown > 0)
            expect(
              list.length,
              `the tree shows ${shown} team instance(s) in subseason ${subseason}: its index lists some`,
            ).toBeGreaterThan(0);
        },
      );
      test.skip(
        list.length === 0,
        `subseason ${subseason} has no team instance: there is no Team Instance to check; set SVC_SUBSEASON_ID to one that has`,
      );
    },
  );

  test(
    'the team instances of a league instance belong to its subseasons',
    proves('TEAM-INSTANCES-BY-LEAGUE-INSTANCE', 'OP-TEAM-INSTANCES-INDEX'),
    async ({ api, discovery, readProbes }) => {
      const li = need(await discovery.leagueInstance());
      const tree = await sharedTree(await readProbes.result('getLeagueInstanceTree'));
      const subseasons = new Set<unknown>();
      walkTree(tree, (node: TreeNode) => {
        if (isObject(node) && isObject(node.data) && node.node_type === 'Subseason') subseasons.add(node.data.id);
      });
      const r = await api.call('listTeamInstances', { query: { league_instance_id: li } });
      const list = await checkedIndexList(
        r,
        'OP-TEAM-INSTANCES-INDEX',
        'the index by league_instance_id answers 200 with an array of Team Instance',
      );
      await check(
        'TEAM-INSTANCES-BY-LEAGUE-INSTANCE',
        `every team instance listed for league_instance_id=${li} is in one of its subseasons`,
        () =>
          expectEvery(
            list,
            `every team instance listed is in a subseason of league instance ${li}`,
            (ti) =>
              !((ti.subseason_ids as unknown[] | undefined) ?? []).some((s) => subseasons.has(s)) &&
              `team instance ${String(ti.id)}: ${JSON.stringify(ti.subseason_ids)}`,
          ),
      );
      // The tree of the league instance shows its team instances: when it shows any, the index lists some.
      const shown = teamInstancesUnder(tree, (node) => node.node_type === 'LeagueInstance');
      await check(
        'OP-TEAM-INSTANCES-INDEX',
        'the index of a league instance lists team instances where the tree shows some',
        () => {
          if (shown > 0)
            expect(
              list.length,
              `the tree shows ${shown} team instance(s) in league instance ${li}: its index lists some`,
            ).toBeGreaterThan(0);
        },
      );
      test.skip(
        list.length === 0,
        `league instance ${li} has no team instance: there is nothing to check; set SVC_LEAGUE_INSTANCE_ID to one that has`,
      );
    },
  );

  test(
    'a team instance is shown with its team',
    proves(
      'OP-TEAM-INSTANCES-SHOW',
      'TEAM-INSTANCE-FIELDS',
      'TEAM-INSTANCE-THUMBNAILS',
      'TEAM-INSTANCE-THUMBNAILS-OBSERVED',
    ),
    async ({ api, discovery, readProbes }, testInfo) => {
      const id = need(await discovery.teamInstance());
      const r = await api.call('getTeamInstance', { path: { id } });
      await checkRecordAnswer(r, 'OP-TEAM-INSTANCES-SHOW', 'a show answers 200 with the Team Instance of the id', id);
      await answeredRecord(r, 'the show answers the team instance', id, 'OP-TEAM-INSTANCES-SHOW');
      await check(
        'TEAM-INSTANCE-FIELDS',
        'the team instance shown carries every listed field, and its team with its lists',
        async () => {
          expectShape(r, 'TEAM-INSTANCE-FIELDS');
          const team = r.object.team as Fields | undefined;
          expect(team?.id, 'the nested team is the team of team_id').toBe(r.object.team_id);
          await expectNestedTeamLists([r.object], readProbes);
        },
      );
      await check(
        'TEAM-INSTANCE-THUMBNAILS',
        'the team instance shown carries relative links to large, medium and small thumbnails',
        () =>
          expect(brokenThumbnailLinks(r.object), 'thumbnails.large, medium and small are relative links').toEqual([]),
      );
      observe(
        testInfo,
        'TEAM-INSTANCE-THUMBNAILS-OBSERVED',
        'thumbnails of a team instance',
        r.object.thumbnails ?? null,
      );
    },
  );

  test(
    'an opponent instance names the instance it is an opponent of',
    proves('TEAM-INSTANCE-OPPONENT-PARENT'),
    async ({ api, discovery, readProbes }) => {
      const site = need(await discovery.site());
      // Opponent teams (opponent 1) of a solo-team league carry the opponent instances.
      const teams = await listedIn(await readProbes.result('listTeams'), `the teams of site ${site}`, 'OP-TEAMS-INDEX');
      const opponentTeams = teams.filter((t) => t.opponent === 1);
      test.skip(
        opponentTeams.length === 0,
        `site ${site} has no opponent team of a solo-team league; set SVC_SITE_ID to one that has`,
      );
      // Whether a parent instance exists is read with the team instance show: judged where it shows an instance that exists for sure.
      const fixture = need(await discovery.teamInstance());
      await readBack(api, 'getTeamInstance', { path: { id: fixture } }, fixture);
      let checked = 0;
      for (const team of sampleOf(opponentTeams, 50)) {
        const shown = (await readBack(api, 'getTeam', { path: { id: Number(team.id) } }, team.id)).object;
        for (const ti of (shown.team_instances as Fields[] | undefined) ?? []) {
          if (ti.opponent !== true) continue;
          checked += 1;
          expect(
            Number.isInteger(ti.parent_team_instance_id),
            `opponent instance ${String(ti.id)} has parent_team_instance_id`,
          ).toBe(true);
          expect(
            ti.parent_team_instance_id,
            `opponent instance ${String(ti.id)} names another instance, not itself`,
          ).not.toBe(ti.id);
          const parent = await api.call('getTeamInstance', { path: { id: Number(ti.parent_team_instance_id) } });
          expectAccepted(parent, `its parent instance ${String(ti.parent_team_instance_id)} exists`);
          expect(parent.object.id, `its parent instance ${String(ti.parent_team_instance_id)} exists`).toBe(
            ti.parent_team_instance_id,
          );
        }
      }
      // That an opponent team (opponent 1) shows an instance with opponent true is not stated.
      test.skip(
        checked === 0,
        `no opponent team instance was found among the team instances of the opponent teams of site ${site}; set SVC_SITE_ID to one that has`,
      );
    },
  );

  test(
    'the index without subseason_id and league_instance_id is an error',
    proves('TEAM-INSTANCES-PARAM-REQUIRED', 'ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'),
    async ({ api }) => {
      const r = await api.call('listTeamInstances');
      await checkRefusal(
        r,
        'TEAM-INSTANCES-PARAM-REQUIRED',
        'the team instances index without subseason_id and league_instance_id',
      );
    },
  );

  test(
    'the index with an invalid subseason_id is an error',
    proves('TEAM-INSTANCES-INVALID-PARAM', 'ERROR-BAD-INPUT-4XX'),
    async ({ api, discovery }) => {
      const subseason = need(await discovery.subseason());
      // Not an integer: no digits at all, and digits followed by letters (not to be read as the subseason's id).
      for (const value of ['not-a-number', `${subseason}abc`]) {
        const r = await api.call('listTeamInstances', { query: { subseason_id: value } });
        await checkRefusal(r, 'TEAM-INSTANCES-INVALID-PARAM', `the team instances index with subseason_id=${value}`);
      }
    },
  );
});
