import { ArticlePage } from '@/components/marketing/article/article-page';
import { articleMetadata } from '@/components/marketing/article/article-metadata';
import { getArticle } from '@/content/articles';

// GET /best-interview-questions: static article.
const article = getArticle('best-interview-questions');

export const metadata = articleMetadata(article);

export default function BestInterviewQuestionsPage() {
  return <ArticlePage article={article} />;
}
