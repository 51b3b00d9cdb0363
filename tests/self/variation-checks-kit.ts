// What the checks of the variations in tests/self/variation-checks.ts and variation-checks-records.ts
// share: the records of tests/self/fixtures/variation-records.ts, with this file's title and content.
import type { RefServer } from '../../reference/testing.ts';
import { ownArticle, ownTextBlock, type VariationCheck } from './fixtures/variation-records.ts';

export type Check = VariationCheck;

export const tag = (r: RefServer) => String(r.fixtures.newsPageNodeId);

/** A news article of its own: its id, body, content node, container and column. */
export const article = (r: RefServer, fields: Record<string, unknown> = {}) => ownArticle(r, 'Variation', fields);

/** A text block of its own in a column (with `pageElement`'s fields too). */
export const textBlock = (r: RefServer, columnId: number, pageElement: Record<string, unknown> = {}) =>
  ownTextBlock(r, columnId, '<p>v</p>', pageElement);
