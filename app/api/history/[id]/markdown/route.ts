// GET /api/history/[id]/markdown: the debrief of one of the caller's sessions as a Markdown file
import { withRoute } from '@/lib/api/with-route';
import { debriefFileName } from '@/lib/history/debrief-labels';
import { debriefToMarkdown } from '@/lib/history/debrief-markdown';
import { attachmentHeaders, loadDebriefDownload } from '@/lib/history/load-debrief-download';
import { debriefDownloadQuerySchema } from '@/lib/validations/debrief-download';

export const GET = withRoute({ name: 'api/history/markdown', auth: 'user', query: debriefDownloadQuerySchema }, async ({ request, supabase, query }) => {
  const debrief = await loadDebriefDownload(supabase, request.url);
  return new Response(debriefToMarkdown(debrief, query.tz), { headers: attachmentHeaders('text/markdown; charset=utf-8', debriefFileName(debrief, 'md')) });
});
