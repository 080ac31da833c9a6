import { LandingPage } from '@/components/marketing/landing/landing-page';
import { landingMetadata } from '@/components/marketing/landing/landing-metadata';

// GET /: the landing page for visitors, prerendered and shown at once (no "Loading" pause: the
// proxy already knows there is no user); it sends signed-in users on to /interview or
// /onboarding before this renders.
export const metadata = landingMetadata;

export default function HomePage() {
  return <LandingPage />;
}
