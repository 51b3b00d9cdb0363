// Layout containers (interface: Resources and their fields > Layout Container, with the Layout
// Column paragraph; Endpoints > Layout Containers: create, show, update of its other fields and
// delete; Structure relations; States and transitions). The layout types and the column count of
// each (the column width rule, and the Limits' one to three columns) are in
// layout-container-columns.spec.ts, the moves in layout-container-moves.spec.ts. Every test creates
// its own news article (support/content.ts), which gives it a Content Node of its own, and puts its
// containers there (support/layout-containers.ts); the ledger deletes them, and the articles, when
// the test ends.
// Each check judges one requirement (check(...)); a create, read or update a check only relies on
// is a precondition, whose failure makes the check inconclusive, never failed. A container a test
// works on is known to exist when its content node (read through the news article show: content
// nodes are not directly accessible) holds it: the container show is itself a rule under test.
import { test, expect, proves, writing, RUN_TAG } from './harness.ts';
import {
  acceptedAnswer,
  answeredRecord,
  expectClientError,
  expectShape,
  check,
  checkRecordAnswer,
  checkRefusal,
  notJudged,
  precondition,
  readBack,
} from './assertions.ts';
import { expectRefusedOrAccepted, expectSuccess } from './support/compare.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import { createOwnContent } from './support/content.ts';
import {
  answeredAsBefore,
  columnIds,
  columnsOf,
  containerIdsOfNode,
  containerOf,
  containersOfNode,
  createContainer,
  expectColumnsName,
  storedContainer,
  trackIfCreated,
  watchNode,
  type Json,
} from './support/layout-containers.ts';

const ENUM = 'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM';
const READ_BACK = 'LAYOUT-CONTAINER-UPDATE-READ-BACK';
const OP_CREATE = 'OP-LAYOUT-CONTAINERS-CREATE';
const OP_UPDATE = 'OP-LAYOUT-CONTAINERS-UPDATE';

/**
 * PUT /layout_containers/:id with `changes` (`named`: them in words): OP_UPDATE's check that it
 * answers 200 with the container after the change, not as `before` was, and a precondition that it
 * was accepted. Returns the answer, and whether it answered the container as before (`old`).
 */
async function updateContainer(
  api: ApiClient,
  id: number,
  before: Json,
  changes: Json,
  named: string,
): Promise<{ r: ApiResult; old: boolean }> {
  const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: changes } });
  const old = answeredAsBefore(r.object, before, changes);
  await check(OP_UPDATE, 'the update answers 200 with the updated container', () => {
    expectSuccess(r, 'updateLayoutContainer', 'PUT /layout_containers/:id answers 200');
    expect(r.object.id, 'the update answers the container of the path').toBe(id);
    expect(
      old,
      `the update answers the container after the change, not as it was before (${named} both as before)`,
    ).toBe(false);
  });
  await acceptedAnswer(r, 'the update is accepted', OP_UPDATE);
  return { r, old };
}

/**
 * LAYOUT-COLUMN-FIELDS on the columns of container `id` as answer `r` carries them (`which`: the
 * create answers, ...; `where` names the answer): each with its listed fields, naming its container.
 */
function checkColumnFields(r: ApiResult, id: number, which: string, where: string): Promise<boolean> {
  return check(
    'LAYOUT-COLUMN-FIELDS',
    `the columns ${which} carry their listed fields, each naming its container`,
    () => {
      expectShape(r, 'LAYOUT-COLUMN-FIELDS');
      expectColumnsName(r.object, id, where);
    },
  );
}

/** Ends a check of what an update answered where it answered the container as before it: OP_UPDATE's failure. */
function unlessAnsweredOld(old: boolean): void {
  if (old) notJudged('the update answered the container as it was before the update', [OP_UPDATE]);
}

