// The one promise memo of the harness: each key is made once; a rejected promise is forgotten, so
// the next use asks again (a caller that wants a failure kept turns it into a value first).

/** The memoised promise of `key`, made on first use. */
export function memoised<V>(memo: Map<string, Promise<V>>, key: string, make: () => Promise<V>): Promise<V> {
  let value = memo.get(key);
  if (!value) {
    value = make();
    memo.set(key, value);
    value.catch(() => memo.delete(key));
  }
  return value;
}
