// GET /api/history/[id]/pdf: the debrief of one of the caller's sessions as a PDF file (exports: 10 a minute per user)
import { withRoute } from '@/lib/api/with-route';
import { debriefToPdf } from '@/lib/history/debrief-pdf';
import { debriefFileName } from '@/lib/history/debrief-labels';
import { DEBRIEF_EXPORT_RATE_LIMITED, debriefExportLimiter } from '@/lib/history/debrief-export-limiter';
import { attachmentHeaders, loadDebriefDownload } from '@/lib/history/load-debrief-download';
import { debriefDownloadQuerySchema } from '@/lib/validations/debrief-download';

export const GET = withRoute(
  { name: 'api/history/pdf', auth: 'user', rateLimit: { limiter: debriefExportLimiter(), message: DEBRIEF_EXPORT_RATE_LIMITED }, query: debriefDownloadQuerySchema },
  async ({ request, supabase, query }) => {
    const debrief = await loadDebriefDownload(supabase, request.url);
    const bytes = await debriefToPdf(debrief, query.tz);
    return new Response(Buffer.from(bytes), { headers: attachmentHeaders('application/pdf', debriefFileName(debrief, 'pdf')) });
  },
);