test.describe('layout containers', () => {
  test(
    'a container created without locked is not locked',
    writing(proves('LAYOUT-CONTAINER-LOCKED-DEFAULT')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout locked default');
      const { id, created: r } = await containerOf(api, ledger, own, { layout_type: 'twoColumn5050' });
      expect(r.object.locked, 'locked defaults to false').toBe(false);
      const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
      expect(shown.object.locked, 'a show returns locked false').toBe(false);
    },
  );

  test(
    'a created container carries every listed field, its columns theirs; show and the content node return it',
    writing(proves(OP_CREATE, 'OP-LAYOUT-CONTAINERS-SHOW', 'LAYOUT-CONTAINER-FIELDS', 'LAYOUT-COLUMN-FIELDS')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout fields');
      // No layout_type: the operation and the fields are judged apart from the enum (a refused listed value is the enum's failure).
      const r = await createContainer(api, ledger, own, { position: 2 });
      await check(OP_CREATE, 'the create answers 200 with the new container, in the content node asked for', () => {
        expectSuccess(r, 'createLayoutContainer', 'POST /layout_containers answers 200');
        expect(r.object.content_node_id, 'in the content node asked for').toBe(own.contentNodeId);
      });
      await check('LAYOUT-CONTAINER-FIELDS', 'the create answers every listed field with its type', () =>
        expectShape(r, 'LAYOUT-CONTAINER-FIELDS'),
      );
      const { id } = await storedContainer(api, own, r, 'a container of our own', { judge: true });
      await checkColumnFields(r, id, 'the create answers', 'the create answer');

      // The container exists for sure (its content node holds it): the show is judged on it.
      const shown = await api.call('getLayoutContainer', { path: { id } });
      await checkRecordAnswer(
        shown,
        'OP-LAYOUT-CONTAINERS-SHOW',
        'a show of an existing container answers 200 with the container of that id',
        id,
      );
      await answeredRecord(shown, 'a show answers the container of its id', id, 'OP-LAYOUT-CONTAINERS-SHOW');
      await check('LAYOUT-CONTAINER-FIELDS', 'the show answers every listed field with its type', () =>
        expectShape(shown, 'LAYOUT-CONTAINER-FIELDS'),
      );
      await checkColumnFields(shown, id, 'the show answers', 'the show');
      await check(OP_CREATE, 'a show returns what the create answered', () => {
        for (const key of ['content_node_id', 'layout_type', 'locked', 'position']) {
          expect(shown.object[key], `the show returns the stored ${key}`).toEqual(r.object[key]);
        }
      });
      await check(OP_CREATE, 'a show returns the columns the create answered', () => {
        if (columnsOf(r.object).length === 0)
          notJudged('the create answered no column', ['LAYOUT-CONTAINER-CREATE-HAS-COLUMN']);
        expect(columnIds(shown.object), 'the show returns the columns the create answered').toEqual(
          columnIds(r.object),
        );
      });

      // The article's own container, made by the article create, is a Layout Container too.
      const original = await readBack(api, 'getLayoutContainer', { path: { id: own.containerId } }, own.containerId);
      await check(
        'LAYOUT-CONTAINER-FIELDS',
        "the article's own container carries every listed field with its type",
        () => expectShape(original, 'LAYOUT-CONTAINER-FIELDS'),
      );
      await checkColumnFields(
        original,
        own.containerId,
        "of the article's own container",
        "the article's own container",
      );
    },
  );

  test(
    'a create without site_id or without the layout_container object is rejected and creates nothing',
    writing(proves('LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS', 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout required fields');
      const node = await watchNode(api, own);

      const noSite = await api.call('createLayoutContainer', {
        json: { layout_container: { content_node_id: own.contentNodeId, layout_type: 'twoColumn5050' } },
      });
      trackIfCreated(ledger, noSite);
      await checkRefusal(noSite, 'LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS', 'a create without site_id');

      const noObject = await api.call('createLayoutContainer', {
        json: { site_id: own.siteId, content_node_id: own.contentNodeId, layout_type: 'twoColumn5050' },
      });
      trackIfCreated(ledger, noObject);
      await checkRefusal(
        noObject,
        'LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS',
        'a create without the layout_container object',
      );

      await node.checkNoneMade(
        'LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS',
        'the refused creates made no container in the content node',
      );
    },
  );

  // Update: "body layout_container (object) with the fields to change". Each update names two fields:
  // an answer that shows the one as before and the other changed is the field's failure (the change
  // is not answered); an answer that shows both as before is the container from before the update,
  // the operation's failure ("200, Layout Container": the updated one).
  test(
    'an update of position and name is returned and read back, and changes nothing else',
    writing(proves(OP_UPDATE, READ_BACK)),
    async ({ api, discovery, ledger }) => {
      // The content node holds the article's own container and this one. Positions are "relative"
      // and their numbering is not shown (1-based, 0-based, sparse): the new one takes the position
      // the article's own container has now, a value the deployment itself gave out.
      const own = await createOwnContent(api, ledger, discovery, 'layout position');
      const { id } = await containerOf(api, ledger, own, { layout_type: 'twoColumn6633' }, ENUM);
      const before = (await readBack(api, 'getLayoutContainer', { path: { id } }, id)).object;
      const other = await readBack(api, 'getLayoutContainer', { path: { id: own.containerId } }, own.containerId);
      const target = await precondition(
        "the article's own container has an integer position",
        () => {
          expect(Number.isInteger(other.object.position), "the article's own container has an integer position").toBe(
            true,
          );
          return other.object.position as number;
        },
        'LAYOUT-CONTAINER-FIELDS',
      );
      // Whether a container created without position gets a position of its own is not shown.
      test.skip(
        target === before.position,
        `the two containers of the content node have the same position (${String(target)}): a change of position cannot be told apart`,
      );
      const changes = { position: target, name: `${RUN_TAG} container moved` };
      const { r, old } = await updateContainer(api, id, before, changes, 'position and name');
      await check(READ_BACK, 'the update answers the new position and name', () => {
        unlessAnsweredOld(old);
        expect(r.object.position, 'the update answers the new position').toBe(target);
        expect(r.object.name, 'the update answers the new name').toBe(changes.name);
      });
      const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
      await check(READ_BACK, 'a show returns the new position and name, and nothing else changed', () => {
        expect(shown.object.position, 'a show returns the new position').toBe(target);
        expect(shown.object.name, 'a show returns the new name').toBe(changes.name);
        expect(shown.object.layout_type, 'layout_type is unchanged').toBe(before.layout_type);
        expect(shown.object.content_node_id, 'content_node_id is unchanged').toBe(own.contentNodeId);
        expect(shown.object.locked, 'locked is unchanged').toBe(before.locked);
        expect(columnIds(shown.object), 'the columns are unchanged').toEqual(columnIds(before));
      });
    },
  );

  // name and custom_css_class are plain fields of the Layout Container: changed together, answered
  // and read back, and the other container of the content node (the article's own) keeps its values.
  test(
    'an update of name and custom_css_class is answered and read back, and changes no other container',
    writing(proves(OP_UPDATE, READ_BACK)),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout fields');
      const { id } = await containerOf(api, ledger, own);
      const before = (await readBack(api, 'getLayoutContainer', { path: { id } }, id)).object;
      const sibling = await readBack(api, 'getLayoutContainer', { path: { id: own.containerId } }, own.containerId);
      const changes = { name: `${RUN_TAG} container renamed`, custom_css_class: 'svc-conformance-updated' };
      const { r, old } = await updateContainer(api, id, before, changes, 'name and custom_css_class');
      await check(READ_BACK, 'the update answers the new name and custom_css_class', () => {
        unlessAnsweredOld(old);
        for (const [field, value] of Object.entries(changes))
          expect(r.object[field], `the update answers the new ${field}`).toBe(value);
      });
      const shown = await readBack(api, 'getLayoutContainer', { path: { id } }, id);
      await check(READ_BACK, 'a show returns the new name and custom_css_class', () => {
        for (const [field, value] of Object.entries(changes))
          expect(shown.object[field], `a show returns the new ${field}`).toBe(value);
      });
      const after = await readBack(api, 'getLayoutContainer', { path: { id: own.containerId } }, own.containerId);
      await check(READ_BACK, 'the other container of the content node keeps its name and custom_css_class', () => {
        for (const field of Object.keys(changes))
          expect(after.object[field], `the other container of the content node keeps its ${field}`).toEqual(
            sibling.object[field],
          );
      });
    },
  );

  test(
    'a delete returns the container with empty layout_columns, which is then gone',
    writing(
      proves(
        'OP-LAYOUT-CONTAINERS-DELETE',
        'LAYOUT-CONTAINER-DELETE-RETURNS-RECORD',
        'LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS',
        'LAYOUT-CONTAINER-DELETE-GONE',
      ),
    ),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout delete');
      const { id, held } = await containerOf(api, ledger, own, { layout_type: 'threeColumn255025' }, ENUM);
      await precondition(
        'the container has columns before the delete',
        () =>
          expect(columnsOf(held).length, 'the content node shows the container with its columns').toBeGreaterThan(0),
        'LAYOUT-CONTAINER-CREATE-HAS-COLUMN',
      );
      const r = await api.call('deleteLayoutContainer', { path: { id }, json: { layout_container_id: id } });
      if (r.status >= 200 && r.status < 300) ledger.forget('layout_container', id);
      await check('OP-LAYOUT-CONTAINERS-DELETE', 'the delete answers 200', () =>
        expectSuccess(r, 'deleteLayoutContainer', 'DELETE /layout_containers/:id answers 200'),
      );
      await check('LAYOUT-CONTAINER-DELETE-RETURNS-RECORD', 'the delete answers the deleted container', () => {
        expect(r.object.id, 'the deleted container comes back').toBe(id);
        expect(r.object.content_node_id, 'the deleted record is the container that was in our content node').toBe(
          own.contentNodeId,
        );
      });
      await check(
        'LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS',
        'the deleted container comes back with empty layout_columns',
        () => {
          if (r.object.id !== id)
            notJudged('the delete did not answer the deleted container', ['LAYOUT-CONTAINER-DELETE-RETURNS-RECORD']);
          expect(Array.isArray(r.object.layout_columns), 'layout_columns is an array').toBe(true);
          expect(columnsOf(r.object), 'the deleted container comes back with empty layout_columns').toEqual([]);
        },
      );
      await acceptedAnswer(r, 'the delete is accepted', 'OP-LAYOUT-CONTAINERS-DELETE');
      const shown = await api.call('getLayoutContainer', { path: { id } });
      const inNode = await containerIdsOfNode(api, own.articleId);
      await check(
        'LAYOUT-CONTAINER-DELETE-GONE',
        'right after the delete a show answers 4xx and the content node no longer holds it',
        () => {
          expectClientError(shown, 'right after the delete a show answers 4xx');
          expect(inNode, 'the content node no longer holds it').not.toContain(id);
        },
      );
    },
  );

  // "id | integer | assigned by the service" (Resources and their fields > Layout Container). An id
  // sent with a create is no input the create lists: a deployment may refuse the create or ignore the
  // id, but the new container does not get it, and the container that has it stays as it was.
  test(
    'a create sending the id of an existing container is refused or makes a container with another id, and the existing one is unchanged',
    writing(proves('LAYOUT-CONTAINER-ID-ASSIGNED')),
    async ({ api, discovery, ledger }) => {
      const own = await createOwnContent(api, ledger, discovery, 'layout id assigned');
      const { id: existingId } = await containerOf(api, ledger, own, { layout_type: 'twoColumn5050' }, ENUM);
      const before = (await readBack(api, 'getLayoutContainer', { path: { id: existingId } }, existingId)).object;
      const r = await createContainer(api, ledger, own, { id: existingId, layout_type: 'threeColumn333333' });
      await check(
        'LAYOUT-CONTAINER-ID-ASSIGNED',
        `a create sending id ${existingId} is refused or makes a container with another id`,
        () => {
          const refused = expectRefusedOrAccepted(r.status, 'the create');
          if (!refused)
            expect(r.object.id, 'the new container has an id the service assigned, not the one sent').not.toBe(
              existingId,
            );
        },
      );
      // what stays the same whatever the create did: its type and its columns (positions among the
      // node's containers may move when a container is added to the node)
      const kept = (c: Json | undefined) => ({
        content_node_id: c?.content_node_id,
        layout_type: c?.layout_type,
        columns: columnIds(c),
      });
      const held = (await containersOfNode(api, own.articleId)).find((c) => c.id === existingId);
      await check(
        'LAYOUT-CONTAINER-ID-ASSIGNED',
        `container ${existingId} is unchanged: its content node holds it with its layout_type and columns`,
        () => {
          expect(held, `the content node still holds container ${existingId}`).toBeTruthy();
          expect(kept(held), `the content node holds container ${existingId} as it was`).toEqual(kept(before));
        },
      );
      const after = await readBack(api, 'getLayoutContainer', { path: { id: existingId } }, existingId);
      await check(
        'LAYOUT-CONTAINER-ID-ASSIGNED',
        `container ${existingId} is unchanged: a show returns it as it was`,
        () => expect(kept(after.object), `a show returns container ${existingId} as it was`).toEqual(kept(before)),
      );
    },
  );
});
