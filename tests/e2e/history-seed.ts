// A signed-up user with one finished live session in their history (20 Nov 2026, 14:00 to
// 14:12:30, browser tab, answers on Space), for the specs about /history to add turns to.
import { adminClient, createUser, uniqueEmail } from './auth-helpers';

export async function userWithSession(tag: string): Promise<{ email: string; id: string; sessionId: string }> {
  const email = uniqueEmail(tag);
  const id = await createUser(email, { onboarded: true });
  await adminClient().from('profile').update({ guided_onboarded: true }).eq('id', id);
  const { data: session, error } = await adminClient()
    .from('interview_session')
    .insert({ profile_id: id, source: 'tab', mode: 'manual', started_at: '2026-11-20T14:00:00Z', ended_at: '2026-11-20T14:12:30Z' })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return { email, id, sessionId: session.id as string };
}
