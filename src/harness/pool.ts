// Bounded concurrency: tasks over a list with at most `limit` in flight, results in list order.

/** Runs `task` over `items` with at most `limit` at a time; the results keep the items' order. */
export async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!);
      }
    }),
  );
  return results;
}
