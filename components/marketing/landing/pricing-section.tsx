import { SUPPORT_EMAIL } from '@/lib/brand';
import { outcomeFigures } from '@/content/marketing-figures';
import { CtaLink } from '../cta-link';
import { ANCHORS } from '../links';
import { SectionHeading } from '../section-heading';

const FREE = [
  'Every feature included',
  'No credit card required',
  `Set up in about ${outcomeFigures.setupSeconds} seconds`,
  'Mock interview to practise the flow',
];
const PAID = ['More interview minutes every month', 'Upgrade whenever you need to', 'Cancel at any time from your account', '24/7 e-mail support'];
const TRUST = [
  'Your resume and job description are encrypted',
  'Interview audio is never stored',
  'Delete all of your interview data at any time',
  'Your data is never shared with employers',
];

function Tick() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none text-brand-600">
      <path d="M4.5 10.5 8 14l7.5-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Points({ items, columns = false }: { items: string[]; columns?: boolean }) {
  return (
    <ul className={`mt-6 grid gap-3 text-slate-700 ${columns ? 'sm:grid-cols-2' : ''}`}>
      {items.map((i) => (
        <li key={i} className="flex gap-3">
          <Tick />
          {i}
        </li>
      ))}
    </ul>
  );
}

/** The pricing teaser: free trial and paid plans; plans and prices live on the subscription page. */
export function PricingSection() {
  return (
    <section id={ANCHORS.pricing} aria-labelledby="pricing-title" className="scroll-mt-20 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Start free, upgrade when you are ready">
          Try everything before you pay. Plans are billed by interview minutes.
        </SectionHeading>
        <div className="mx-auto mt-14 grid max-w-5xl gap-6 lg:grid-cols-2">
          <div data-animate="" className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-xl font-semibold text-ink">Free trial</h3>
            <p className="mt-2 text-slate-600">All features, a limited number of minutes.</p>
            <Points items={FREE} />
            <CtaLink className="mt-8 w-full">Get Started Free</CtaLink>
          </div>
          <div data-animate="" className="rounded-3xl bg-gradient-to-br from-brand-600 to-violet-700 p-8 text-white shadow-xl">
            <h3 className="text-xl font-semibold">Paid plans</h3>
            <p className="mt-2 text-brand-100">For active job searches with several interviews a week.</p>
            <ul className="mt-6 space-y-3">
              {PAID.map((i) => (
                <li key={i} className="flex gap-3">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 flex-none">
                    <path d="M4.5 10.5 8 14l7.5-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {i}
                </li>
              ))}
            </ul>
            <CtaLink variant="inverse" className="mt-8 w-full">
              See plans
            </CtaLink>
          </div>
        </div>
        <div data-animate="" className="mx-auto mt-10 max-w-5xl rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h3 className="font-semibold text-ink">Your data stays yours</h3>
          <Points items={TRUST} columns />
          <p className="mt-4 text-sm text-slate-600">
            Questions? Write to <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>, any time of day.
          </p>
        </div>
      </div>
    </section>
  );
}
