import { ArticlePage } from '@/components/marketing/article/article-page';
import { articleMetadata } from '@/components/marketing/article/article-metadata';
import { getArticle } from '@/content/articles';

// GET /strategic-interview-questions-to-ask-during-interview: static article.
const article = getArticle('strategic-interview-questions-to-ask-during-interview');

export const metadata = articleMetadata(article);

export default function StrategicQuestionsPage() {
  return <ArticlePage article={article} />;
}
