import { StaticImage } from './static-image';
import Link from 'next/link';
import { PRODUCT_AI } from '@/lib/brand';

/** The product's mark and name, linking to the given landing page. */
export function BrandLogo({ href, inverse = false }: { href: string; inverse?: boolean }) {
  return (
    <Link href={href} prefetch={false} className="inline-flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
      <StaticImage src="/images/brand/mark.svg" alt="" width={32} height={32} />
      <span className={`text-lg font-bold tracking-tight ${inverse ? 'text-white' : 'text-ink'}`}>{PRODUCT_AI}</span>
    </Link>
  );
}
