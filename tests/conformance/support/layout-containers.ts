// Layout containers of a test's own, for the layout container tests (layout-containers.spec.ts and
// layout-container-*.spec.ts): each test puts its containers in the Content Node of its own News
// Article (support/content.ts, createOwnContent), and reads that node through the article show
// (content nodes are not directly accessible). A container a test works on is known to exist when its
// content node holds it: the container show is itself a rule under test. The requirement ids a test
// proves are written out in its own spec file (tests/self/conformance-index.test.ts).
//
//   createContainer(api, ledger, own, fields?)        POST /layout_containers in own's content node, tracked
//   trackIfCreated(ledger, r)                         tracks a created container (deleteLayoutContainer)
//   containersOfNode(api, articleId)                  the containers of the article's content node (a readBack)
//   idsOf(containers)                                 their ids
//   containerIdsOfNode(api, articleId)                the ids of the containers of the article's content node
//   watchNode(api, own)                               the node's containers before refused creates, and the
//                                                     check after them that they made none
//   storedContainer(api, own, r, what, options?)      a create answered, known to be stored (preconditions;
//                                                     with judge, OP-LAYOUT-CONTAINERS-CREATE's check)
//   containerOf(api, ledger, own, fields?, coveredBy?) a container of our own, created and known to exist
//   columnsOf(container), columnIds(container)        its layout_columns, and their ids sorted
//   expectColumnsName(container, id, where)           each column's layout_container_id is the container's id
//   answeredAsBefore(answer, before, named)           whether an update answered the container as before it
//   moveContainer(api, id, from, to)                  PUT /layout_containers/:id/move, its 200 checked, relied on
import { expect } from '../harness.ts';
import { acceptedAnswer, check, createdId, expectEvery, precondition, readBack } from '../assertions.ts';
import { expectSuccess } from './compare.ts';
import type { ApiClient, ApiResult } from '../../../src/harness/client.ts';
import type { Ledger } from '../../../src/harness/ledger.ts';
import { trackCreated, type OwnContent } from './content.ts';

export type Json = Record<string, unknown>;

const OP_CREATE = 'OP-LAYOUT-CONTAINERS-CREATE';

// The listing names layout_container_id (integer, required) as a body parameter of the delete: it is
// always sent (a deployment may require it), matching the id of the path.
const deleteOf = (id: number) => ({
  operationId: 'deleteLayoutContainer',
  path: { id },
  json: { layout_container_id: id },
});

/** POST /layout_containers in the content node of `own`; a created container is tracked at once. */
export async function createContainer(
  api: ApiClient,
  ledger: Ledger,
  own: OwnContent,
  fields: Json = {},
): Promise<ApiResult> {
  const r = await api.call('createLayoutContainer', {
    json: { site_id: own.siteId, layout_container: { content_node_id: own.contentNodeId, ...fields } },
  });
  trackIfCreated(ledger, r);
  return r;
}

export const trackIfCreated = (ledger: Ledger, r: ApiResult): void =>
  trackCreated(ledger, r, 'layout_container', deleteOf);

/** The layout containers of a news article's content node, read through the article show (a precondition covered by that show). */
export async function containersOfNode(api: ApiClient, articleId: number): Promise<Json[]> {
  const shown = await readBack(api, 'getNewsArticle', { path: { id: articleId } }, articleId);
  const node = shown.object.content_node as Json | undefined;
  return Array.isArray(node?.layout_containers) ? (node.layout_containers as Json[]) : [];
}

export const idsOf = (containers: readonly Json[]): unknown[] => containers.map((c) => c.id);

/** The ids of the layout containers of a news article's content node (read through the article show, a readBack). */
export const containerIdsOfNode = async (api: ApiClient, articleId: number): Promise<unknown[]> =>
  idsOf(await containersOfNode(api, articleId));

/**
 * The containers of own's content node before requests that must make none (a precondition: the
 * node shows the article's own container), and the check after them (`checkNoneMade`, under the
 * rule that refuses them) that the node holds the same containers.
 */
