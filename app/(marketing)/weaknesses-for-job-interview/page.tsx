import { ArticlePage } from '@/components/marketing/article/article-page';
import { articleMetadata } from '@/components/marketing/article/article-metadata';
import { getArticle } from '@/content/articles';

// GET /weaknesses-for-job-interview: static article.
const article = getArticle('weaknesses-for-job-interview');

export const metadata = articleMetadata(article);

export default function WeaknessesPage() {
  return <ArticlePage article={article} />;
}
