// The seeded sports (ice hockey, soccer, basketball, baseball) and the official types of each.
import type { SeedKit } from './kit.ts';

/** The sports and their official types; HOCKEY and SOCCER are those the leagues use. */
export function seedSports(k: SeedKit) {
  const { store, at2 } = k;
  const sportDefs: [string, string, boolean | null, boolean, string[]][] = [
    ['Ice Hockey', 'IceHockey', true, true, ['Referee', 'Linesman', 'Off-Ice Official']],
    ['Soccer', 'Soccer', true, false, ['Referee', 'Assistant Referee']],
    ['Basketball', '', null, false, ['Referee', 'Umpire']],
    ['Baseball', 'Baseball', false, false, ['Plate Umpire', 'Base Umpire']],
  ];
  const sportIds: number[] = [];
  const officialTypeIds = new Map<number, number[]>();
  for (const [name, class_name, stat_enabled, tabular_scoring_plays] of sportDefs) {
    const [created, updated] = at2();
    sportIds.push(
      store.insert('sports', {
        id: store.nextId('sports'),
        name,
        class_name,
        stat_enabled,
        tabular_scoring_plays,
        created_on: created,
        updated_on: updated,
      }).id,
    );
  }
  sportDefs.forEach(([, , , , types], i) => {
    const sportId = sportIds[i]!;
    const ids: number[] = [];
    for (const name of types) {
      const [c, u] = at2();
      ids.push(
        store.insert('officialTypes', {
          id: store.nextId('officialTypes'),
          sport_id: sportId,
          name,
          created_at: c,
          updated_at: u,
        }).id,
      );
    }
    officialTypeIds.set(sportId, ids);
  });
  const HOCKEY = sportIds[0]!;
  const SOCCER = sportIds[1]!;
  return { sportIds, officialTypeIds, HOCKEY, SOCCER };
}
