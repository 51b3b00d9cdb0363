// Structure operations shared by the seed and the routes: the page structure (content nodes, layout
// containers, layout columns, page elements), the site tree of page nodes, and the league structure
// look-ups. Nothing here validates client input; the routes do that before calling in.
import {
  columnCount,
  type CommentElementRec,
  type ContentNodeRec,
  type ElementRec,
  type LayoutColumnRec,
  type LayoutContainerRec,
  type LayoutType,
  type PageElementRec,
  type PageNodeRec,
  type PageNodeType,
  type Store,
  type TableName,
} from './store.ts';

// ---------------------------------------------------------------- page nodes and the site tree

export function addPageNode(
  store: Store,
  input: { site_id: number; parent_id: number | null; node_type: PageNodeType; object_id: number },
): PageNodeRec {
  return store.insert('pageNodes', { id: store.nextId('pageNodes'), ...input, lft: 0, rgt: 0 });
}

/**
 * A new record of `table` that is a page of the site tree: its id, and its page node (of `nodeType`, at
 * `place`), made first so that the record can name it.
 */
export function newPagedRecord(
  store: Store,
  table: TableName,
  nodeType: PageNodeType,
  place: { site_id: number; parent_id: number | null },
): { id: number; node: PageNodeRec } {
  const id = store.nextId(table);
  return { id, node: addPageNode(store, { ...place, node_type: nodeType, object_id: id }) };
}

/** Nested-set numbering (lft/rgt) of every page node of a site, children in id order. */
export function renumberSiteTree(store: Store, siteId: number): void {
  const nodes = [...store.t.pageNodes.values()].filter((n) => n.site_id === siteId);
  const children = new Map<number | null, PageNodeRec[]>();
  for (const node of nodes) {
    const key = node.parent_id !== null && store.t.pageNodes.has(node.parent_id) ? node.parent_id : null;
    let list = children.get(key);
    if (!list) children.set(key, (list = []));
    list.push(node);
  }
  for (const list of children.values()) list.sort((a, b) => a.id - b.id);
  let counter = 1;
  // iterative depth-first walk (a seed of 10,000 teams makes deep recursion pointless but wide trees big)
  const stack: { node: PageNodeRec; entered: boolean }[] = (children.get(null) ?? [])
    .slice()
    .reverse()
    .map((node) => ({ node, entered: false }));
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (!top.entered) {
      top.entered = true;
      top.node.lft = counter++;
      const kids = children.get(top.node.id) ?? [];
      for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i]!, entered: false });
    } else {
      top.node.rgt = counter++;
      stack.pop();
    }
  }
  store.positionsChanged();
}

export function pageNodeChildren(store: Store, nodeId: number): PageNodeRec[] {
  return store
    .childrenOf('pageNodes', 'parent_id', nodeId)
    .slice()
    .sort((a, b) => a.id - b.id);
}

/** Removes a page node, re-parenting its children to its parent. */
export function removePageNodeKeepChildren(store: Store, node: PageNodeRec): void {
  for (const child of pageNodeChildren(store, node.id)) child.parent_id = node.parent_id;
  store.remove('pageNodes', node.id);
}

// ---------------------------------------------------------------- the page structure

export function createContentNode(
  store: Store,
  input: { site_id: number; resource_type: 'Page' | 'NewsArticle'; resource_id: number },
  now: Date,
): ContentNodeRec {
  return store.insert('contentNodes', { id: store.nextId('contentNodes'), ...input, created_on: now, updated_on: now });
}

