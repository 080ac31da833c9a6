import { StaticImage } from '../static-image';
import { companyLogos } from '@/content/logos';
import { LogoMarquee } from '../motion/logo-marquee';

/** The scrolling company-logo strip under the hero. */
export function LogoStrip() {
  return (
    <section aria-labelledby="logos-title" className="border-y border-slate-100 bg-slate-50/60 py-10">
      <h2 id="logos-title" className="px-4 text-center text-sm font-semibold text-slate-600">
        Candidates have prepared for interviews at teams like these
      </h2>
      <div className="mt-6">
        <LogoMarquee>
          {companyLogos.map((logo) => (
            <StaticImage
              key={logo.name}
              src={logo.src}
              alt={logo.name}
              width={logo.width}
              height={logo.height}
              className="mx-8 h-10 w-auto opacity-80"
            />
          ))}
        </LogoMarquee>
      </div>
    </section>
  );
}
