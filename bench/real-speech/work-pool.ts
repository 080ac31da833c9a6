// Runs a job per item, at most `concurrency` at a time, and keeps the results in the items'
// order whatever order they finish in.
export async function inPool<T, R>(items: readonly T[], concurrency: number, job: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await job(items[i]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}
