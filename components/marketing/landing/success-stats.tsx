import { PRODUCT_AI } from '@/lib/brand';
import { outcomeFigures, successStats } from '@/content/marketing-figures';
import { ANCHORS } from '../links';
import { CountUp } from '../motion/count-up';
import { SectionHeading } from '../section-heading';

/** Success numbers, counted up when scrolled into view. */
export function SuccessStats() {
  const outcomes = [
    { figure: outcomeFigures.fasterOffers, label: 'faster offers' },
    { figure: outcomeFigures.higherSalary, label: 'higher salaries' },
    { figure: outcomeFigures.placement, label: 'placement rate' },
  ];
  return (
    <section id={ANCHORS.success} aria-labelledby="success-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="success-title" eyebrow="Success stories" title="Results candidates can feel">
          {outcomeFigures.professionals} professionals have prepared with {PRODUCT_AI}, with{' '}
          {outcomeFigures.successfulInterviews} successful interviews and counting.
        </SectionHeading>
        <dl className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {successStats.map((stat) => (
            <div key={stat.label} data-animate="" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <dt className="text-sm font-semibold text-slate-700">{stat.label}</dt>
              <dd className="mt-2 text-4xl font-extrabold tracking-tight text-brand-600 sm:text-5xl">
                <CountUp value={stat.value} suffix={stat.suffix} />
              </dd>
              <dd className="mt-3 text-sm leading-6 text-slate-600">{stat.detail}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-10 gap-y-4 text-center" data-animate="">
          {outcomes.map((o) => (
            <li key={o.label} className="text-slate-700">
              <span className="text-2xl font-bold text-ink">{o.figure}</span> {o.label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
