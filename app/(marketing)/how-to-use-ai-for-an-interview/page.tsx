import { ArticlePage } from '@/components/marketing/article/article-page';
import { articleMetadata } from '@/components/marketing/article/article-metadata';
import { getArticle } from '@/content/articles';

// GET /how-to-use-ai-for-an-interview: static article.
const article = getArticle('how-to-use-ai-for-an-interview');

export const metadata = articleMetadata(article);

export default function HowToUseAiPage() {
  return <ArticlePage article={article} />;
}
