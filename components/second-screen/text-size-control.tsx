'use client';
import { useId } from 'react';
import { PHONE_TEXT } from '@/lib/second-screen/phone-text';
import { TEXT_SIZES, type TextSizeId } from '@/lib/second-screen/text-size';

/** The answer's text size, as a group of radio buttons drawn as one segmented control of growing A's. */
export function TextSizeControl({ value, onChange }: { value: TextSizeId; onChange: (size: TextSizeId) => void }) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-xs font-semibold text-slate-600">{PHONE_TEXT.textSize}</legend>
      <div className="flex overflow-hidden rounded-lg border border-slate-300">
        {TEXT_SIZES.map((size, i) => (
          <label
            key={size.id}
            className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center px-1 text-xs font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${i > 0 ? 'border-l border-slate-300' : ''} ${value === size.id ? 'bg-brand-600 text-white' : 'bg-white text-ink'}`}
          >
            <input type="radio" name={name} value={size.id} checked={value === size.id} onChange={() => onChange(size.id)} className="sr-only" />
            <span aria-hidden="true" style={{ fontSize: `${0.9 * size.scale}rem` }}>
              A
            </span>
            <span className="sr-only">{size.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
