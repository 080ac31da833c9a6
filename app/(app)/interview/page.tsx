import type { Metadata } from 'next';
import { InterviewScreen } from '@/components/interview/interview-screen';
import { requireViewer } from '@/lib/auth/require-viewer';

export const metadata: Metadata = { title: 'Interview' };

export default async function InterviewPage() {
  await requireViewer();
  return <InterviewScreen />;
}
