// History loads every turn, past PostgREST's max-rows (1,000, which the emulator enforces as
// hosted Supabase does): a capped read would silently drop the rest from the history screen
// and from the Markdown export.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../emulators/dev-keys';
import type { RunningEmulator } from '../../emulators/server';
import { fetchHistory } from '../../lib/history/history-queries';
import { sessionToMarkdown } from '../../lib/history/session-markdown';
import type { Database } from '../../lib/supabase/database';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const TURNS = 1_200;

describe('interview history past 1,000 turns', () => {
  let em: RunningEmulator;

  beforeAll(async () => {
    em = await startTestEmulator();
  });
  afterAll(async () => {
    await em?.close();
  });

  it('loads all 1,200 turns of a session in order, and exports them all to Markdown', async () => {
    const user = await createSignedInUser(em, 'history-long');
    const admin = serviceClient(em);
    const { data: session, error } = await admin
      .from('interview_session')
      .insert({ profile_id: user.userId, source: 'tab', mode: 'manual', started_at: new Date(Date.now() - 3_600_000).toISOString() })
      .select('id')
      .single();
    if (error || !session) throw new Error(error?.message);
    const base = Date.now() - 3_000_000;
    const rows = Array.from({ length: TURNS }, (_, i) => ({
      session_id: (session as { id: string }).id,
      profile_id: user.userId,
      question: `Question number ${i + 1}?`,
      answer: `Answer ${i + 1}.`,
      question_at: new Date(base + i * 1000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 400) {
      const inserted = await admin.from('interview_turn').insert(rows.slice(i, i + 400));
      if (inserted.error) throw new Error(inserted.error.message);
    }

    const asUser: SupabaseClient<Database> = createClient<Database>(em.url, DEV_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { authorization: `Bearer ${user.accessToken}` } },
    });
    // One plain read is capped: this is what the history used to get.
    const capped = await asUser.from('interview_turn').select('id').eq('session_id', (session as { id: string }).id);
    expect(capped.data).toHaveLength(1_000);

    const [loaded] = await fetchHistory(asUser);
    expect(loaded.turns).toHaveLength(TURNS);
    expect(loaded.turns.map((t) => t.question)).toEqual(rows.map((r) => r.question));
    expect(new Set(loaded.turns.map((t) => t.id)).size).toBe(TURNS);

    const markdown = sessionToMarkdown(loaded, 'UTC');
    expect(markdown).toContain('Question number 1?');
    expect(markdown).toContain(`Question number ${TURNS}?`);
  });
});
