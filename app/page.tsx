import { PRODUCT_AI } from '@/lib/brand';

// Placeholder home page of the Foundation; the marketing issue replaces it with the landing page.
export default function HomePage() {
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 px-6">
      <h1 className="text-4xl font-bold tracking-tight">{PRODUCT_AI}</h1>
      <p className="text-lg text-slate-600">
        Your live interview assistant: it listens to the interviewer, lists each question and suggests an answer
        tailored to your resume and the job description.
      </p>
    </main>
  );
}
