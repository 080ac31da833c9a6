import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ArticlePage } from '@/components/marketing/article/article-page';
import { articleMetadata } from '@/components/marketing/article/article-metadata';
import { resolveUnknownPath } from '@/components/marketing/unknown-path';

// GET /<any other path>: article aliases render the article (its canonical URL stays the
// slug's); unknown API, auth and asset paths are 404s; everything else redirects to /. Static
// routes, including other route groups' pages, always win over this catch-all.
// Rendered per request so that random paths never fill the prerender cache.
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ slug: string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const outcome = resolveUnknownPath((await params).slug);
  return outcome.kind === 'article' ? articleMetadata(outcome.article) : {};
}

export default async function UnknownPathPage({ params }: Props) {
  const outcome = resolveUnknownPath((await params).slug);
  if (outcome.kind === 'article') return <ArticlePage article={outcome.article} />;
  if (outcome.kind === 'not-found') notFound();
  redirect('/');
}
