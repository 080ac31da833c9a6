import type { Metadata } from 'next';
import { OnboardingScreen } from '@/components/app-shell/onboarding-screen';
import { TrustedBy } from '@/components/app-shell/trusted-by';
import { requireViewer } from '@/lib/auth/require-viewer';

export const metadata: Metadata = { title: 'Welcome' };

// /onboarding (menu item Tutorial); /OnBoarding is a rewrite to it (next.config.ts).
export default async function OnboardingPage() {
  const viewer = await requireViewer();
  return <OnboardingScreen userId={viewer.id} trustedBy={<TrustedBy />} />;
}
