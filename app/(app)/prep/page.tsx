import type { Metadata } from 'next';
import { PrepScreen } from '@/components/prep/prep-screen';
import { requireViewer } from '@/lib/auth/require-viewer';

export const metadata: Metadata = { title: 'Prep' };

// GET /prep: the signed-in user's job applications and story bank (row-level security: their own only).
export default async function PrepPage() {
  const viewer = await requireViewer();
  return <PrepScreen userId={viewer.id} />;
}
