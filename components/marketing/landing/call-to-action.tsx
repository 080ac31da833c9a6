import { PRODUCT_AI } from '@/lib/brand';
import { outcomeFigures } from '@/content/marketing-figures';
import { CtaLink } from '../cta-link';

/** The closing call to action. */
export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div
        data-animate=""
        className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-violet-700 px-6 py-16 text-center shadow-2xl sm:px-16"
      >
        <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-20 h-80 w-80 rounded-full bg-white/5" />
        <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
          Walk into your next interview prepared
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-50">
          Join {outcomeFigures.professionals} professionals who use {PRODUCT_AI}. Users report {outcomeFigures.fasterOffers}{' '}
          faster offers, {outcomeFigures.higherSalary} higher salaries and an {outcomeFigures.placement} placement rate.
        </p>
        <div className="relative mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <CtaLink variant="inverse">Get Started Free</CtaLink>
          <p className="text-sm text-brand-50">Free trial with all features. No credit card.</p>
        </div>
      </div>
    </section>
  );
}
