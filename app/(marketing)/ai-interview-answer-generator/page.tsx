import { ArticlePage } from '@/components/marketing/article/article-page';
import { articleMetadata } from '@/components/marketing/article/article-metadata';
import { getArticle } from '@/content/articles';

// GET /ai-interview-answer-generator: static article.
const article = getArticle('ai-interview-answer-generator');

export const metadata = articleMetadata(article);

export default function AnswerGeneratorPage() {
  return <ArticlePage article={article} />;
}
