// Layout Containers and Page Elements wherever an answer carries them (a container's own answers,
// a news article's content node, a moved container): "The number of columns of a container follows
// its layout_type"; "A Layout Container has one to three Layout Columns"; columns are 1-based; a
// column's layout_container_id is its container; "A Page Element has exactly one Element".
import type { CheckContext } from './context.ts';
import { columnsRequirement } from './rules.ts';
import { isObject, type Json, type TrafficExchange } from './exchange.ts';
import { columnsOf } from './rules.ts';
import { interfaceModel, inWords } from '../spec/interface-model.ts';

/** The most columns a container has (Limits), as the schema of its answer sets it. */
const MAX_COLUMNS = interfaceModel().answerLimit('getLayoutContainer', 'layout_columns', 'maxItems');
const COLUMN_RANGE = `one to ${inWords(MAX_COLUMNS)} columns`;

const MAX_DEPTH = 12;

function isContainer(v: Json): boolean {
  return typeof v.layout_type === 'string' && Array.isArray(v.layout_columns);
}

function isPageElement(v: Json): boolean {
  return typeof v.element_type === 'string' && 'element_id' in v && 'layout_column_id' in v;
}

function checkContainer(ex: TrafficExchange, c: CheckContext, container: Json, where: string): void {
  const type = container.layout_type as string;
  const columns = (container.layout_columns as unknown[]).filter(isObject);
  const expected = columnsOf(type);
  const requirement = columnsRequirement(type);
  const what = `the container ${JSON.stringify(container.id)} at ${where || '/'}`;
  if (expected !== undefined && requirement !== undefined) {
    if (columns.length === expected) c.tally.held(requirement, 'columns follow layout_type', ex);
    else
      c.tally.broken(
        requirement,
        'columns follow layout_type',
        `${ex.line}: ${what} is ${type} with ${columns.length} column(s), not ${expected}`,
        [ex],
      );
  }
  if (columns.length >= 1 && columns.length <= MAX_COLUMNS)
    c.tally.held('LAYOUT-CONTAINER-COLUMNS-MAX-THREE', COLUMN_RANGE, ex);
  else
    c.tally.broken(
      'LAYOUT-CONTAINER-COLUMNS-MAX-THREE',
      COLUMN_RANGE,
      `${ex.line}: ${what} has ${columns.length} columns (${COLUMN_RANGE.replace(/ columns$/, '')})`,
      [ex],
    );
  const positions = columns.map((col) => col.position);
  if (positions.every((p) => typeof p === 'number')) {
    const sorted = [...(positions as number[])].sort((a, b) => a - b);
    const ok = sorted.every((p, i) => p === i + 1);
    if (ok) c.tally.held('LAYOUT-COLUMN-POSITIONS', 'positions 1 to n', ex);
    else
      c.tally.broken(
        'LAYOUT-COLUMN-POSITIONS',
        'positions 1 to n',
        `${ex.line}: the columns of ${what} have positions ${JSON.stringify(positions)} (1 to ${columns.length})`,
        [ex],
      );
  }
  if (typeof container.id === 'number') {
    const strays = columns.filter(
      (col) => typeof col.layout_container_id === 'number' && col.layout_container_id !== container.id,
    );
    if (strays.length > 0)
      c.tally.broken(
        'LAYOUT-COLUMN-FIELDS',
        'layout_container_id is its container',
        `${ex.line}: columns of ${what} name layout_container_id ${strays.map((s) => s.layout_container_id).join(', ')}`,
        [ex],
      );
  }
}

function checkPageElement(ex: TrafficExchange, c: CheckContext, pe: Json, where: string): void {
  const element = pe.element;
  if (!isObject(element) || typeof element.id !== 'number' || typeof pe.element_id !== 'number') return;
  if (element.id === pe.element_id) c.tally.held('PAGE-ELEMENT-HAS-ONE-ELEMENT', 'element is the element_id', ex);
  else
    c.tally.broken(
      'PAGE-ELEMENT-HAS-ONE-ELEMENT',
      'element is the element_id',
      `${ex.line}: the page element at ${where || '/'} has element_id ${pe.element_id} and an element with id ${element.id}`,
      [ex],
    );
}

function walk(ex: TrafficExchange, c: CheckContext, node: unknown, where: string, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(node)) {
    node.forEach((item, i) => {
      walk(ex, c, item, `${where}/${i}`, depth + 1);
    });
    return;
  }
  if (!isObject(node)) return;
  if (isContainer(node)) checkContainer(ex, c, node, where);
  if (isPageElement(node)) checkPageElement(ex, c, node, where);
  for (const [key, value] of Object.entries(node))
    if (typeof value === 'object' && value !== null) walk(ex, c, value, `${where}/${key}`, depth + 1);
}

/** Every container and page element of a 2xx answer (a delete's answer aside: its columns are gone). */
export function checkStructure(ex: TrafficExchange, c: CheckContext): void {
  if (
    !ex.ok ||
    ex.operationId === 'deleteLayoutContainer' ||
    (ex.operationId.startsWith('list') && !['listNewsArticles'].includes(ex.operationId))
  )
    return;
  const body = ex.body;
  if (body === undefined) return;
  walk(ex, c, body, '', 0);
  if (ex.operationId === 'updateLayoutContainer' && isObject(body)) {
    const type =
      ex.requestJson !== undefined && isObject(ex.requestJson) && isObject(ex.requestJson.layout_container)
        ? ex.requestJson.layout_container.layout_type
        : undefined;
    const expected = typeof type === 'string' ? columnsOf(type) : undefined;
    if (expected !== undefined && Array.isArray(body.layout_columns)) {
      if (body.layout_columns.length === expected)
        c.tally.held('LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS', 'columns of the new type', ex);
      else
        c.tally.broken(
          'LAYOUT-CONTAINER-UPDATE-CHANGES-COLUMNS',
          'columns of the new type',
          `${ex.line}: updated to ${type as string}, answered ${body.layout_columns.length} column(s), not ${expected}`,
          [ex],
        );
    }
  }
}
