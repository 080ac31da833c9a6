import 'server-only';
import { ApiError } from '@/lib/api/api-error';
import type { ServerSupabase } from '@/lib/api/route-user';
import { sessionIdFromDownloadPath } from '@/lib/validations/debrief-download';
import type { Debrief } from './debrief-types';
import { fetchDebrief } from './fetch-debrief';

/** The caller's debrief named by a download URL, or a 404 for another user's or an unknown session. */
export async function loadDebriefDownload(supabase: ServerSupabase, url: string): Promise<Debrief> {
  const debrief = await fetchDebrief(supabase, sessionIdFromDownloadPath(url));
  if (!debrief) throw new ApiError('not_found', 'That interview was not found.');
  return debrief;
}

/** Headers for a file the browser saves rather than shows; never cached by a shared cache. */
export function attachmentHeaders(contentType: string, fileName: string): HeadersInit {
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
}
