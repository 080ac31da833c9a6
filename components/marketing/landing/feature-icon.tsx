import type { FeatureIconName } from '@/content/types';

const PATHS: Record<FeatureIconName, string> = {
  ear: 'M8 10a4 4 0 1 1 8 0c0 2-1.5 3-2.5 4S12 16 12 17.5A2.5 2.5 0 0 1 7 18M10 10a2 2 0 0 1 4 0',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6l1-7Z',
  document: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  shield: 'M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6zM9 12l2 2 4-4',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9Z',
  practice: 'M4 5h16v11H4zM10 8.5v4l3.5-2zM8 20h8M12 16v4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
};

/** A feature card's line icon. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
