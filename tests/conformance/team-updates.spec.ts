// Team updates (interface: Endpoints > Teams and team instances, PUT /teams/:id with a bare or a
// wrapped body; Resources > Team): each body form read back, every Team field changed and read back,
// and the listed genders taken and another refused. The updates change the discovered team and the
// ledger puts it back when each test ends. The index, its filters and a show are in teams.spec.ts.
// Each check judges one requirement (check(...)); a read a check only relies on is a precondition,
// whose failure makes the check inconclusive, never failed.
import { test, expect, proves, writing, need } from './harness.ts';
import {
  check,
  checkRecordAnswer,
  checkRecordFields,
  checkRefusal,
  expectAccepted,
  notJudged,
  precondition,
} from './assertions.ts';
import { expectSuccess } from './support/compare.ts';
import { accepted, GENDERS, showTeam, teamsOf } from './support/teams.ts';

/** The update requirement of a body form. */
const formRule = (form: 'bare' | 'wrapped') => (form === 'bare' ? 'TEAM-UPDATE-BARE' : 'TEAM-UPDATE-WRAPPED');

test.describe('teams', () => {
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
          await checkRecordAnswer(r, 'OP-TEAMS-UPDATE', 'the update answers 200 with the Team', id);
          // The update response is a Team with its nested lists too.
          await checkRecordFields(r, 'TEAM-NESTED-LISTS', 'the update answers the Team with its nested lists');
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
