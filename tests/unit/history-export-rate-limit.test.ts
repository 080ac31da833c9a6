// GET /api/history/<id>/pdf and /markdown share one per-user budget of exports a minute.
import { GET as getMarkdown } from '@/app/api/history/[id]/markdown/route';
import { GET as getPdf } from '@/app/api/history/[id]/pdf/route';
import { DEV_SITE_URL } from '@/lib/dev-defaults';
import { buildDebrief } from '@/lib/history/build-debrief';
import { DEBRIEF_EXPORTS_PER_MINUTE, createDebriefExportLimiter } from '@/lib/history/debrief-export-limiter';
import type { DebriefSessionRow } from '@/lib/history/debrief-types';

// The session and the stored debrief are what is faked: the route, its wrapper and limiter are real.
const mockGetUser = jest.fn();
jest.mock('@/lib/supabase/server', () => ({ createServerSupabase: async () => ({ auth: { getUser: mockGetUser } }) }));
const session: DebriefSessionRow = { id: '0b7c1f7e-8f0a-4a57-9d53-1b2c3d4e5f60', kind: 'practice', practice_round: 'behavioural', source: 'mic', mode: 'auto', title: null, started_at: '2026-11-20T14:00:00.000Z', ended_at: '2026-11-20T14:06:00.000Z', language: null };
jest.mock('@/lib/history/load-debrief-download', () => ({
  ...jest.requireActual('@/lib/history/load-debrief-download'),
  loadDebriefDownload: async () => buildDebrief(session, []),
}));

const url = (kind: 'pdf' | 'markdown') => `${DEV_SITE_URL}/api/history/${session.id}/${kind}?tz=UTC`;
const signedIn = (id: string) => mockGetUser.mockResolvedValue({ data: { user: { id, email: `${id}@example.com` } }, error: null });

describe('debrief export rate limit', () => {
  it('answers 429 with { error, code } and Retry-After once a user has spent the shared budget of both routes', async () => {
    signedIn('exporter-1');
    for (let i = 0; i < DEBRIEF_EXPORTS_PER_MINUTE; i++) {
      const res = await (i % 2 ? getPdf(new Request(url('pdf'))) : getMarkdown(new Request(url('markdown'))));
      expect(res.status).toBe(200);
    }
    for (const res of [await getPdf(new Request(url('pdf'))), await getMarkdown(new Request(url('markdown')))]) {
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ error: 'Too many downloads. Please wait a minute and try again.', code: 'rate_limited' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another user's budget is their own.
    signedIn('exporter-2');
    expect((await getMarkdown(new Request(url('markdown')))).status).toBe(200);
  });

  it('refills one export every 6 s', () => {
    let now = 0;
    const limiter = createDebriefExportLimiter(() => now);
    for (let i = 0; i < DEBRIEF_EXPORTS_PER_MINUTE; i++) expect(limiter.take('u')).toBe(true);
    expect(limiter.take('u')).toBe(false);
    expect(limiter.retryAfterSeconds('u')).toBe(6);
    now += 6_000;
    expect(limiter.take('u')).toBe(true);
    expect(limiter.take('u')).toBe(false);
  });
});
