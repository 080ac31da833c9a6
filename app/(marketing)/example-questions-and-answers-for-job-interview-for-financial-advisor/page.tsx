import { ArticlePage } from '@/components/marketing/article/article-page';
import { articleMetadata } from '@/components/marketing/article/article-metadata';
import { getArticle } from '@/content/articles';

// GET /example-questions-and-answers-for-job-interview-for-financial-advisor: static article.
const article = getArticle('example-questions-and-answers-for-job-interview-for-financial-advisor');

export const metadata = articleMetadata(article);

export default function FinancialAdvisorQuestionsPage() {
  return <ArticlePage article={article} />;
}
