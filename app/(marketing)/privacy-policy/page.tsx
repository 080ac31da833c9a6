import { LegalPage } from '@/components/marketing/legal/legal-page';
import { pageMetadata } from '@/components/marketing/seo/page-metadata';
import { privacyPolicy } from '@/content/legal/privacy-policy';

// GET /privacy-policy: legal page.
export const metadata = pageMetadata({ title: privacyPolicy.title, description: privacyPolicy.description, canonicalPath: privacyPolicy.path });

export default function PrivacyPolicyPage() {
  return <LegalPage doc={privacyPolicy} />;
}
