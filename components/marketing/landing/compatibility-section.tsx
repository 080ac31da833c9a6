import { StaticImage } from '../static-image';
import { platforms } from '@/content/platforms';
import { ANCHORS } from '../links';
import { SectionHeading } from '../section-heading';

/** Platform-compatibility cards: name, logo, color, description. */
export function CompatibilitySection() {
  return (
    <section id={ANCHORS.compatibility} aria-labelledby="compat-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="compat-title" eyebrow="Compatibility" title="Works with the platforms you interview on">
          If your interview plays in a browser tab, you are covered, across 50+ video and assessment platforms.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {platforms.map((p) => (
            <li
              key={p.name}
              data-animate=""
              data-testid="platform-card"
              style={{ borderTopColor: p.color }}
              className="flex gap-4 rounded-2xl border-t-4 bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <StaticImage src={p.logo} alt="" width={48} height={48} className="h-12 w-12 flex-none rounded-xl" />
              <div>
                <h3 className="font-semibold text-ink">{p.name}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{p.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
