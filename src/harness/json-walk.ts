// Walks every value of a JSON document with its path and key, for the cross-cutting rules that
// hold for every field of a kind wherever it sits (timestamps, identifiers).
export type Visit = (value: unknown, key: string, path: string) => void;

export function walkJson(value: unknown, visit: Visit, key = '', path = ''): void {
  visit(value, key, path || '/');
  if (Array.isArray(value))
    value.forEach((item, i) => {
      walkJson(item, visit, key, `${path}/${i}`);
    });
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walkJson(v, visit, k, `${path}/${k}`);
  }
}

/** Field names that hold timestamps by the interface's naming (created_on, updated_at, news_date ...). */
export function isTimestampKey(key: string): boolean {
  return /_(at|on)$/.test(key) || key === 'news_date' || key === 'news_expiration_date';
}

/** Identifier fields; twitter_user_id and boss_billing_account_id are null in every example and their type is not shown. */
const UNTYPED_ID_FIELDS = new Set(['twitter_user_id', 'boss_billing_account_id']);
export function isIdKey(key: string): boolean {
  return (key === 'id' || key.endsWith('_id')) && !UNTYPED_ID_FIELDS.has(key);
}
/** Arrays of identifiers (current_subseason_ids, subseason_ids); page_node_ids is a comma-separated string by the interface. */
export function isIdListKey(key: string): boolean {
  return key.endsWith('_ids') && key !== 'page_node_ids';
}
