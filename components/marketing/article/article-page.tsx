import { StaticImage } from '../static-image';
import { PRODUCT_AI } from '@/lib/brand';
import { articles } from '@/content/articles';
import type { StaticArticle } from '@/content/types';
import { CtaLink } from '../cta-link';
import { JsonLd } from '../json-ld';
import { MarketingShell } from '../layout/marketing-shell';
import { articleLd, breadcrumbLd } from '../seo/structured-data';
import { ArticleCard } from './article-card';
import { articleTrail } from './article-trail';
import { Breadcrumbs } from './breadcrumbs';
import { formatDate } from './format-date';
import { Prose } from './prose';

/** One static advice article with its byline, body, call to action and related reading. */
export function ArticlePage({ article }: { article: StaticArticle }) {
  const trail = articleTrail(article);
  const related = articles.filter((a) => a.slug !== article.slug).slice(0, 3);
  return (
    <MarketingShell>
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6 lg:pt-14">
        <Breadcrumbs trail={trail} />
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-ink sm:text-5xl">{article.title}</h1>
        <p className="mt-5 text-xl leading-8 text-slate-600">{article.description}</p>
        <div className="mt-8 flex items-center gap-4 border-y border-slate-200 py-5">
          <StaticImage src={article.authorImage} alt="" width={48} height={48} className="h-12 w-12 rounded-full" />
          <div className="text-sm">
            <p className="font-semibold text-ink">{article.author}</p>
            <p className="text-slate-600">
              {article.authorRole} · <time dateTime={article.date}>{formatDate(article.date)}</time>
            </p>
          </div>
        </div>
        <StaticImage
          src={article.image}
          alt=""
          width={1200}
          height={630}
          loading="eager"
          fetchPriority="high"
          className="mt-8 h-auto w-full rounded-2xl"
        />
        <div className="mt-4">
          <Prose html={article.content} />
        </div>
        <aside aria-labelledby="article-cta" className="mt-14 rounded-2xl bg-gradient-to-br from-brand-600 to-violet-700 p-8 text-white">
          <h2 id="article-cta" className="text-2xl font-bold">
            Practise with {PRODUCT_AI}
          </h2>
          <p className="mt-3 text-brand-50">
            Get each question transcribed and answer suggestions drawn from your own resume. Free trial with all features, no
            credit card.
          </p>
          <CtaLink variant="inverse" className="mt-6">
            Get Started Free
          </CtaLink>
        </aside>
      </article>
      <section aria-labelledby="related-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="related-title" className="text-2xl font-bold tracking-tight text-ink">
            Keep reading
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {related.map((a) => (
              <ArticleCard key={a.slug} article={a} headingLevel="h3" />
            ))}
          </div>
        </div>
      </section>
      <JsonLd data={[articleLd(article), breadcrumbLd(trail)]} />
    </MarketingShell>
  );
}
