import type { Metadata } from 'next';
import { connection } from 'next/server';
import { PracticeInterviewPlayer } from '@/components/interview/practice-interview-player';
import { PRACTICE_INTERVIEW_TITLE } from '@/lib/interview/mock-interview-url';

// The tab picker lists tabs by title: keep it exact (no site suffix).
export const metadata: Metadata = { title: { absolute: PRACTICE_INTERVIEW_TITLE }, robots: { index: false } };

// GET /practice-interview: the practice interview video (scripts/make-mock-interview.ts).
export default async function PracticeInterviewPage() {
  // Rendered per request, like the other app pages, so its scripts carry proxy.ts's CSP nonce.
  await connection();
  return <PracticeInterviewPlayer />;
}