export async function watchNode(
  api: ApiClient,
  own: OwnContent,
): Promise<{ checkNoneMade: (requirement: string, what: string) => Promise<void> }> {
  const before = await containerIdsOfNode(api, own.articleId);
  await precondition(
    'the content node shows its containers',
    () => expect(before.length, "the content node holds the article's own container").toBeGreaterThan(0),
    'NEWS-CREATE-CONTENT-NODE',
  );
  return {
    checkNoneMade: async (requirement, what) => {
      const after = await containerIdsOfNode(api, own.articleId);
      await check(requirement, what, () =>
        expect(after.sort(), 'no container was created in the content node').toEqual(before.sort()),
      );
    },
  };
}

/**
 * The container a create answered, known to exist: the create is accepted with an id, and its
 * content node holds it (else the create's failure: it was not stored). With `judge`, that it is
 * stored is first checked as OP-LAYOUT-CONTAINERS-CREATE's rule ("which a show then returns").
 * Returns its id and the container as the content node shows it.
 */
export async function storedContainer(
  api: ApiClient,
  own: OwnContent,
  r: ApiResult,
  what: string,
  options: { judge?: boolean; coveredBy?: string } = {},
): Promise<{ id: number; held: Json }> {
  const id = await createdId(r, what, options.coveredBy ?? OP_CREATE);
  const containers = await containersOfNode(api, own.articleId);
  const held = containers.find((c) => c.id === id);
  if (options.judge) {
    await check(OP_CREATE, 'the new container is stored: its content node (news article show) holds it', () =>
      expect(idsOf(containers), `the content node holds container ${id}`).toContain(id),
    );
  }
  await precondition(
    `${what} is stored: its content node holds it`,
    () => expect(idsOf(containers), `the content node holds container ${id}`).toContain(id),
    OP_CREATE,
  );
  return { id, held: held! };
}

/** A container of our own: created with `fields`, known to exist. */
export async function containerOf(
  api: ApiClient,
  ledger: Ledger,
  own: OwnContent,
  fields: Json = {},
  coveredBy?: string,
): Promise<{ id: number; held: Json; created: ApiResult }> {
  const created = await createContainer(api, ledger, own, fields);
  const { id, held } = await storedContainer(
    api,
    own,
    created,
    `a container ${JSON.stringify(fields)} of our own`,
    coveredBy ? { coveredBy } : {},
  );
  return { id, held, created };
}

export function columnsOf(container: Json | undefined): Json[] {
  const columns = container?.layout_columns;
  return Array.isArray(columns) ? (columns as Json[]) : [];
}

export const columnIds = (container: Json | undefined): number[] =>
  columnsOf(container)
    .map((c) => Number(c.id))
    .sort((a, b) => a - b);

/** Each column names its container: layout_container_id is the container's id. */
export function expectColumnsName(container: Json, id: number, where: string): void {
  expectEvery(
    columnsOf(container),
    `${where}: each column's layout_container_id is the id of its container ${id}`,
    (c) =>
      c.layout_container_id !== id && `column ${String(c.id)} has layout_container_id ${String(c.layout_container_id)}`,
  );
}

/** Whether an update answered the container as it was before it: every field it named, and the columns, as before (the update's own answer is wrong, not the fields). */
export function answeredAsBefore(answer: Json, before: Json, named: Json): boolean {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return (
    Object.keys(named).every((k) => same(answer[k], before[k]) && !same(named[k], before[k])) &&
    same(columnIds(answer), columnIds(before))
  );
}

/**
 * PUT /layout_containers/:id/move to the content node of `to` (site_id of `from`): OP-LAYOUT-CONTAINERS-MOVE's
 * check that it answers 200, and a precondition that it was accepted (what the test reads next relies on it).
 */
export async function moveContainer(api: ApiClient, id: number, from: OwnContent, to: OwnContent): Promise<ApiResult> {
  const r = await api.call('moveLayoutContainer', {
    path: { id },
    query: { site_id: from.siteId },
    json: { content_node_id: to.contentNodeId },
  });
  await check('OP-LAYOUT-CONTAINERS-MOVE', 'the move answers 200', () =>
    expectSuccess(r, 'moveLayoutContainer', 'PUT /layout_containers/:id/move answers 200'),
  );
  await acceptedAnswer(r, 'the move is accepted', 'OP-LAYOUT-CONTAINERS-MOVE');
  return r;
}
