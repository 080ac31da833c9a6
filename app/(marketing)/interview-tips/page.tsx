import { HubPage } from '@/components/marketing/hub/hub-page';
import { pageMetadata } from '@/components/marketing/seo/page-metadata';
import { interviewTipsHub } from '@/content/hubs';

// GET /interview-tips: hub page listing the advice articles.
export const metadata = pageMetadata({
  title: interviewTipsHub.title,
  description: interviewTipsHub.description,
  canonicalPath: interviewTipsHub.path,
});

export default function InterviewTipsPage() {
  return <HubPage hub={interviewTipsHub} />;
}
