import { StaticImage } from '../static-image';
import Link from 'next/link';
import type { StaticArticle } from '@/content/types';
import { formatDate } from './format-date';

/** A linked summary of an article, for hub pages and "keep reading" lists. */
export function ArticleCard({ article, headingLevel = 'h2' }: { article: StaticArticle; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <StaticImage src={article.image} alt="" width={1200} height={630} className="aspect-[40/21] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          <time dateTime={article.date}>{formatDate(article.date)}</time> · {article.author}
        </p>
        <Heading className="mt-2 text-lg font-semibold leading-snug text-ink group-hover:text-brand-700">
          <Link href={`/${article.slug}`} prefetch={false} className="after:absolute after:inset-0">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{article.description}</p>
      </div>
    </article>
  );
}
