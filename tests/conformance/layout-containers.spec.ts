// Layout containers (interface: Resources and their fields > Layout Container, with the Layout
// Column paragraph and the column width rule; Endpoints > Layout Containers; Structure relations;
// Limits; States and transitions). Every test creates its own news article (support/content.ts),
// which gives it a Content Node of its own, and puts its containers there; the ledger deletes
// them, and the articles, when the test ends.
import { test, expect, expectEvery, proves, observe, RUN_TAG, expectClientError } from './harness.ts';
import { createOwnContent, readContentNode, containerIdsOf, type OwnContent } from './support/content.ts';
import type { ApiClient, ApiResult } from '../../src/harness/client.ts';
import type { Ledger } from '../../src/harness/ledger.ts';

type Json = Record<string, unknown>;

/** The eight layout types, their column count (the column width rule), and the requirement of each. */
const LAYOUT_TYPES: ReadonlyArray<{ type: string; columns: number; requirement: string }> = [
  { type: 'oneColumn', columns: 1, requirement: 'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN' },
  { type: 'twoColumn5050', columns: 2, requirement: 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050' },
  { type: 'twoColumn6633', columns: 2, requirement: 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN6633' },
  { type: 'twoColumn3366', columns: 2, requirement: 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN3366' },
  { type: 'threeColumn333333', columns: 3, requirement: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN333333' },
  { type: 'threeColumn502525', columns: 3, requirement: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN502525' },
  { type: 'threeColumn255025', columns: 3, requirement: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN255025' },
  { type: 'threeColumn252550', columns: 3, requirement: 'LAYOUT-CONTAINER-COLUMNS-THREECOLUMN252550' },
];
const TYPE_NAMES = LAYOUT_TYPES.map((t) => t.type);
const CONTAINER_FIELDS = ['id', 'content_node_id', 'layout_type', 'locked', 'position', 'custom_css_class', 'mirror_target_id', 'name', 'created_at', 'updated_at', 'layout_columns'];
const COLUMN_FIELDS = ['id', 'layout_container_id', 'position', 'page_elements'];
const UNKNOWN_TYPE = 'fourColumn25252525';

// The listing names layout_container_id (integer, required) as a body parameter of the delete: it is
// always sent (a deployment may require it), matching the id of the path.
const deleteOf = (id: number) => ({ operationId: 'deleteLayoutContainer', path: { id }, json: { layout_container_id: id } });

/** POST /layout_containers in the content node of `own`; a created container is tracked at once. */
async function createContainer(api: ApiClient, ledger: Ledger, own: OwnContent, fields: Json = {}): Promise<ApiResult> {
  const r = await api.call('createLayoutContainer', { json: { site_id: own.siteId, layout_container: { content_node_id: own.contentNodeId, ...fields } } });
  trackIfCreated(ledger, r);
  return r;
}

function trackIfCreated(ledger: Ledger, r: ApiResult): void {
  if (r.status >= 200 && r.status < 300 && typeof r.object.id === 'number') ledger.track('layout_container', r.object.id, deleteOf(r.object.id));
}

/** Creates a container and returns its id, failing the test when the create does not answer 200. */
async function containerOf(api: ApiClient, ledger: Ledger, own: OwnContent, fields: Json = {}): Promise<{ id: number; body: Json }> {
  const r = await createContainer(api, ledger, own, fields);
  expect(r.status, `precondition: POST /layout_containers ${JSON.stringify(fields)} answers 200`).toBe(200);
  expect(typeof r.object.id, 'precondition: the created container has an integer id').toBe('number');
  return { id: r.object.id as number, body: r.object };
}

function columnsOf(container: Json | undefined): Json[] {
  const columns = container?.layout_columns;
  return Array.isArray(columns) ? (columns as Json[]) : [];
}

const columnIds = (container: Json | undefined): number[] => columnsOf(container).map((c) => Number(c.id)).sort((a, b) => a - b);

/** The container has exactly n columns, at positions 1..n (in any order), each naming the container. */
function expectColumns(container: Json, n: number, where: string): void {
  expect(Array.isArray(container.layout_columns), `${where}: layout_columns is an array`).toBe(true);
  const columns = columnsOf(container);
  expect(columns.length, `${where}: a ${String(container.layout_type)} container has ${n} column(s)`).toBe(n);
  const positions = columns.map((c) => c.position).sort((a, b) => Number(a) - Number(b));
  expect(positions, `${where}: the column positions are 1 to ${n}, 1-based`).toEqual(Array.from({ length: n }, (_, i) => i + 1));
  for (const column of columns) {
    expect(column.layout_container_id, `${where}: column ${String(column.id)} names its container`).toBe(container.id);
  }
}

/** Every listed field of a Layout Container with its listed type, and of each of its Layout Columns. */
function expectContainerFields(container: Json, where: string): void {
  for (const key of CONTAINER_FIELDS) expect(Object.keys(container), `${where}: the container has ${key}`).toContain(key);
  expect(Number.isInteger(container.id), `${where}: id is an integer`).toBe(true);
  expect(Number.isInteger(container.content_node_id), `${where}: content_node_id is an integer`).toBe(true);
  expect(TYPE_NAMES, `${where}: layout_type is one of the eight layout types`).toContain(container.layout_type);
  expect(typeof container.locked, `${where}: locked is a boolean`).toBe('boolean');
  expect(Number.isInteger(container.position), `${where}: position is an integer`).toBe(true);
  for (const key of ['custom_css_class', 'name']) {
    expect(container[key] === null || typeof container[key] === 'string', `${where}: ${key} is a string or null`).toBe(true);
  }
  expect(container.mirror_target_id === null || Number.isInteger(container.mirror_target_id), `${where}: mirror_target_id is an integer or null`).toBe(true);
  for (const key of ['created_at', 'updated_at']) expect(typeof container[key], `${where}: ${key} is a timestamp string`).toBe('string');
  expect(Array.isArray(container.layout_columns), `${where}: layout_columns is an array`).toBe(true);
  for (const column of columnsOf(container)) {
    for (const key of COLUMN_FIELDS) expect(Object.keys(column), `${where}: column ${String(column.id)} has ${key}`).toContain(key);
    expect(Number.isInteger(column.id), `${where}: the column id is an integer`).toBe(true);
    expect(column.layout_container_id, `${where}: layout_container_id is the id of its container`).toBe(container.id);
    expect(Number.isInteger(column.position), `${where}: the column position is an integer`).toBe(true);
    expect(Array.isArray(column.page_elements), `${where}: page_elements is an array`).toBe(true);
  }
}

/** Every object in a JSON document that carries layout_columns: the containers it holds. */
function containersIn(value: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(value)) value.forEach((v) => containersIn(v, found));
  else if (value !== null && typeof value === 'object') {
    const object = value as Json;
    if ('layout_columns' in object) found.push(object);
    for (const v of Object.values(object)) containersIn(v, found);
  }
  return found;
}

const containerIn = (node: { layout_containers: Json[] } | undefined, id: number): Json | undefined => node?.layout_containers.find((c) => c.id === id);

test.describe('layout containers', () => {
  for (const { type, columns, requirement } of LAYOUT_TYPES) {
    test(`a ${type} container is created with ${columns} column(s) at positions 1 to ${columns}, and a show returns it`,
      proves('OP-LAYOUT-CONTAINERS-CREATE', requirement, 'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM', 'LAYOUT-COLUMN-POSITIONS', 'LAYOUT-CONTAINER-CREATE-HAS-COLUMN', 'LAYOUT-COLUMN-WIDTH-OBSERVED'),
      async ({ api, discovery, ledger, writes }, testInfo) => {
        void writes;
        const own = await createOwnContent(api, ledger, discovery, `layout ${type}`);
        const r = await createContainer(api, ledger, own, { layout_type: type });
        expect(r.status).toBe(200);
        expect(r.object.layout_type, 'the created container has the layout_type asked for').toBe(type);
        expect(r.object.content_node_id, 'in the content node asked for').toBe(own.contentNodeId);
        expectColumns(r.object, columns, 'create response');
        const id = r.object.id as number;

        const shown = await api.call('getLayoutContainer', { path: { id } });
        expect(shown.status, 'the created container can be shown').toBe(200);
        expect(shown.object.id).toBe(id);
        expect(shown.object.layout_type, 'the show returns the stored layout_type').toBe(type);
        expectColumns(shown.object, columns, 'show');
        expect(columnIds(shown.object), 'the show returns the columns the create returned').toEqual(columnIds(r.object));

        const extra = columnsOf(shown.object)
          .sort((a, b) => Number(a.position) - Number(b.position))
          .map((c) => ({ position: c.position, ...Object.fromEntries(Object.entries(c).filter(([k]) => !COLUMN_FIELDS.includes(k))) }));
        observe(testInfo, 'LAYOUT-COLUMN-WIDTH-OBSERVED', `fields beyond id, layout_container_id, position and page_elements on the columns of a ${type} container`,
          extra.some((e) => Object.keys(e).length > 1) ? extra : 'none');
      });
  }

  test('a container created without layout_type is oneColumn with one column', proves('LAYOUT-CONTAINER-LAYOUT-TYPE-DEFAULT', 'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN', 'LAYOUT-CONTAINER-CREATE-HAS-COLUMN'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout default type');
    const r = await createContainer(api, ledger, own);
    expect(r.status).toBe(200);
    expect(r.object.layout_type, 'the default layout_type is oneColumn').toBe('oneColumn');
    expectColumns(r.object, 1, 'create response');
    const shown = await api.call('getLayoutContainer', { path: { id: r.object.id as number } });
    expect(shown.status).toBe(200);
    expect(shown.object.layout_type, 'a show returns oneColumn').toBe('oneColumn');
    expectColumns(shown.object, 1, 'show');
  });

  test('a container created without locked is not locked', proves('LAYOUT-CONTAINER-LOCKED-DEFAULT'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout locked default');
    const r = await createContainer(api, ledger, own, { layout_type: 'twoColumn5050' });
    expect(r.status).toBe(200);
    expect(r.object.locked, 'locked defaults to false').toBe(false);
    const shown = await api.call('getLayoutContainer', { path: { id: r.object.id as number } });
    expect(shown.status).toBe(200);
    expect(shown.object.locked, 'a show returns locked false').toBe(false);
  });

  test('a created container carries every listed field, its columns theirs; show and the content node return it', proves('OP-LAYOUT-CONTAINERS-CREATE', 'OP-LAYOUT-CONTAINERS-SHOW', 'LAYOUT-CONTAINER-FIELDS', 'LAYOUT-COLUMN-FIELDS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout fields');
    const r = await createContainer(api, ledger, own, { layout_type: 'threeColumn502525', position: 2 });
    expect(r.status).toBe(200);
    expect(r.exchange.schemaErrors, 'the create response matches the Layout Container schema').toEqual([]);
    expectContainerFields(r.object, 'create response');
    const id = r.object.id as number;

    const shown = await api.call('getLayoutContainer', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.exchange.schemaErrors, 'the show response matches the Layout Container schema').toEqual([]);
    expectContainerFields(shown.object, 'show');
    expect(shown.object.id, 'the show answers the container of that id').toBe(id);
    for (const key of ['content_node_id', 'layout_type', 'locked', 'position']) {
      expect(shown.object[key], `the show returns the stored ${key}`).toEqual(r.object[key]);
    }
    expect(columnIds(shown.object)).toEqual(columnIds(r.object));

    // The article's own container, made by the article create, is a Layout Container too.
    const original = await api.call('getLayoutContainer', { path: { id: own.containerId } });
    expect(original.status).toBe(200);
    expectContainerFields(original.object, "the article's own container");

    const node = await readContentNode(api, own.articleId);
    expect(containerIdsOf(node), "the content node (GET news article show) holds the new container").toContain(id);
  });

  test('an unknown layout_type is rejected on create and nothing is created', proves('LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM', 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout unknown type on create');
    const before = containerIdsOf(await readContentNode(api, own.articleId));
    expect(before.length, 'precondition: the content node can be read').toBeGreaterThan(0);
    const r = await createContainer(api, ledger, own, { layout_type: UNKNOWN_TYPE, position: 2 });
    expectClientError(r);
    const after = containerIdsOf(await readContentNode(api, own.articleId));
    expect(after.sort(), 'no container was created in the content node').toEqual(before.sort());
  });

  test('an unknown layout_type is rejected on update and changes nothing', proves('LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM', 'OP-LAYOUT-CONTAINERS-UPDATE', 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout unknown type on update');
    const { id, body } = await containerOf(api, ledger, own, { layout_type: 'twoColumn3366' });
    const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: { layout_type: UNKNOWN_TYPE } } });
    expectClientError(r);
    const shown = await api.call('getLayoutContainer', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.object.layout_type, 'the layout_type is unchanged').toBe('twoColumn3366');
    expect(columnIds(shown.object), 'the columns are unchanged').toEqual(columnIds(body));
  });

  test('a create without site_id or without the layout_container object is rejected and creates nothing', proves('LAYOUT-CONTAINER-CREATE-REQUIRED-FIELDS', 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout required fields');
    const before = containerIdsOf(await readContentNode(api, own.articleId));
    expect(before.length, 'precondition: the content node can be read').toBeGreaterThan(0);

    const noSite = await api.call('createLayoutContainer', { json: { layout_container: { content_node_id: own.contentNodeId, layout_type: 'twoColumn5050' } } });
    trackIfCreated(ledger, noSite);
    expectClientError(noSite);

    const noObject = await api.call('createLayoutContainer', { json: { site_id: own.siteId, content_node_id: own.contentNodeId, layout_type: 'twoColumn5050' } });
    trackIfCreated(ledger, noObject);
    expectClientError(noObject);

    const after = containerIdsOf(await readContentNode(api, own.articleId));
    expect(after.sort(), 'no container was created in the content node').toEqual(before.sort());
  });

  test('changing layout_type from oneColumn to twoColumn5050 gives two columns, read back', proves('OP-LAYOUT-CONTAINERS-UPDATE', 'LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS', 'LAYOUT-CONTAINER-COLUMNS-TWOCOLUMN5050', 'LAYOUT-COLUMN-POSITIONS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout grow');
    const { id, body } = await containerOf(api, ledger, own, { layout_type: 'oneColumn' });
    expectColumns(body, 1, 'create response');
    const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: { layout_type: 'twoColumn5050' } } });
    expect(r.status).toBe(200);
    expect(r.object.id).toBe(id);
    expect(r.object.layout_type).toBe('twoColumn5050');
    expectColumns(r.object, 2, 'update response');
    const shown = await api.call('getLayoutContainer', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.object.layout_type, 'a show returns the new layout_type').toBe('twoColumn5050');
    expectColumns(shown.object, 2, 'show after the update');
  });

  test('changing layout_type from a three-column type to oneColumn gives one column, read back', proves('OP-LAYOUT-CONTAINERS-UPDATE', 'LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS', 'LAYOUT-CONTAINER-COLUMNS-ONECOLUMN', 'LAYOUT-COLUMN-POSITIONS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout shrink');
    const { id, body } = await containerOf(api, ledger, own, { layout_type: 'threeColumn333333' });
    expectColumns(body, 3, 'create response');
    const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: { layout_type: 'oneColumn' } } });
    expect(r.status).toBe(200);
    expect(r.object.layout_type).toBe('oneColumn');
    expectColumns(r.object, 1, 'update response');
    const shown = await api.call('getLayoutContainer', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.object.layout_type, 'a show returns the new layout_type').toBe('oneColumn');
    expectColumns(shown.object, 1, 'show after the update');
  });

  test('an update accepts each of the eight layout types in turn, each giving its number of columns, read back', proves('OP-LAYOUT-CONTAINERS-UPDATE', 'LAYOUT-CONTAINER-LAYOUT-TYPE-ENUM', 'LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS', 'LAYOUT-COLUMN-POSITIONS'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout every type on update');
    const { id } = await containerOf(api, ledger, own, { layout_type: 'oneColumn' });
    // Every type once, growing and shrinking by one and by two columns on the way.
    const order = ['twoColumn5050', 'threeColumn333333', 'oneColumn', 'threeColumn502525', 'twoColumn6633', 'threeColumn255025', 'twoColumn3366', 'threeColumn252550', 'oneColumn'];
    for (const type of order) {
      const columns = LAYOUT_TYPES.find((t) => t.type === type)!.columns;
      const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: { layout_type: type } } });
      expect(r.status, `layout_type ${type}, a listed value, is accepted on update`).toBe(200);
      expect(r.object.layout_type).toBe(type);
      expectColumns(r.object, columns, `update to ${type}`);
      const shown = await api.call('getLayoutContainer', { path: { id } });
      expect(shown.status).toBe(200);
      expect(shown.object.layout_type, `a show returns ${type}`).toBe(type);
      expectColumns(shown.object, columns, `show after the update to ${type}`);
    }
  });

  test('an update of position is returned and read back, and changes nothing else', proves('OP-LAYOUT-CONTAINERS-UPDATE', 'LAYOUT-CONTAINER-UPDATE-READ-BACK'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    // The content node holds the article's own container and this one. Positions are "relative"
    // and their numbering is not shown (1-based, 0-based, sparse): the new one takes the position
    // the article's own container has now, a value the deployment itself gave out.
    const own = await createOwnContent(api, ledger, discovery, 'layout position');
    const { id, body } = await containerOf(api, ledger, own, { layout_type: 'twoColumn6633' });
    const other = await api.call('getLayoutContainer', { path: { id: own.containerId } });
    expect(other.status, "precondition: the article's own container can be shown").toBe(200);
    expect(Number.isInteger(other.object.position), "precondition: the article's own container has an integer position").toBe(true);
    // Whether a container created without position gets a position of its own is not shown.
    test.skip(other.object.position === body.position, `the two containers of the content node have the same position (${String(body.position)}): a change of position cannot be told apart`);
    const target = other.object.position as number;
    const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: { position: target } } });
    expect(r.status).toBe(200);
    expect(r.object.position, 'the update answers the new position').toBe(target);
    const shown = await api.call('getLayoutContainer', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.object.position, 'a show returns the new position').toBe(target);
    expect(shown.object.layout_type, 'layout_type is unchanged').toBe('twoColumn6633');
    expect(shown.object.content_node_id, 'content_node_id is unchanged').toBe(own.contentNodeId);
    expect(shown.object.locked, 'locked is unchanged').toBe(body.locked);
    expect(columnIds(shown.object), 'the columns are unchanged').toEqual(columnIds(body));
  });

  // Update: "body layout_container (object) with the fields to change". name and custom_css_class
  // are plain fields of the Layout Container: each is changed alone, answered and read back, and the
  // other container of the content node (the article's own) keeps its values.
  test('an update of name and of custom_css_class is answered and read back, and changes no other container', proves('OP-LAYOUT-CONTAINERS-UPDATE', 'LAYOUT-CONTAINER-UPDATE-READ-BACK'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout fields');
    const { id } = await containerOf(api, ledger, own, { layout_type: 'oneColumn' });
    const sibling = await api.call('getLayoutContainer', { path: { id: own.containerId } });
    expect(sibling.status, "precondition: the article's own container can be shown").toBe(200);
    const changes = [['name', `${RUN_TAG} container renamed`], ['custom_css_class', 'svc-conformance-updated']] as const;
    for (const [field, value] of changes) {
      const r = await api.call('updateLayoutContainer', { path: { id }, json: { layout_container: { [field]: value } } });
      expect(r.status, `an update of ${field} is accepted`).toBe(200);
      expect(r.object[field], `the update answers the new ${field}`).toBe(value);
      const shown = await api.call('getLayoutContainer', { path: { id } });
      expect(shown.object[field], `a show returns the new ${field}`).toBe(value);
    }
    const after = await api.call('getLayoutContainer', { path: { id: own.containerId } });
    for (const [field] of changes) expect(after.object[field], `the other container of the content node keeps its ${field}`).toEqual(sibling.object[field]);
  });

  test('a move takes the container with its columns and page elements to another content node, out of the source', proves('OP-LAYOUT-CONTAINERS-MOVE', 'LAYOUT-CONTAINER-MOVE-CARRIES-CONTENT', 'LAYOUT-CONTAINER-MOVE-LEAVES-SOURCE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const source = await createOwnContent(api, ledger, discovery, 'layout move source');
    const target = await createOwnContent(api, ledger, discovery, 'layout move target');
    const { id, body } = await containerOf(api, ledger, source, { layout_type: 'twoColumn5050' });
    const column = columnsOf(body).find((c) => c.position === 1);
    expect(typeof column?.id, 'precondition: the new container has a column at position 1').toBe('number');
    const columnId = column!.id as number;
    const content = `<p>${RUN_TAG} moved with its container</p>`;
    const pe = await api.call('createPageElement', { json: { page_element: { layout_column_id: columnId, page_element_type: 'TextBlock', element: { content } } } });
    if (pe.status === 200 && typeof pe.object.id === 'number') ledger.track('page_element', pe.object.id, { operationId: 'deletePageElement', path: { id: pe.object.id } });
    expect(pe.status, 'precondition: a TextBlock page element is put in the column').toBe(200);
    const peId = pe.object.id as number;

    const r = await api.call('moveLayoutContainer', { path: { id }, query: { site_id: source.siteId }, json: { content_node_id: target.contentNodeId } });
    expect(r.status).toBe(200);
    expect(r.object.id, 'the move answers the same container').toBe(id);
    expect(r.object.content_node_id, 'now in the target content node').toBe(target.contentNodeId);
    expect(columnIds(r.object), 'with its columns').toEqual(columnIds(body));
    const movedColumn = columnsOf(r.object).find((c) => c.id === columnId);
    expect(((movedColumn?.page_elements as Json[] | undefined) ?? []).map((p) => p.id), 'and the page element of its column').toContain(peId);

    const shown = await api.call('getLayoutContainer', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.object.content_node_id, 'a show puts it in the target content node').toBe(target.contentNodeId);

    const targetNode = await readContentNode(api, target.articleId);
    const there = containerIn(targetNode, id);
    expect(there, 'the target content node (its news article) holds the container').toBeTruthy();
    expect(columnIds(there), 'with its columns').toEqual(columnIds(body));
    const thereColumn = columnsOf(there).find((c) => c.id === columnId);
    expect(((thereColumn?.page_elements as Json[] | undefined) ?? []).map((p) => p.id), 'and the page element').toContain(peId);

    const sourceNode = await readContentNode(api, source.articleId);
    expect(sourceNode, 'the source content node can be read (GET news article show)').toBeTruthy();
    expect(containerIdsOf(sourceNode), 'the source content node no longer holds the container').not.toContain(id);
  });

  test('a move without site_id is rejected and moves nothing', proves('LAYOUT-CONTAINER-MOVE-SITE-ID-REQUIRED', 'ERROR-BODY-SHAPE', 'ERROR-BAD-INPUT-4XX'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const source = await createOwnContent(api, ledger, discovery, 'layout move without site');
    const target = await createOwnContent(api, ledger, discovery, 'layout move without site target');
    const { id } = await containerOf(api, ledger, source, { layout_type: 'oneColumn' });
    const r = await api.call('moveLayoutContainer', { path: { id }, json: { content_node_id: target.contentNodeId } });
    expectClientError(r);
    const shown = await api.call('getLayoutContainer', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.object.content_node_id, 'the container is still in its content node').toBe(source.contentNodeId);
    expect(containerIdsOf(await readContentNode(api, source.articleId)), 'the source still holds it').toContain(id);
    expect(containerIdsOf(await readContentNode(api, target.articleId)), 'the target does not').not.toContain(id);
  });

  test('a move without content_node_id is rejected and moves nothing', proves('ERROR-BAD-INPUT-4XX', 'ERROR-BODY-SHAPE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    // "body content_node_id (integer, required)" (Endpoints > Layout Containers, Move)
    const source = await createOwnContent(api, ledger, discovery, 'layout move without content node');
    const { id } = await containerOf(api, ledger, source, { layout_type: 'oneColumn' });
    const r = await api.call('moveLayoutContainer', { path: { id }, query: { site_id: source.siteId }, json: {} });
    expectClientError(r);
    const shown = await api.call('getLayoutContainer', { path: { id } });
    expect(shown.status).toBe(200);
    expect(shown.object.content_node_id, 'the container is still in its content node').toBe(source.contentNodeId);
    expect(containerIdsOf(await readContentNode(api, source.articleId)), 'the source still holds it').toContain(id);
  });

  test('whether POST also serves the move is recorded', proves('LAYOUT-CONTAINER-MOVE-POST-OBSERVED'), async ({ api, discovery, ledger, writes }, testInfo) => {
    void writes;
    const source = await createOwnContent(api, ledger, discovery, 'layout move by POST');
    const target = await createOwnContent(api, ledger, discovery, 'layout move by POST target');
    const { id } = await containerOf(api, ledger, source, { layout_type: 'oneColumn' });
    const r = await api.call('moveLayoutContainer', { method: 'POST', path: { id }, query: { site_id: source.siteId }, json: { content_node_id: target.contentNodeId }, unvalidated: true });
    const shown = await api.call('getLayoutContainer', { path: { id } });
    const where = shown.object.content_node_id;
    observe(testInfo, 'LAYOUT-CONTAINER-MOVE-POST-OBSERVED', `POST /layout_containers/:id/move?site_id= (the example uses PUT)`, {
      status: r.status,
      moved: where === target.contentNodeId ? 'yes' : where === source.contentNodeId ? 'no' : `unknown (show answered ${shown.status})`,
    });
  });

  test('a delete returns the container with empty layout_columns, which is then gone', proves('OP-LAYOUT-CONTAINERS-DELETE', 'LAYOUT-CONTAINER-DELETE-RETURNS-RECORD', 'LAYOUT-CONTAINER-DELETE-EMPTY-COLUMNS', 'LAYOUT-CONTAINER-DELETE-GONE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout delete');
    const { id, body } = await containerOf(api, ledger, own, { layout_type: 'threeColumn255025' });
    expect(columnsOf(body).length, 'precondition: the container has columns before the delete').toBe(3);
    const r = await api.call('deleteLayoutContainer', { path: { id }, json: { layout_container_id: id } });
    expect(r.status).toBe(200);
    ledger.forget('layout_container', id);
    expect(r.object.id, 'the deleted container comes back').toBe(id);
    expect(r.object.content_node_id, 'the deleted record is the container that was in our content node').toBe(own.contentNodeId);
    expect(Array.isArray(r.object.layout_columns), 'layout_columns is an array').toBe(true);
    expect(columnsOf(r.object), 'the deleted container comes back with empty layout_columns').toEqual([]);

    const shown = await api.call('getLayoutContainer', { path: { id } });
    expect(shown.status, 'right after the delete a show answers 4xx').toBeGreaterThanOrEqual(400);
    expect(shown.status).toBeLessThan(500);
    expect(containerIdsOf(await readContentNode(api, own.articleId)), 'the content node no longer holds it').not.toContain(id);
  });

  test('no container in any response holds fewer than one or more than three columns', proves('LAYOUT-CONTAINER-COLUMNS-MAX-THREE'), async ({ api, discovery, ledger, writes }) => {
    void writes;
    const own = await createOwnContent(api, ledger, discovery, 'layout column limits');
    const bodies: unknown[] = [own.article];
    const ids: number[] = [];
    for (const { type } of LAYOUT_TYPES) {
      const r = await createContainer(api, ledger, own, { layout_type: type });
      expect(r.status, `create ${type}`).toBe(200);
      bodies.push(r.body);
      ids.push(r.object.id as number);
    }
    // One container grows to three columns and two shrink from three (to two, to one): the limit holds either way.
    const grow = await api.call('updateLayoutContainer', { path: { id: ids[0]! }, json: { layout_container: { layout_type: 'threeColumn252550' } } });
    expect(grow.status).toBe(200);
    const shrink = await api.call('updateLayoutContainer', { path: { id: ids[7]! }, json: { layout_container: { layout_type: 'twoColumn6633' } } });
    expect(shrink.status).toBe(200);
    const toOne = await api.call('updateLayoutContainer', { path: { id: ids[4]! }, json: { layout_container: { layout_type: 'oneColumn' } } });
    expect(toOne.status).toBe(200);
    bodies.push(grow.body, shrink.body, toOne.body);
    for (const id of ids) bodies.push((await api.call('getLayoutContainer', { path: { id } })).body);
    const article = await api.call('getNewsArticle', { path: { id: own.articleId } });
    expect(article.status).toBe(200);
    bodies.push(article.body);
    // Every news article the index gives, with its placement in the page structure.
    const index = await api.call('listNewsArticles');
    expect(index.status).toBe(200);
    bodies.push(index.body);

    const containers = bodies.flatMap((b) => containersIn(b));
    expect(containers.length, 'the responses hold containers to check (at least our nine)').toBeGreaterThanOrEqual(9);
    expectEvery(containers, 'every container holds one to three columns', (c) => {
      const n = columnsOf(c).length;
      return (n < 1 || n > 3) && `container ${String(c.id)} (${String(c.layout_type)}) holds ${n} column(s)`;
    });
  });
});
