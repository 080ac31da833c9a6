import { LandingPage } from '@/components/marketing/landing/landing-page';
import { landingMetadata } from '@/components/marketing/landing/landing-metadata';

// GET /: the landing page for visitors, prerendered (DESIGN: no "Loading" delay); the proxy
// sends signed-in users on to /interview or /onboarding before this renders.
export const metadata = landingMetadata;

export default function HomePage() {
  return <LandingPage />;
}
