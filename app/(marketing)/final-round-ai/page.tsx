import { LandingPage } from '@/components/marketing/landing/landing-page';
import { FINAL_ROUND_DESCRIPTION, FINAL_ROUND_TITLE } from '@/components/marketing/landing/final-round-copy';
import { pageMetadata } from '@/components/marketing/seo/page-metadata';

// GET /final-round-ai: the landing layout under a different title.
export const metadata = pageMetadata({
  title: FINAL_ROUND_TITLE,
  description: FINAL_ROUND_DESCRIPTION,
  canonicalPath: '/final-round-ai',
  absoluteTitle: true,
});

export default function FinalRoundPage() {
  return <LandingPage heading={FINAL_ROUND_TITLE} />;
}
