// Photo and video galleries (interface: Endpoints > Photos and photo galleries, Videos and video
// galleries; Authentication 2): the galleries of a game, a team instance and a news article, and a
// gallery show. Every call uses HTTP basic credentials with SVC-API-TOKEN, as the interface shows
// these endpoints (`basicApi`). The response bodies and the fields of gallery records are not shown:
// the suite finds galleries where the deployment puts them, records the shapes as observations, and
// skips with the reason where it cannot find an id. Gallery photo and video uploads are in
// gallery-uploads.spec.ts.
// Each check judges one requirement (check(...)); a step a check only relies on is a precondition.
// Where basic credentials are refused, the same request with the bearer credential tells a refused
// credential (AUTH-BASIC-API-TOKEN-ACCEPTED) from a failing operation (callWithBasic, support/galleries.ts).
import { test, proves, need, observe, RUN_TAG, type ReadProbes } from './harness.ts';
import type { ApiClient } from '../../src/harness/client.ts';
import { recordsOf, type Discovery } from '../../src/harness/discovery.ts';
import {
  accepted,
  type BasicCall,
  callWithBasic,
  checkBasicServed,
  checkServed,
  type Fields,
  isObject,
  shapeOf,
} from './support/galleries.ts';

type Kind = 'photo' | 'video';

const INDEX: Record<Kind, string> = { photo: 'listPhotoGalleries', video: 'listVideoGalleries' };
const SHOW: Record<Kind, string> = { photo: 'getPhotoGallery', video: 'getVideoGallery' };

/**
 * The galleries of an entity: the first spelling of object_type the deployment serves (the
 * interface gives only `game` as an example), and the first candidate with a gallery, else the
 * first candidate.
 */
async function galleriesOf(
  basicApi: ApiClient,
  api: ApiClient,
  kind: Kind,
  spellings: string[],
  candidates: number[],
): Promise<{ objectType: string; objectId: number; call: BasicCall; tried: Fields[] }> {
  const tried: Fields[] = [];
  let first: { objectType: string; objectId: number; call: BasicCall } | undefined;
  let refused: { objectType: string; objectId: number; call: BasicCall } | undefined;
  for (const objectType of spellings) {
    for (const objectId of candidates) {
      const call = await callWithBasic(basicApi, api, INDEX[kind], {
        query: { object_type: objectType, object_id: objectId },
      });
      const r = call.served;
      tried.push({
        object_type: objectType,
        object_id: objectId,
        status: r.status,
        ...(call.control ? { basicStatus: call.r.status } : {}),
        galleries: recordsOf(r.body).length,
      });
      if (!accepted(r)) {
        refused ??= { objectType, objectId, call };
        break; // this spelling is not served
      }
      first ??= { objectType, objectId, call };
      if (recordsOf(r.body).length > 0) return { objectType, objectId, call, tried };
    }
    if (first) break;
  }
  return { ...(first ?? refused!), tried };
}

/** The gallery of the lowest id an index answered (a choice independent of the order it lists in). */
function lowestGallery(body: unknown): Fields | undefined {
  return [...recordsOf(body)].sort((a, b) => Number(a.id) - Number(b.id))[0];
}

/** Up to five team instances, the discovered one first. */
async function teamInstanceCandidates(readProbes: ReadProbes, discovery: Discovery): Promise<number[]> {
  const ti = need(await discovery.teamInstance());
  // The subseason's team instances as the worker read them once (the read probe of the index).
  const index = await readProbes.answer('listTeamInstances');
  const more = 'result' in index ? index.result.list.map((t) => t.id) : [];
  return [...new Set([ti, ...more.filter((id): id is number => typeof id === 'number')])].slice(0, 5);
}

/** Up to five news articles of the index. */
async function newsArticleCandidates(readProbes: ReadProbes): Promise<number[]> {
  // Not an article of this run (a running test may be deleting it: they are all named with the run
  // tag), then the lowest ids (a choice independent of the index order; ids say nothing of age);
  // from the index as the worker read it once (the read probe).
  const ids = (await readProbes.result('listNewsArticles')).list
    .filter((a) => !(typeof a.title === 'string' && a.title.startsWith(RUN_TAG)))
    .map((a) => a.id)
    .filter((id): id is number => typeof id === 'number')
    .sort((a, b) => a - b)
    .slice(0, 5);
  test.skip(ids.length === 0, 'the news article index lists no article');
  return ids;
}

/**
 * An owner of galleries beside the game: the spellings of object_type tried (galleriesOf), whether
 * the deployment has one to look at (a team instance is a fixture it may lack), and the records to try.
 */
interface Owner {
  spellings: string[];
  present: (discovery: Discovery) => Promise<boolean>;
  candidates: (readProbes: ReadProbes, discovery: Discovery) => Promise<number[]>;
}
const TEAM_INSTANCES: Owner = {
  spellings: ['team_instance', 'TeamInstance'],
  present: async (discovery) => 'value' in (await discovery.teamInstance()),
  candidates: teamInstanceCandidates,
};
const NEWS_ARTICLES: Owner = {
  spellings: ['news_article', 'NewsArticle'],
  present: async () => true,
  candidates: (readProbes) => newsArticleCandidates(readProbes),
};

