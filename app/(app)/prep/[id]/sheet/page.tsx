import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PrepSheetScreen } from '@/components/prep-sheet/prep-sheet-screen';
import { requireViewer } from '@/lib/auth/require-viewer';
import { loadPrepSheet } from '@/lib/prep/load-prep-sheet';
import { createServerSupabase } from '@/lib/supabase/server';

export const metadata: Metadata = { title: 'Prep sheet' };

// GET /prep/[id]/sheet: one application's prep sheet; 404 for anyone else's or an unknown id (row-level security).
export default async function PrepSheetPage({ params }: { params: Promise<{ id: string }> }) {
  await requireViewer();
  const { id } = await params;
  const sheet = await loadPrepSheet(await createServerSupabase(), id);
  if (!sheet) notFound();
  return <PrepSheetScreen sheet={sheet} />;
}
