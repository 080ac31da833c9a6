'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { PRODUCT_AI } from '@/lib/brand';
import { MenuLinks } from './menu-links';
import { useUser } from './user-provider';

/** The app top bar: the product name for everyone, the menu for signed-in users only. */
export function TopBar() {
  const { user } = useUser();
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link href="/" className="text-lg font-bold tracking-tight text-ink">
          {PRODUCT_AI}
        </Link>
        {user && (
          <>
            <nav aria-label="Main" className="ml-4 hidden lg:block">
              <ul className="flex items-center gap-1">
                <MenuLinks user={user} />
              </ul>
            </nav>
            <div className="ml-auto hidden items-center gap-1 lg:flex">
              <AccountLinks />
            </div>
            <button
              type="button"
              className="ml-auto rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium lg:hidden"
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((v) => !v)}
            >
              {open ? 'Close menu' : 'Menu'}
            </button>
          </>
        )}
      </div>
      {user && open && (
        <nav id="mobile-menu" aria-label="Main" className="border-t border-slate-200 px-4 pb-4 lg:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            <MenuLinks user={user} onNavigate={() => setOpen(false)} />
          </ul>
          <div className="mt-2 flex flex-col gap-1 border-t border-slate-200 pt-2">
            <AccountLinks onNavigate={() => setOpen(false)} />
          </div>
        </nav>
      )}
    </header>
  );
}

function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  const cls = 'block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink';
  const link = (href: string, label: string) => {
    const current = pathname === href;
    return (
      <Link href={href} className={current ? `${cls} bg-brand-50 text-brand-700` : cls} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
        {label}
      </Link>
    );
  };
  return (
    <>
      {link('/history', 'History')}
      {link('/account', 'Account')}
      <Link href="/logout" className={cls} onClick={onNavigate} prefetch={false}>
        Log out
      </Link>
    </>
  );
}
