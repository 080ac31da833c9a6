import type { PostgrestError } from '@supabase/supabase-js';

/**
 * A table read a page at a time with `.range()` until a short page: PostgREST caps every read
 * at its max-rows without an error, so a long result must be paged, and the query must have a
 * total order. Unlike fetchAllRows, each page is handed on before the next is read.
 */
export async function* readPages<T>(
  label: string,
  pageRows: number,
  page: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: PostgrestError | null }>,
): AsyncGenerator<T[]> {
  for (let from = 0; ; from += pageRows) {
    const { data, error } = await page(from, from + pageRows - 1);
    if (error) throw new Error(`${label}: ${error.message}`);
    const rows = data ?? [];
    yield rows;
    if (rows.length < pageRows) return;
  }
}
