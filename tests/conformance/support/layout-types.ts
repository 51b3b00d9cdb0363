// The layout types of a Layout Container and the column count of each, for the layout type tests
// (layout-container-columns.spec.ts, layout-container-type-updates.spec.ts): the types the interface
// lists (the model of the interface's), the column width rule's count of each, the Limits' most
// columns, and the judgements of a container's columns that both make. The requirement ids a test
// proves are written out in its own spec file (tests/self/conformance-index.test.ts).
import { expect } from '../harness.ts';
import { notJudged } from '../assertions.ts';
import { inWords, interfaceModel } from '../../../src/spec/interface-model.ts';
import { columnsOf, type Json } from './layout-containers.ts';

const model = interfaceModel();
/**
 * The layout types (the model of the interface's), their column count (the column width rule), and
 * the requirement of each count (LAYOUT-CONTAINER-COLUMNS-<TYPE>).
 */
export const LAYOUT_TYPES: ReadonlyArray<{ type: string; columns: number; requirement: string }> =
  model.layoutTypes.map((type) => ({
    type,
    columns: model.columnsOf(type)!,
    requirement: `LAYOUT-CONTAINER-COLUMNS-${type.toUpperCase()}`,
  }));
/** The most columns a container has (Limits), as the schema of its answer sets it, in words too. */
export const MAX_COLUMNS = model.answerLimit('getLayoutContainer', 'layout_columns', 'maxItems');
export const MAX_WORD = inWords(MAX_COLUMNS);
/** The layout types of each column count, in the order they are listed. */
export const [ONE, TWO, THREE] = [1, 2, 3].map((n) =>
  LAYOUT_TYPES.filter((t) => t.columns === n).map((t) => t.type),
) as [string[], string[], string[]];
/** A layout_type the interface does not list. */
export const UNKNOWN_TYPE = 'fourColumn25252525';

/** The columns are at positions 1 to n, 1-based, in any order (n: as many as there are). */
export function expectPositions(container: Json, where: string): void {
  const columns = columnsOf(container);
  const positions = columns.map((c) => c.position).sort((a, b) => Number(a) - Number(b));
  expect(positions, `${where}: the ${columns.length} column position(s) are 1 to ${columns.length}, 1-based`).toEqual(
    Array.from({ length: columns.length }, (_, i) => i + 1),
  );
}

/**
 * The number of columns a container shows, where a per-type rule can judge it: a create answer
 * without any column is LAYOUT-CONTAINER-CREATE-HAS-COLUMN's failure, a count outside one to three
 * the limit's (LAYOUT-CONTAINER-COLUMNS-MAX-THREE) before any per-type rule.
 */
export function judgedCount(container: Json, where: string, createAnswer = false): number {
  expect(Array.isArray(container.layout_columns), `${where}: layout_columns is an array`).toBe(true);
  const n = columnsOf(container).length;
  if (createAnswer && n === 0) notJudged(`${where} shows no column`, ['LAYOUT-CONTAINER-CREATE-HAS-COLUMN']);
  if (n < 1 || n > MAX_COLUMNS)
    notJudged(`${where} shows ${n} columns, outside one to ${MAX_WORD}`, ['LAYOUT-CONTAINER-COLUMNS-MAX-THREE']);
  return n;
}
