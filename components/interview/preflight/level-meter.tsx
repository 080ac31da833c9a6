'use client';

/** A horizontal level meter with the meter role, so assistive technology reads its value. */
export function LevelMeter({ label, level, active }: { label: string; level: number; active: boolean }) {
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={active ? percent : 0}
      aria-valuetext={active ? `${percent}%` : 'No audio'}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className={`h-full rounded-full transition-[width] duration-100 ${percent > 85 ? 'bg-amber-500' : 'bg-emerald-600'}`} style={{ width: `${active ? percent : 0}%` }} />
    </div>
  );
}
