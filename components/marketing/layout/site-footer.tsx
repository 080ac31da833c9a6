import Link from 'next/link';
import { PRODUCT_AI, SUPPORT_EMAIL } from '@/lib/brand';
import { interviewQuestionsHub, interviewTipsHub } from '@/content/hubs';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { termsOfService } from '@/content/legal/terms-of-service';
import { BrandLogo } from '../brand-logo';
import { ANCHORS, anchorHref, LANDING_PATH, LOGIN_PATH } from '../links';

function FooterList({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((l) => (
          <li key={l.label}>
            {l.href.startsWith('/') ? (
              <Link href={l.href} prefetch={false} className="text-sm text-slate-300 hover:text-white">
                {l.label}
              </Link>
            ) : (
              <a href={l.href} className="text-sm text-slate-300 hover:text-white">
                {l.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The public footer: Product and Company link lists. */
export function SiteFooter({ onLanding }: { onLanding: boolean }) {
  const product = [
    { label: 'Features', href: anchorHref(ANCHORS.features, onLanding) },
    { label: 'How it works', href: anchorHref(ANCHORS.howItWorks, onLanding) },
    { label: 'Compatibility', href: anchorHref(ANCHORS.compatibility, onLanding) },
    { label: 'Pricing', href: anchorHref(ANCHORS.pricing, onLanding) },
    { label: 'FAQ', href: anchorHref(ANCHORS.faq, onLanding) },
    { label: 'Get Started Free', href: LOGIN_PATH },
  ];
  const company = [
    { label: 'Interview tips', href: interviewTipsHub.path },
    { label: 'Interview questions', href: interviewQuestionsHub.path },
    { label: 'Contact support', href: `mailto:${SUPPORT_EMAIL}` },
    { label: 'Privacy Policy', href: privacyPolicy.path },
    { label: 'Terms of Service', href: termsOfService.path },
  ];
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="col-span-2">
          <BrandLogo href={onLanding ? '#top' : LANDING_PATH} inverse />
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-300">
            {PRODUCT_AI} is your live interview assistant: it hears each question and suggests answers tailored to
            your resume and the job, right in your browser.
          </p>
          <p className="mt-4 text-sm text-slate-300">
            24/7 support: <a className="underline hover:text-white" href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
        <FooterList title="Product" links={product} />
        <FooterList title="Company" links={company} />
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {PRODUCT_AI}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
