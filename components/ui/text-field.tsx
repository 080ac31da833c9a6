import { useId, type InputHTMLAttributes } from 'react';

export function TextField({ label, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className="rounded-lg border border-slate-300 px-3 py-2.5 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        {...props}
      />
    </div>
  );
}
