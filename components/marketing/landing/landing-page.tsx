import { faqItems } from '@/content/faq';
import { JsonLd } from '../json-ld';
import { MarketingShell } from '../layout/marketing-shell';
import { LandingEffects } from '../motion/landing-effects';
import { faqPageLd, organizationLd } from '../seo/structured-data';
import { CallToAction } from './call-to-action';
import { CompatibilitySection } from './compatibility-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { LogoStrip } from './logo-strip';
import { PricingSection } from './pricing-section';
import { SuccessStats } from './success-stats';
import { TestimonialsSection } from './testimonials-section';

/** The landing page, served at /, /{product}-ai, /landing-page and, retitled, /final-round-ai. */
export function LandingPage({ heading }: { heading?: string }) {
  return (
    <MarketingShell onLanding>
      <Hero heading={heading} />
      <LogoStrip />
      <HowItWorks />
      <SuccessStats />
      <FeaturesSection />
      <TestimonialsSection />
      <CompatibilitySection />
      <PricingSection />
      <FaqSection />
      <CallToAction />
      <JsonLd data={[organizationLd(), faqPageLd(faqItems)]} />
      <LandingEffects />
    </MarketingShell>
  );
}
