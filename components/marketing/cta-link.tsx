import Link from 'next/link';
import type { ReactNode } from 'react';
import { LOGIN_PATH } from './links';

const VARIANTS = {
  primary:
    'bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary: 'bg-white text-ink ring-1 ring-slate-300 hover:ring-slate-400 hover:bg-slate-50 focus-visible:outline-brand-600',
  inverse: 'bg-white text-brand-700 shadow-lg hover:bg-brand-50 focus-visible:outline-white',
} as const;

const SIZES = { md: 'px-4 py-2 text-sm', lg: 'px-6 py-3 text-base' } as const;

/** A call to action: always a link to the sign-in page, marked for the end-to-end tests. */
export function CtaLink({
  children,
  variant = 'primary',
  size = 'lg',
  className = '',
}: {
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <Link
      href={LOGIN_PATH}
      prefetch={false}
      data-cta=""
      className={`inline-flex items-center justify-center gap-2 rounded-full font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 ${VARIANTS[variant]} ${SIZES[size]} ${className}`}
    >
      {children}
    </Link>
  );
}
