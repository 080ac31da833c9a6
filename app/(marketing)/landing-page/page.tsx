import { LandingPage } from '@/components/marketing/landing/landing-page';
import { landingMetadata } from '@/components/marketing/landing/landing-metadata';

// GET /landing-page: the landing page under its one canonical URL.
export const metadata = landingMetadata;

export default function LandingPageRoute() {
  return <LandingPage />;
}
