// PostgREST caps every read at its max-rows (1,000 on hosted Supabase) without an error: a
// longer result just stops. Reads that must be complete page through it with `.range()`
// until a page comes back short. The query must have a total order, or rows can repeat or
// go missing between pages.
import type { PostgrestError } from '@supabase/supabase-js';

/** Under the cap, so a short page always means the end and never the cap. */
const FETCH_PAGE_ROWS = 500;

export async function fetchAllRows<T>(
  page: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: PostgrestError | null }>,
  pageRows = FETCH_PAGE_ROWS,
): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += pageRows) {
    const { data, error } = await page(from, from + pageRows - 1);
    if (error) throw new Error(error.message);
    rows.push(...(data ?? []));
    if (!data || data.length < pageRows) return rows;
  }
}
