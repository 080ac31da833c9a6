import { StaticImage } from '../static-image';
import { PRODUCT_AI } from '@/lib/brand';
import { outcomeFigures } from '@/content/marketing-figures';
import { CtaLink } from '../cta-link';
import { ANCHORS } from '../links';

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 flex-none text-emerald-500">
      <path d="M4.5 10.5 8 14l7.5-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The landing hero: headline, promise, "Get Started Free" and a drawing of the interview screen. */
export function Hero({ heading }: { heading?: string }) {
  const points = ['Free trial with all features', 'No credit card needed', `Set up in about ${outcomeFigures.setupSeconds} seconds`];
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,#d9e8ff_0%,transparent_60%),radial-gradient(40rem_24rem_at_0%_20%,#ede9fe_0%,transparent_60%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-14 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pb-24 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-100">
            <span className="h-2 w-2 rounded-full bg-emerald-500" />
            Trusted by {outcomeFigures.professionals} professionals
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-6xl">
            {heading ?? (
              <>
                Ace every interview with{' '}
                <span className="bg-gradient-to-r from-brand-600 to-violet-600 bg-clip-text text-transparent">{PRODUCT_AI}</span>
              </>
            )}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            {PRODUCT_AI} listens to your interviewer, shows each question the moment it is asked and suggests an
            answer tailored to your resume and the job description, live in your browser.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CtaLink>Get Started Free</CtaLink>
            <a
              href={`#${ANCHORS.howItWorks}`}
              className="inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-ink ring-1 ring-slate-300 hover:bg-white"
            >
              See how it works
            </a>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {points.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Check />
                {p}
              </li>
            ))}
          </ul>
        </div>
        {/* Shown from the sm breakpoint: on a phone it would fall below the fold and, as the largest
            element, hold back the Largest Contentful Paint; the product itself runs on desktops. */}
        <div className="relative hidden sm:block">
          <StaticImage
            src="/images/hero-app.svg"
            alt={`The ${PRODUCT_AI} interview screen: the interviewer's questions on the left and a suggested answer on the right`}
            width={720}
            height={460}
            loading="eager"
            fetchPriority="high"
            className="h-auto w-full"
          />
          <p className="absolute -bottom-4 left-4 rounded-2xl bg-white px-4 py-3 text-sm shadow-xl ring-1 ring-slate-200 sm:left-8">
            <span className="block text-2xl font-bold text-ink">{outcomeFigures.successfulInterviews}</span>
            <span className="text-slate-600">successful interviews</span>
          </p>
        </div>
      </div>
    </section>
  );
}
