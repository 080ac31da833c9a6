import { PRODUCT_AI } from '@/lib/brand';
import { features } from '@/content/features';
import { ANCHORS } from '../links';
import { SectionHeading } from '../section-heading';
import { FeatureIcon } from './feature-icon';

/** The nine feature cards. */
export function FeaturesSection() {
  return (
    <section id={ANCHORS.features} aria-labelledby="features-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" eyebrow="Features" title={`Everything you need in the moment`}>
          {PRODUCT_AI} gives you the right words at the right time, built around your own experience.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((f) => (
            <li
              key={f.title}
              data-animate=""
              data-testid="feature-card"
              className="group rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                <FeatureIcon name={f.icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-ink">{f.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{f.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
