import type { Metadata } from 'next';
import { PracticeScreen } from '@/components/practice/practice-screen';
import { requireViewer } from '@/lib/auth/require-viewer';
import { practiceDailyMinutes } from '@/lib/practice/practice-daily-minutes';
import { loadPractiseThese, practiseTheseQuerySchema } from '@/lib/practice/practise-these';
import { createServerSupabase } from '@/lib/supabase/server';

export const metadata: Metadata = { title: 'Practice interview' };

// GET /practice: a practice round with the AI interviewer (free, capped per day for fair use);
// with ?from=session&session=<id> or ?from=sheet&application=<id>, a round of those questions.
export default async function PracticePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireViewer();
  const params = await searchParams;
  const query = practiseTheseQuerySchema.safeParse(params);
  const given = query.success ? await loadPractiseThese(await createServerSupabase(), query.data) : null;
  // A link that names questions we cannot read (not this user's, or none were asked) says so, then offers a normal round.
  return <PracticeScreen dailyMinutes={practiceDailyMinutes()} given={given} givenMissing={params.from !== undefined && !given} />;
}
