import { faqItems } from '@/content/faq';
import { ANCHORS } from '../links';
import { FaqAccordion } from '../motion/faq-accordion';
import { SectionHeading } from '../section-heading';

/** The FAQ accordion of seven questions. */
export function FaqSection() {
  return (
    <section id={ANCHORS.faq} aria-labelledby="faq-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-12" data-animate="">
          <FaqAccordion items={faqItems} />
        </div>
      </div>
    </section>
  );
}
