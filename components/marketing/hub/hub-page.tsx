import { articles } from '@/content/articles';
import type { Hub } from '@/content/hubs';
import { ArticleCard } from '../article/article-card';
import { Breadcrumbs } from '../article/breadcrumbs';
import { CtaLink } from '../cta-link';
import { JsonLd } from '../json-ld';
import { MarketingShell } from '../layout/marketing-shell';
import { breadcrumbLd } from '../seo/structured-data';
import { absoluteUrl } from '@/content/site-url';

/** A hub page listing articles: the hub's featured ones first, then the rest. */
export function HubPage({ hub }: { hub: Hub }) {
  const featured = hub.featured.map((slug) => articles.find((a) => a.slug === slug)).filter((a) => a !== undefined);
  const more = articles.filter((a) => !hub.featured.includes(a.slug));
  const trail = [
    { name: 'Home', path: '/' },
    { name: hub.heading, path: hub.path },
  ];
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: [...featured, ...more].map((a, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(`/${a.slug}`) })),
  };
  return (
    <MarketingShell>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 pb-12 pt-10 sm:px-6 lg:px-8 lg:pt-14">
          <Breadcrumbs trail={trail} />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">{hub.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">{hub.intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="hub-articles">
          {featured.map((a) => (
            <ArticleCard key={a.slug} article={a} />
          ))}
        </div>
        {more.length > 0 ? (
          <section aria-labelledby="more-title" className="mt-16">
            <h2 id="more-title" className="text-2xl font-bold tracking-tight text-ink">
              More reading
            </h2>
            <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
              {more.map((a) => (
                <ArticleCard key={a.slug} article={a} headingLevel="h3" />
              ))}
            </div>
          </section>
        ) : null}
        <div className="mt-16 flex flex-col items-start gap-4 rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg font-semibold text-ink">Ready to put this into practice in a live interview?</p>
          <CtaLink>Get Started Free</CtaLink>
        </div>
      </div>
      <JsonLd data={[breadcrumbLd(trail), itemList]} />
    </MarketingShell>
  );
}
