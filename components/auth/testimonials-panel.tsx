import { latestTestimonials } from '@/lib/auth/latest-testimonials';
import { PRODUCT_AI } from '@/lib/brand';

/** The side panel of the account screens: the 3 newest testimonials with masked authors. */
export async function TestimonialsPanel() {
  const testimonials = await latestTestimonials();
  return (
    <aside aria-labelledby="testimonials-heading" className="flex flex-col gap-5 rounded-2xl bg-brand-700 p-6 text-white sm:p-8">
      <h2 id="testimonials-heading" className="text-xl font-semibold">
        What candidates say about {PRODUCT_AI}
      </h2>
      {testimonials.length === 0 ? (
        <p className="text-brand-100">Join over 10,000+ users preparing for their next interview.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {testimonials.map((t) => (
            <li key={t.id}>
              <figure className="rounded-xl bg-white/10 p-4">
                <blockquote className="text-sm leading-relaxed">“{t.description}”</blockquote>
                <figcaption className="mt-2 text-xs font-medium text-brand-100">{t.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