export function containersOf(store: Store, contentNodeId: number): LayoutContainerRec[] {
  return store
    .childrenOf('layoutContainers', 'content_node_id', contentNodeId)
    .slice()
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

export function columnsOf(store: Store, containerId: number): LayoutColumnRec[] {
  return store
    .childrenOf('layoutColumns', 'layout_container_id', containerId)
    .slice()
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

export function pageElementsOf(store: Store, columnId: number): PageElementRec[] {
  return store
    .childrenOf('pageElements', 'layout_column_id', columnId)
    .slice()
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Positions 1..n in the given order. */
function renumber(records: { position: number }[]): void {
  records.forEach((rec, i) => {
    rec.position = i + 1;
  });
}

function renumberContainers(store: Store, contentNodeId: number): void {
  renumber(containersOf(store, contentNodeId));
  store.positionsChanged();
}

export function renumberPageElements(store: Store, columnId: number): void {
  renumber(pageElementsOf(store, columnId));
  store.positionsChanged();
}

/**
 * Creates a container with as many columns as its layout type says, at `position` (1-based, clamped;
 * the containers from there on move down one) or at the end.
 */
export function createContainer(
  store: Store,
  input: {
    content_node_id: number;
    layout_type: LayoutType;
    position?: number | null;
    locked?: boolean;
    custom_css_class?: string | null;
    mirror_target_id?: number | null;
    name?: string | null;
    /** the number of columns to make (default: as layout_type says; the routes pass it for their faults) */
    columns?: number;
  },
  now: Date,
): LayoutContainerRec {
  const siblings = containersOf(store, input.content_node_id);
  const container: LayoutContainerRec = {
    id: store.nextId('layoutContainers'),
    content_node_id: input.content_node_id,
    layout_type: input.layout_type,
    locked: input.locked ?? false,
    position: 0,
    custom_css_class: input.custom_css_class ?? null,
    mirror_target_id: input.mirror_target_id ?? null,
    name: input.name ?? null,
    created_at: now,
    updated_at: now,
  };
  store.insert('layoutContainers', container);
  placeAt(siblings, container, input.position ?? null);
  for (let p = 1; p <= (input.columns ?? columnCount(input.layout_type)); p++) {
    store.insert('layoutColumns', {
      id: store.nextId('layoutColumns'),
      layout_container_id: container.id,
      position: p,
    });
  }
  store.positionsChanged();
  return container;
}

/** Inserts `rec` among `siblings` (already sorted, not containing rec) at a 1-based position or the end. */
function placeAt<T extends { position: number }>(siblings: T[], rec: T, position: number | null): void {
  const index = position === null ? siblings.length : Math.min(Math.max(position, 1), siblings.length + 1) - 1;
  const ordered = siblings.slice();
  ordered.splice(index, 0, rec);
  renumber(ordered);
}

/** Moves a container to another place in its content node (1-based position, clamped). */
export function repositionContainer(store: Store, container: LayoutContainerRec, position: number): void {
  const siblings = containersOf(store, container.content_node_id).filter((c) => c.id !== container.id);
  placeAt(siblings, container, position);
  store.positionsChanged();
}

/**
 * Changes a container's layout type and its columns with it: new columns are appended empty; when
 * columns go away, their page elements are carried (in order) to the end of the last remaining column,
 * or deleted with them (`removed: 'deleted'`, the removed-columns-drop-elements variation).
 */
export function setLayoutType(
  store: Store,
  container: LayoutContainerRec,
  layoutType: LayoutType,
  want = columnCount(layoutType),
  removed: 'moved' | 'deleted' = 'moved',
): void {
  const columns = columnsOf(store, container.id);
  container.layout_type = layoutType;
  if (columns.length < want) {
    for (let p = columns.length + 1; p <= want; p++) {
      store.insert('layoutColumns', {
        id: store.nextId('layoutColumns'),
        layout_container_id: container.id,
        position: p,
      });
    }
  } else if (columns.length > want && (want === 0 || removed === 'deleted')) {
    // the page elements of the removed columns go with them (removed-columns-drop-elements)
    for (const column of columns.slice(want)) {
      for (const pe of pageElementsOf(store, column.id)) deletePageElementDeep(store, pe);
      store.remove('layoutColumns', column.id);
    }
  } else if (columns.length > want) {
    const keep = columns[want - 1]!;
    let next = pageElementsOf(store, keep.id).length;
    for (const column of columns.slice(want)) {
      for (const pe of pageElementsOf(store, column.id)) {
        pe.layout_column_id = keep.id;
        pe.position = ++next;
      }
      store.remove('layoutColumns', column.id);
    }
  }
  store.changed();
}

/** Moves a container (with its columns and their page elements) to the end (or the start) of another content node. */
export function moveContainer(
  store: Store,
  container: LayoutContainerRec,
  targetContentNodeId: number,
  now: Date,
  at: 'first' | 'last' = 'last',
): void {
  const source = container.content_node_id;
  const targetSiblings = containersOf(store, targetContentNodeId).filter((c) => c.id !== container.id);
  container.content_node_id = targetContentNodeId;
  container.position = at === 'first' ? 0 : targetSiblings.length + 1;
  container.updated_at = now;
  store.changed();
  renumberContainers(store, source);
  renumberContainers(store, targetContentNodeId);
}

export function deletePageElementDeep(store: Store, pe: PageElementRec): void {
  const element = store.t.elements.get(pe.element_id);
  if (element) deleteElement(store, element);
  store.remove('pageElements', pe.id);
}

/** Deletes a page element with its Element and closes the gap it leaves in its column. */
export function removePageElement(store: Store, pe: PageElementRec): void {
  deletePageElementDeep(store, pe);
  renumberPageElements(store, pe.layout_column_id);
}

function deleteElement(store: Store, element: ElementRec): void {
  // a video uploaded through a page element goes with the element that shows it
  for (const video of [...store.t.uploadedVideos.values()]) {
    if (video.element_id === element.id) {
      store.uploads.delete(video.file);
      store.remove('uploadedVideos', video.id);
    }
  }
  store.remove('elements', element.id);
  if (typeof element.fields.image_id === 'number') releaseImage(store, element.fields.image_id);
}

/** Deletes an uploaded image (and its file) once no record refers to it any more. */
function releaseImage(store: Store, imageId: number): void {
  const image = store.t.images.get(imageId);
  if (!image) return;
  for (const [table, map] of Object.entries(store.t) as Array<[string, Map<number, Record<string, unknown>>]>) {
    if (table === 'images') continue;
    for (const rec of map.values()) {
      if (rec.image_id === imageId) return;
      const fields = rec.fields as Record<string, unknown> | undefined;
      if (fields && fields.image_id === imageId) return;
    }
  }
  const sharedFile = [...store.t.images.values()].some((other) => other.id !== imageId && other.file === image.file);
  if (image.file && !sharedFile) store.uploads.delete(image.file);
  store.remove('images', imageId);
}

/** Deletes a container with its columns, their page elements and the elements. */
/**
 * Deletes a container with its columns and their page elements, or (`pageElements: 'kept'`, the
 * delete-leaves-contents variation) leaves the page elements detached, readable on their own.
 */
export function deleteContainerDeep(
  store: Store,
  container: LayoutContainerRec,
  pageElements: 'deleted' | 'kept' = 'deleted',
): void {
  for (const column of columnsOf(store, container.id)) {
    for (const pe of pageElementsOf(store, column.id)) {
      if (pageElements === 'deleted') deletePageElementDeep(store, pe);
      else pe.detached_content_node_id = container.content_node_id;
    }
    store.remove('layoutColumns', column.id);
  }
  store.remove('layoutContainers', container.id);
  renumberContainers(store, container.content_node_id);
}

export function deleteContentNodeDeep(store: Store, contentNodeId: number): void {
  for (const container of containersOf(store, contentNodeId)) deleteContainerDeep(store, container);
  store.remove('contentNodes', contentNodeId);
}

export function createElement(store: Store, type: string, fields: ElementRec['fields'], now: Date): ElementRec {
  return store.insert('elements', { id: store.nextId('elements'), type, fields, created_on: now, updated_on: now });
}

/**
 * Places a page element in a column: directly after `afterId` (renumbering), else at the end, or at
 * the top with `otherwise: 'first'` (the new-element-first and moved-element-first variations).
 */
export function placePageElement(
  store: Store,
  pe: PageElementRec,
  columnId: number,
  afterId: number | null,
  otherwise: 'first' | 'last' = 'last',
): void {
  const siblings = pageElementsOf(store, columnId).filter((p) => p.id !== pe.id);
  pe.layout_column_id = columnId;
  let index = otherwise === 'first' ? 0 : siblings.length;
  if (afterId !== null) {
    const at = siblings.findIndex((p) => p.id === afterId);
    if (at >= 0) index = at + 1;
  }
  siblings.splice(index, 0, pe);
  renumber(siblings);
  store.positionsChanged();
}

// ---------------------------------------------------------------- look-ups up the structure

export function contentNodeOfContainer(store: Store, container: LayoutContainerRec): ContentNodeRec | undefined {
  return store.t.contentNodes.get(container.content_node_id);
}

function containerOfColumn(store: Store, column: LayoutColumnRec): LayoutContainerRec | undefined {
  return store.t.layoutContainers.get(column.layout_container_id);
}

export function contentNodeOfColumn(store: Store, column: LayoutColumnRec): ContentNodeRec | undefined {
  const container = containerOfColumn(store, column);
  return container ? contentNodeOfContainer(store, container) : undefined;
}

export function contentNodeOfPageElement(store: Store, pe: PageElementRec): ContentNodeRec | undefined {
  const column = store.t.layoutColumns.get(pe.layout_column_id);
  if (column) return contentNodeOfColumn(store, column);
  return pe.detached_content_node_id === undefined ? undefined : store.t.contentNodes.get(pe.detached_content_node_id);
}

// ---------------------------------------------------------------- league structure

function seasonOfSubseason(store: Store, subseasonId: number) {
  const sub = store.t.subseasons.get(subseasonId);
  return sub ? store.t.seasons.get(sub.season_id) : undefined;
}

export function leagueOfSubseason(store: Store, subseasonId: number) {
  const season = seasonOfSubseason(store, subseasonId);
  return season ? store.t.leagues.get(season.league_id) : undefined;
}

export function leagueInstanceOfSeason(store: Store, seasonId: number) {
  return store.childrenOf('leagueInstances', 'season_id', seasonId)[0];
}

/** Team instances of a team, by id. */
export function teamInstancesOfTeam(store: Store, teamId: number) {
  return store
    .childrenOf('teamInstances', 'team_id', teamId)
    .slice()
    .sort((a, b) => a.id - b.id);
}

/** Team instances by subseason id (a team instance may belong to several subseasons). */
export function teamInstancesBySubseason(store: Store) {
  return store.derived('teamInstancesBySubseason', () => {
    const out = new Map<number, number[]>();
    for (const ti of store.t.teamInstances.values()) {
      for (const sid of ti.subseason_ids) {
        let list = out.get(sid);
        if (!list) out.set(sid, (list = []));
        list.push(ti.id);
      }
    }
    return out;
  });
}

/** The site of a team instance: the site of the league of its first subseason, else the team's first site. */
export function siteOfTeamInstance(store: Store, teamInstanceId: number): number | undefined {
  const ti = store.t.teamInstances.get(teamInstanceId);
  if (!ti) return undefined;
  for (const sid of ti.subseason_ids) {
    const league = leagueOfSubseason(store, sid);
    if (league) return league.site_id;
  }
  return store.t.teams.get(ti.team_id)?.site_ids[0];
}

/** The comment element of a news article (its comments setting), as a new article gets it. */
export function createArticleCommentElement(
  store: Store,
  siteId: number,
  articleId: number,
  now: Date,
): CommentElementRec {
  return store.insert('commentElements', {
    id: store.nextId('commentElements'),
    login_required: false,
    approval_required: false,
    created_at: now,
    updated_at: now,
    title: 'Comments',
    ascending_sort_order: true,
    site_id: siteId,
    enabled: true,
    source_id: articleId,
    source_type: 'NewsArticle',
  });
}
