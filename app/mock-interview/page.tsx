import type { Metadata } from 'next';
import { connection } from 'next/server';
import { MockRedirect } from '@/components/interview/mock-redirect';
import { mockInterviewUrl } from '@/lib/interview/mock-interview-url';

export const metadata: Metadata = { title: 'Mock Interview', robots: { index: false } };

// GET /mock-interview: a short 'Redirecting' notice, then the browser goes to the practice video.
export default async function MockInterviewPage() {
  // MOCK_INTERVIEW_URL is read at request time, not baked in at build; per request, the page also carries the CSP nonce.
  await connection();
  return <MockRedirect to={mockInterviewUrl(process.env.MOCK_INTERVIEW_URL)} />;
}
