import Image from 'next/image';
import { companyLogos } from '@/content/logos';

/** The onboarding screen's trusted-by row (the marketing site's placeholder wordmarks). */
export function TrustedBy() {
  return (
    <section aria-labelledby="trusted-heading" className="flex flex-col items-center gap-4">
      <h2 id="trusted-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Trusted by candidates hired at
      </h2>
      <ul className="flex flex-wrap items-center justify-center gap-x-8 gap-y-4">
        {companyLogos.slice(0, 6).map((logo) => (
          <li key={logo.name}>
            <Image src={logo.src} alt={logo.name} width={logo.width} height={logo.height} className="h-8 w-auto opacity-70" unoptimized />
          </li>
        ))}
      </ul>
    </section>
  );
}
