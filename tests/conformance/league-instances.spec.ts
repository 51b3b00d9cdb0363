// League instances (interface: Endpoints > Leagues and league structure; Resources > League Instance; Errors).
// Each check judges one requirement (check(...)); a step a check only relies on is a precondition.
import { test, expect, proves, need } from './harness.ts';
import { expectErrorBody, expectEvery, check, checkedIndexList, checkListedFields, notJudged } from './assertions.ts';

test.describe('league instances', () => {
  test(
    'the league instances of a league are listed',
    proves('OP-LEAGUE-INSTANCES-INDEX', 'LEAGUE-INSTANCES-BY-LEAGUE', 'LEAGUE-INSTANCE-FIELDS'),
    async ({ api, discovery }) => {
      const league = need(await discovery.league());
      const r = await api.call('listLeagueInstances', { query: { league_id: league } });
      const instances = await checkedIndexList(
        r,
        'OP-LEAGUE-INSTANCES-INDEX',
        'the index by league_id answers 200 with an array of League Instance',
      );
      // How many league instances a league has is the deployment's data, not the interface's.
      test.skip(
        instances.length === 0,
        `league ${league} has no league instance: there is no League Instance to check; set SVC_LEAGUE_ID to one that has`,
      );
      await checkListedFields(
        r,
        'LEAGUE-INSTANCE-FIELDS',
        'the league instances listed carry every listed field with its type',
      );
      await check(
        'LEAGUE-INSTANCES-BY-LEAGUE',
        `every league instance listed for league_id=${league} has that league_id`,
        () =>
          expectEvery(
            instances,
            `every league instance listed is of league ${league}`,
            (li) => li.league_id !== league && `league instance ${String(li.id)}: league ${String(li.league_id)}`,
          ),
      );
    },
  );

  test(
    'the index without league_id answers 412 saying league_id is required',
    proves('LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412', 'ERROR-BODY-SHAPE'),
    async ({ api }) => {
      const r = await api.call('listLeagueInstances');
      await check(
        'LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412',
        'the index without league_id answers 412 naming league_id',
        () => {
          expect(r.status, 'the index without league_id answers 412').toBe(412);
          expect(typeof r.object.errors, 'errors holds the message').toBe('string');
          // "stating that the parameter league_id is required": the wording is not given; it names the parameter.
          expect(String(r.object.errors), 'the message names the parameter league_id').toMatch(/league[\s_-]?id/i);
        },
      );
      await check('ERROR-BODY-SHAPE', 'the refusal carries the error body', () => {
        if (r.status < 400)
          notJudged(`the request was accepted (${r.status}): no error body to judge`, [
            'LEAGUE-INSTANCES-MISSING-LEAGUE-ID-412',
          ]);
        expectErrorBody(r);
      });
    },
  );
});
