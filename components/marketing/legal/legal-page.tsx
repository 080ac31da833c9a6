import type { LegalDocument } from '@/content/legal/legal-document';
import { Breadcrumbs } from '../article/breadcrumbs';
import { formatDate } from '../article/format-date';
import { Prose } from '../article/prose';
import { JsonLd } from '../json-ld';
import { MarketingShell } from '../layout/marketing-shell';
import { breadcrumbLd } from '../seo/structured-data';

/** The privacy policy or terms of service. */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const trail = [
    { name: 'Home', path: '/' },
    { name: doc.title, path: doc.path },
  ];
  return (
    <MarketingShell>
      <article className="mx-auto max-w-3xl px-4 pb-20 pt-10 sm:px-6 lg:pt-14">
        <Breadcrumbs trail={trail} />
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink">{doc.title}</h1>
        <p className="mt-3 text-slate-600">
          Effective <time dateTime={doc.effectiveDate}>{formatDate(doc.effectiveDate)}</time>
        </p>
        <div className="mt-6">
          <Prose html={doc.content} compact />
        </div>
      </article>
      <JsonLd data={breadcrumbLd(trail)} />
    </MarketingShell>
  );
}
