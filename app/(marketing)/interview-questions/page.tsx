import { HubPage } from '@/components/marketing/hub/hub-page';
import { pageMetadata } from '@/components/marketing/seo/page-metadata';
import { interviewQuestionsHub } from '@/content/hubs';

// GET /interview-questions: hub page listing the question-and-answer articles.
export const metadata = pageMetadata({
  title: interviewQuestionsHub.title,
  description: interviewQuestionsHub.description,
  canonicalPath: interviewQuestionsHub.path,
});

export default function InterviewQuestionsPage() {
  return <HubPage hub={interviewQuestionsHub} />;
}
