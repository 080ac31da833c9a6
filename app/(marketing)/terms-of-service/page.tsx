import { LegalPage } from '@/components/marketing/legal/legal-page';
import { pageMetadata } from '@/components/marketing/seo/page-metadata';
import { termsOfService } from '@/content/legal/terms-of-service';

// GET /terms-of-service: legal page.
export const metadata = pageMetadata({ title: termsOfService.title, description: termsOfService.description, canonicalPath: termsOfService.path });

export default function TermsOfServicePage() {
  return <LegalPage doc={termsOfService} />;
}
