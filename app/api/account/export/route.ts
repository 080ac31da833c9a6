// GET /api/account/export: everything the signed-in user has stored, as one JSON download (4 an
// hour per user; at most a few streaming at once per process, 503 with Retry-After past that)
import { dataExportChunks } from '@/lib/account/data-export-chunks';
import { DATA_EXPORT_RATE_LIMITED, dataExportLimiter } from '@/lib/account/data-export-limiter';
import { dataExportResponse } from '@/lib/account/data-export-response';
import { DATA_EXPORT_BUSY, DATA_EXPORT_RETRY_AFTER_SECONDS, dataExportSlots } from '@/lib/account/data-export-slots';
import { ApiError } from '@/lib/api/api-error';
import { withRoute } from '@/lib/api/with-route';
import { writeLog } from '@/lib/logging/write-log';

export const GET = withRoute(
  { name: 'api/account/export', auth: 'user', rateLimit: { limiter: dataExportLimiter(), message: DATA_EXPORT_RATE_LIMITED } },
  async ({ user, supabase }) => {
    const release = dataExportSlots().take();
    if (!release) throw new ApiError('unavailable', DATA_EXPORT_BUSY, { 'retry-after': String(DATA_EXPORT_RETRY_AFTER_SECONDS) });
    const now = new Date();
    // Read as the user: row-level security returns only their rows. The slot is held until the
    // stream ends, however it ends.
    return dataExportResponse(dataExportChunks(supabase, { now }), now, user.id, release).catch((err: unknown) => {
      release();
      writeLog('error', 'data export failed', { user_id: user.id, error: err instanceof Error ? err.message : String(err) });
      throw new ApiError('internal_error', 'We could not prepare your data. Please try again.');
    });
  },
);
