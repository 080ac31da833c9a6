import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, main and footer of a public page; public pages have no app top bar. */
export function MarketingShell({ onLanding = false, children }: { onLanding?: boolean; children: ReactNode }) {
  return (
    <>
      <SiteHeader onLanding={onLanding} />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <SiteFooter onLanding={onLanding} />
    </>
  );
}
