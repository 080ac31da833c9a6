import Link from 'next/link';

/** A visible breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ trail }: { trail: { name: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {trail.map((t, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={t.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-slate-700">
                  {t.name}
                </span>
              ) : (
                <>
                  <Link href={t.path} prefetch={false} className="hover:text-brand-700 hover:underline">
                    {t.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
