import type { Metadata } from 'next';
import { HistoryScreen } from '@/components/history/history-screen';
import { requireViewer } from '@/lib/auth/require-viewer';

export const metadata: Metadata = { title: 'Interview history' };

// GET /history: the signed-in user's past interview sessions (row-level security: their own only).
export default async function HistoryPage() {
  const viewer = await requireViewer();
  return <HistoryScreen userId={viewer.id} />;
}