/**
 * The galleries of an owner listed (galleriesOf) and judged by the index's own rule (`requirement`):
 * returns what the test records of them (the requests tried, the shape of the body served).
 */
async function checkGalleriesOf(
  basicApi: ApiClient,
  api: ApiClient,
  kind: Kind,
  owner: Owner,
  candidates: number[],
  requirement: string,
): Promise<Fields> {
  const found = await galleriesOf(basicApi, api, kind, owner.spellings, candidates);
  await checkServed(
    found.call,
    requirement,
    INDEX[kind],
    `GET ${INDEX[kind]} with object_type ${found.objectType} and object_id ${found.objectId}`,
  );
  return { tried: found.tried, shape: shapeOf(found.call.served.body, 3) };
}

for (const kind of ['photo', 'video'] as const) {
  const indexReq = kind === 'photo' ? 'OP-PHOTO-GALLERIES-INDEX' : 'OP-VIDEO-GALLERIES-INDEX';
  const showReq = kind === 'photo' ? 'OP-PHOTO-GALLERIES-SHOW' : 'OP-VIDEO-GALLERIES-SHOW';

  test.describe(`${kind} galleries`, () => {
    test(
      `the ${kind} galleries of a game are listed`,
      proves(indexReq, 'AUTH-BASIC-API-TOKEN-ACCEPTED', 'GALLERY-RECORD-FIELDS-OBSERVED'),
      async ({ api, basicApi, discovery }, testInfo) => {
        const game = need(await discovery.game());
        const what = `GET ${INDEX[kind]} with object_type game and object_id ${game}`;
        const call = await callWithBasic(basicApi, api, INDEX[kind], {
          query: { object_type: 'game', object_id: game },
        });
        await checkServed(call, indexReq, INDEX[kind], what);
        await checkBasicServed(call, what, indexReq);
        const galleries = recordsOf(call.served.body);
        // The fields of a gallery are not shown: whether each names this game is recorded, not checked.
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery index body (object_type game)`, {
          galleries: galleries.length,
          objectIdsOtherThanTheGame: galleries.filter((g) => 'object_id' in g && g.object_id !== game).map((g) => g.id),
          shape: shapeOf(call.served.body, 3),
        });
      },
    );

    // One requirement (observations aside): the whole body is its check.
    test(
      `the ${kind} galleries of a team instance are listed`,
      proves(indexReq, 'GALLERY-RECORD-FIELDS-OBSERVED'),
      async ({ readProbes, api, basicApi, discovery }, testInfo) => {
        const candidates = await teamInstanceCandidates(readProbes, discovery);
        const seen = await checkGalleriesOf(basicApi, api, kind, TEAM_INSTANCES, candidates, indexReq);
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery index of team instances`, seen);
      },
    );

    // One requirement (observations aside): the whole body is its check.
    test(
      `the ${kind} galleries of a news article are listed`,
      proves(indexReq, 'GALLERY-RECORD-FIELDS-OBSERVED'),
      async ({ readProbes, api, basicApi }, testInfo) => {
        const candidates = await newsArticleCandidates(readProbes);
        const seen = await checkGalleriesOf(basicApi, api, kind, NEWS_ARTICLES, candidates, indexReq);
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery index of news articles`, seen);
      },
    );

    test(
      `a ${kind} gallery is shown`,
      proves(showReq, 'AUTH-BASIC-API-TOKEN-ACCEPTED', 'GALLERY-RECORD-FIELDS-OBSERVED'),
      async ({ readProbes, api, basicApi, discovery }, testInfo) => {
        // A gallery the index lists: of the game, else of a team instance, else of a news article
        // (reads to find what to show; the indexes are judged by their own tests).
        let gallery: Fields | undefined;
        const game = await discovery.game();
        if ('value' in game)
          gallery = lowestGallery(
            (await callWithBasic(basicApi, api, INDEX[kind], { query: { object_type: 'game', object_id: game.value } }))
              .served.body,
          );
        for (const owner of [TEAM_INSTANCES, NEWS_ARTICLES]) {
          if (gallery || !(await owner.present(discovery))) continue;
          const candidates = await owner.candidates(readProbes, discovery);
          gallery = lowestGallery(
            (await galleriesOf(basicApi, api, kind, owner.spellings, candidates)).call.served.body,
          );
        }
        test.skip(
          !gallery,
          `no ${kind} gallery with an id was found for the game, a team instance or a news article; set SVC_GAME_ID to a game that has one`,
        );
        const id = gallery!.id as number;
        const what = `GET ${SHOW[kind]} ${id}`;
        const call = await callWithBasic(basicApi, api, SHOW[kind], { path: { id } });
        await checkServed(call, showReq, SHOW[kind], what);
        await checkBasicServed(call, what, showReq);
        const r = call.served;
        observe(testInfo, 'GALLERY-RECORD-FIELDS-OBSERVED', `${kind} gallery show body`, shapeOf(r.body, 3));
        // The body of a gallery show is not shown: whether a top-level id is the gallery's is recorded.
        observe(
          testInfo,
          'GALLERY-RECORD-FIELDS-OBSERVED',
          `${kind} gallery show: top-level id`,
          isObject(r.body) && 'id' in r.body ? { id: r.body.id, isTheGallery: r.body.id === id } : 'none',
        );
      },
    );
  });
}
