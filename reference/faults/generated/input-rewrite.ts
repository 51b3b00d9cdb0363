// The faults that work on what a client sent, before the route reads it: a required parameter that is
// absent gets the value the route then takes; a value outside an enum is taken as the first listed one,
// a listed one is refused; an updated field is taken out (and remembered, for the answer).
import type { Ctx } from '../../context.ts';
import { invalid } from '../../errors.ts';
import { isPlainObject } from '../../input.ts';
import { fallbackValue } from './records.ts';
import { getField, setField, takeField } from './json-path.ts';
import type { GeneratedFault } from './types.ts';

/** Where a field may also sit: news articles take page_node_ids at the top too; page element updates take element inside page_element. */
function placesOf(field: string): string[][] {
  const parts = field.split('.');
  if (field === 'news_article.page_node_ids') return [parts, ['page_node_ids']];
  if (parts[0] === 'element') return [parts, ['page_element', ...parts]];
  if (parts[0] === 'parent_node_id' || parts[0] === 'existing_or_new') return [parts, ['division_instance', ...parts]];
  return [parts];
}

export interface Rewritten {
  /** values taken out of the request by update faults, by field */
  taken: Map<string, unknown>;
}

/** Applies the input faults of one request source (the query, or a body) in place; `text`: its values are text (query, form, multipart). */
export function rewriteInput(
  ctx: Ctx,
  faults: readonly GeneratedFault[],
  raw: Record<string, unknown>,
  source: 'query' | 'body',
  text: boolean,
  out: Rewritten,
): void {
  for (const fault of faults) {
    const a = fault.action;
    if (a.kind === 'required' && (a.query ? source === 'query' : source === 'body')) {
      const names = a.field.split('|');
      const places = names.flatMap(placesOf);
      if (places.some((p) => getField(raw, p) !== undefined)) continue;
      const first = placesOf(names[0]!)[0]!;
      const parent = first.length === 1 ? raw : getField(raw, first.slice(0, -1));
      if (isPlainObject(parent)) setField(raw, first, fallbackValue(ctx, a.fallback, text));
    } else if (a.kind === 'enum' && (a.query ? source === 'query' : source === 'body')) {
      for (const place of placesOf(a.field)) {
        const value = getField(raw, place);
        if (typeof value !== 'string') continue;
        if (a.mutation === 'outside' && !a.values.includes(value)) setField(raw, place, a.values[0]);
        if (a.mutation === 'listed' && value === a.value) throw invalid(`${a.field} must not be ${value}`);
      }
    } else if (a.kind === 'update' && source === 'body' && a.mutation !== 'unchanged') {
      for (const place of placesOf(a.field.join('.'))) {
        const value = takeField(raw, place);
        if (value !== undefined) out.taken.set(a.field.join('.'), value);
      }
    }
  }
}
