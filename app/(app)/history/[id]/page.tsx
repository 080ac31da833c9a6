import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DebriefScreen } from '@/components/history/debrief-screen';
import { requireViewer } from '@/lib/auth/require-viewer';
import { fetchDebrief } from '@/lib/history/fetch-debrief';
import { createServerSupabase } from '@/lib/supabase/server';

export const metadata: Metadata = { title: 'Debrief' };

// GET /history/[id]: the debrief of one of the user's sessions; 404 for anyone else's or an unknown id (row-level security).
export default async function DebriefPage({ params }: { params: Promise<{ id: string }> }) {
  await requireViewer();
  const { id } = await params;
  const debrief = await fetchDebrief(await createServerSupabase(), id);
  if (!debrief) notFound();
  return <DebriefScreen debrief={debrief} />;
}
