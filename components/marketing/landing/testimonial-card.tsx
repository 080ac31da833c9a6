import { StaticImage } from '../static-image';
import type { Testimonial } from '@/content/types';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-amber-400" aria-label={`Rated ${rating} out of 5`} role="img">
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} aria-hidden="true" viewBox="0 0 20 20" className={`h-5 w-5 ${n <= rating ? '' : 'text-slate-300'}`} fill="currentColor">
          <path d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

/** One testimonial: rating, quote, portrait, name, position and company. */
export function TestimonialCard({ t }: { t: Testimonial }) {
  return (
    <figure
      data-testid="testimonial"
      className="flex w-[19rem] shrink-0 flex-col justify-between rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200 sm:w-[22rem]"
    >
      <div>
        <Stars rating={t.rating} />
        <blockquote className="mt-4 leading-7 text-slate-700">“{t.quote}”</blockquote>
      </div>
      <figcaption className="mt-6 flex items-center gap-3">
        <StaticImage src={t.profileImage} alt="" width={48} height={48} className="h-12 w-12 rounded-full" />
        <span>
          <span className="block font-semibold text-ink">{t.name}</span>
          <span className="block text-sm text-slate-600">
            {t.position}, {t.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
