// GET /api/prep/[id]/pdf: one of the caller's applications as a prep sheet PDF (shares the debrief exports' 10 a minute per user)
import { withRoute } from '@/lib/api/with-route';
import { ApiError } from '@/lib/api/api-error';
import { DEBRIEF_EXPORT_RATE_LIMITED, debriefExportLimiter } from '@/lib/history/debrief-export-limiter';
import { attachmentHeaders } from '@/lib/history/load-debrief-download';
import { loadPrepSheet } from '@/lib/prep/load-prep-sheet';
import { prepSheetFileName } from '@/lib/prep/prep-sheet-labels';
import { prepSheetToPdf } from '@/lib/prep/prep-sheet-pdf';
import { debriefDownloadQuerySchema, sessionIdFromDownloadPath } from '@/lib/validations/debrief-download';

export const GET = withRoute(
  { name: 'api/prep/pdf', auth: 'user', rateLimit: { limiter: debriefExportLimiter(), message: DEBRIEF_EXPORT_RATE_LIMITED }, query: debriefDownloadQuerySchema },
  async ({ request, supabase, query }) => {
    const sheet = await loadPrepSheet(supabase, sessionIdFromDownloadPath(request.url));
    if (!sheet) throw new ApiError('not_found', 'That application was not found.');
    const bytes = await prepSheetToPdf(sheet, query.tz);
    return new Response(Buffer.from(bytes), { headers: attachmentHeaders('application/pdf', prepSheetFileName(sheet)) });
  },
);
