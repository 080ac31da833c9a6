import { PRODUCT_AI } from '@/lib/brand';
import { ANCHORS } from '../links';
import { SectionHeading } from '../section-heading';

const STEPS = [
  {
    title: 'Listen to questions',
    body: 'Share the browser tab that plays your interview. Every question the interviewer asks is transcribed and listed as it is spoken.',
  },
  {
    title: 'Generate a response',
    body: 'Press Space and an answer is drafted from your resume, the job description and the conversation so far.',
  },
  {
    title: 'Deliver with confidence',
    body: 'Glance at the suggested talking points, then answer in your own words while keeping eye contact.',
  },
];

/** The three-step how-it-works section. */
export function HowItWorks() {
  return (
    <section id={ANCHORS.howItWorks} aria-labelledby="how-title" className="scroll-mt-20 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-title" eyebrow="How it works" title="Three steps from question to answer">
          {PRODUCT_AI} runs in your browser next to your interview. Nothing to install.
        </SectionHeading>
        <ol className="mt-14 grid gap-6 lg:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} data-animate="" className="relative rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="flex h-11 w-11 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-violet-600 text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-6 text-xl font-semibold text-ink">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-3 leading-7 text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
