// GET /api/history/[id]/markdown: the debrief of one of the caller's sessions as a Markdown file (exports: 10 a minute per user)
import { withRoute } from '@/lib/api/with-route';
import { debriefFileName } from '@/lib/history/debrief-labels';
import { DEBRIEF_EXPORT_RATE_LIMITED, debriefExportLimiter } from '@/lib/history/debrief-export-limiter';
import { debriefToMarkdown } from '@/lib/history/debrief-markdown';
import { attachmentHeaders, loadDebriefDownload } from '@/lib/history/load-debrief-download';
import { debriefDownloadQuerySchema } from '@/lib/validations/debrief-download';

export const GET = withRoute(
  { name: 'api/history/markdown', auth: 'user', rateLimit: { limiter: debriefExportLimiter(), message: DEBRIEF_EXPORT_RATE_LIMITED }, query: debriefDownloadQuerySchema },
  async ({ request, supabase, query }) => {
    const debrief = await loadDebriefDownload(supabase, request.url);
    return new Response(debriefToMarkdown(debrief, query.tz), { headers: attachmentHeaders('text/markdown; charset=utf-8', debriefFileName(debrief, 'md')) });
  },
);
