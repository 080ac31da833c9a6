import { BrandLogo } from '../brand-logo';
import { CtaLink } from '../cta-link';
import { ANCHORS, anchorHref, LANDING_PATH } from '../links';
import { MobileNav } from './mobile-nav';
import { RESOURCE_LINKS } from './nav-items';
import { ResourcesMenu } from './resources-menu';

/** The fixed header of every public page: Features, Resources, Login. */
export function SiteHeader({ onLanding }: { onLanding: boolean }) {
  const resources = RESOURCE_LINKS.map((r) => ({ label: r.label, href: anchorHref(r.anchor, onLanding) }));
  const featuresHref = anchorHref(ANCHORS.features, onLanding);
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200/70 bg-white/85 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:shadow"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo href={onLanding ? '#top' : LANDING_PATH} />
        <div className="hidden items-center gap-8 md:flex">
          <a href={featuresHref} className="text-sm font-medium text-slate-700 hover:text-brand-600">
            Features
          </a>
          <ResourcesMenu items={resources} />
          <CtaLink size="md">Login</CtaLink>
        </div>
        <MobileNav featuresHref={featuresHref} resources={resources} />
      </nav>
    </header>
  );
}
