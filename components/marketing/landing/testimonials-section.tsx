import { PRODUCT_AI } from '@/lib/brand';
import { testimonials } from '@/content/testimonials';
import { ANCHORS } from '../links';
import { TestimonialCarousel } from '../motion/testimonial-carousel';
import { SectionHeading } from '../section-heading';
import { TestimonialCard } from './testimonial-card';

/** The auto-scrolling carousel of seven testimonials. */
export function TestimonialsSection() {
  return (
    <section id={ANCHORS.testimonials} aria-labelledby="testimonials-title" className="scroll-mt-20 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Loved by candidates">
          What people say after interviewing with {PRODUCT_AI} by their side.
        </SectionHeading>
      </div>
      <div className="mx-auto mt-12 max-w-7xl">
        <TestimonialCarousel label="Testimonials">
          {testimonials.map((t) => (
            <TestimonialCard key={t.name} t={t} />
          ))}
        </TestimonialCarousel>
      </div>
    </section>
  );
}
