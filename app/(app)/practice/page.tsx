import type { Metadata } from 'next';
import { PracticeScreen } from '@/components/practice/practice-screen';
import { requireViewer } from '@/lib/auth/require-viewer';
import { practiceDailyMinutes } from '@/lib/practice/practice-daily-minutes';

export const metadata: Metadata = { title: 'Practice interview' };

// GET /practice: a practice round with the AI interviewer (free, capped per day for fair use).
export default async function PracticePage() {
  await requireViewer();
  return <PracticeScreen dailyMinutes={practiceDailyMinutes()} />;
}
