import { LandingPage } from '@/components/marketing/landing/landing-page';
import { landingMetadata } from '@/components/marketing/landing/landing-metadata';

// GET /{product}-ai: the landing page under the brand's own path. The folder name is
// lib/brand.ts's PRODUCT_SLUG; rename it with the brand (a unit test checks they match).
export const metadata = landingMetadata;

export default function ProductLandingPage() {
  return <LandingPage />;
}
