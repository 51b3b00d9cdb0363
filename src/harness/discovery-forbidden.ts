// The records of the forbidden site that the access checks try, found through the interface by a
// second user (SVC_OTHER_ACCESS_TOKEN), one who can read that site. Reads only, in every mode, once,
// in global setup, before any write. The second user's view of the forbidden site is discovered as
// the first user's own site is (discoverFixtures), and each thing is taken as forbidden_<thing>; an
// id the user gave (SVC_FORBIDDEN_<THING>_ID) still wins.
//
// What the interface gives no way to find stays the user's to name: a game (no list of games), and
// with it the officials and galleries of a game (found once a game is given); a gallery photo and an uploaded video (gallery
// bodies are not shown).
import { discoverFixtures, type ReadFunction } from './discovery.ts';
import type { FixtureChoice, Fixtures, SecondUserView } from './run-target.ts';

/** forbidden_<thing> from the thing the second user's discovery found under another name. */
const FROM_SECOND_USER: Record<string, string> = {
  forbidden_league: 'league',
  forbidden_league_instance: 'league_instance',
  forbidden_subseason: 'subseason',
  forbidden_division_instance: 'division_instance',
  forbidden_team: 'team',
  forbidden_team_instance: 'team_instance',
  forbidden_news_article: 'news_article',
  forbidden_content_node: 'content_node',
  forbidden_layout_container: 'layout_container',
  forbidden_layout_column: 'layout_column',
  forbidden_page_element: 'page_element',
  // page_node_ids are "page node (tag) ids": a has_news tag of the site is a page node of it
  forbidden_page_node: 'news_tag',
  forbidden_photo_gallery: 'photo_gallery',
  forbidden_video_gallery: 'video_gallery',
  forbidden_official: 'official',
};

/** Every forbidden_<thing> the access checks use, with what finds it or why nothing can. */
export const FORBIDDEN_THINGS = [
  ...Object.keys(FROM_SECOND_USER),
  'forbidden_subseason_node',
  'forbidden_game',
  'forbidden_gallery_photo',
  'forbidden_uploaded_video',
] as const;

/** Why a forbidden thing is missing when no second user is given. */
function withoutSecondUser(thing: string): string {
  const variable = `SVC_${thing.toUpperCase()}_ID`;
  if (thing === 'forbidden_game')
    return `${variable} is not set (a game of the forbidden site: the interface has no way to list games)`;
  if (thing === 'forbidden_gallery_photo' || thing === 'forbidden_uploaded_video')
    return `${variable} is not set (gallery records are not shown by the interface, so none can be found)`;
  if (thing === 'forbidden_official')
    return `${variable} is not set, and no forbidden game to list officials of: set SVC_FORBIDDEN_GAME_ID with SVC_OTHER_ACCESS_TOKEN`;
  return `no ${thing.replace(/_/g, ' ')} was looked for: set SVC_OTHER_ACCESS_TOKEN (a user who can read the forbidden site), or ${variable}`;
}

/** A reason of the second user's discovery, naming the settings of the forbidden site (SVC_GAME_ID there is SVC_FORBIDDEN_GAME_ID). */
function forbiddenSettings(reason: string): string {
  return reason
    .replace(/SVC_(?!FORBIDDEN_|OTHER_ACCESS_TOKEN)([A-Z_]+_ID)\b/g, 'SVC_FORBIDDEN_$1')
    .replace('SVC_FORBIDDEN_NEWS_TAG_ID', 'SVC_FORBIDDEN_PAGE_NODE_ID');
}

/**
 * Fills the forbidden_<thing> fixtures the user did not give: through the second user's reads when
 * `readAsOther` is given, else each with the reason and the setting that would find it.
 */
export async function discoverForbidden(
  readAsOther: ReadFunction | undefined,
  fixtures: Fixtures,
  firstUserSites: readonly number[] = [],
): Promise<SecondUserView> {
  await findForbidden(readAsOther, fixtures);
  return { sharedSites: readAsOther ? await sharedSites(readAsOther, fixtures, firstUserSites) : [] };
}

/** The sites of the first user's the second user can read too: listed by both, or the fixture site shown to the second user. */
async function sharedSites(
  readAsOther: ReadFunction,
  fixtures: Fixtures,
  firstUserSites: readonly number[],
): Promise<number[]> {
  const listed = (await readAsOther('listSites')).list.map((x) => x.id);
  const shared = new Set(firstUserSites.filter((id) => listed.includes(id)));
  const first = fixtures.site;
  if (first && 'id' in first && !shared.has(first.id)) {
    const firstShown = await readAsOther('getSite', { path: { id: first.id } });
    if (firstShown.status >= 200 && firstShown.status < 300) shared.add(first.id);
  }
  return [...shared].sort((a, b) => a - b);
}

async function findForbidden(readAsOther: ReadFunction | undefined, fixtures: Fixtures): Promise<void> {
  const site = fixtures.forbidden_site;
  const missing = (why: (thing: string) => string): void => {
    for (const thing of FORBIDDEN_THINGS) fixtures[thing] ??= { missing: why(thing) };
  };
  if (!readAsOther || !site || !('id' in site)) {
    missing(
      site && 'id' in site
        ? withoutSecondUser
        : () => 'SVC_FORBIDDEN_SITE_ID is not set (a site that exists but the user cannot access)',
    );
    return;
  }
  const shown = await readAsOther('getSite', { path: { id: site.id } });
  if (shown.status !== 200) {
    missing(
      (thing) =>
        `the second user (SVC_OTHER_ACCESS_TOKEN) cannot read the forbidden site ${site.id} either (GET /sites/${site.id} answered ${shown.status}); set SVC_${thing.toUpperCase()}_ID`,
    );
    return;
  }
  const given: Record<string, { id: number; source: 'given' | 'embedded' }> = {
    site: { id: site.id, source: 'given' },
  };
  for (const [thing, plain] of Object.entries(FROM_SECOND_USER)) {
    const f = fixtures[thing];
    if (f && 'id' in f && f.source !== 'discovered') given[plain] = { id: f.id, source: f.source };
  }
  const game = fixtures.forbidden_game;
  if (game && 'id' in game) given.game = { id: game.id, source: 'given' };
  const seen = await discoverFixtures(readAsOther, given, { articlesOfSite: true });
  const asForbidden = (f: FixtureChoice | undefined, what: string): FixtureChoice =>
    !f
      ? { missing: `the second user found no ${what} of the forbidden site` }
      : 'id' in f
        ? { id: f.id, source: 'discovered', ...(f.nodeId !== undefined ? { nodeId: f.nodeId } : {}) }
        : { missing: `${forbiddenSettings(f.missing)} (as the second user reads the forbidden site)` };
  for (const [thing, plain] of Object.entries(FROM_SECOND_USER))
    fixtures[thing] ??= asForbidden(seen[plain], plain.replace(/_/g, ' '));
  const subseason = fixtures.forbidden_subseason;
  fixtures.forbidden_subseason_node ??=
    subseason && 'id' in subseason && subseason.nodeId !== undefined
      ? { id: subseason.nodeId, source: 'discovered' }
      : {
          missing:
            'the forbidden subseason is not a node of its league instance tree; set SVC_FORBIDDEN_SUBSEASON_NODE_ID',
        };
  missing(withoutSecondUser);
}
