import { ArticlePage } from '@/components/marketing/article/article-page';
import { articleMetadata } from '@/components/marketing/article/article-metadata';
import { getArticle } from '@/content/articles';

// GET /interview-questions-to-ask-employer: static article.
const article = getArticle('interview-questions-to-ask-employer');

export const metadata = articleMetadata(article);

export default function QuestionsToAskEmployerPage() {
  return <ArticlePage article={article} />;
}
