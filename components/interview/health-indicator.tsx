'use client';
import { HEALTH_TEXT, type HealthStatus } from '@/lib/interview/audio-health';

const DOT: Record<Exclude<HealthStatus, 'inactive'>, string> = {
  healthy: 'bg-emerald-500',
  warning: 'bg-amber-500',
  error: 'bg-red-600',
};

/** The audio-health indicator: a light, a status text and a tooltip (title and a description for screen readers). */
export function HealthIndicator({ status }: { status: HealthStatus }) {
  if (status === 'inactive') return null;
  const text = HEALTH_TEXT[status];
  return (
    <div role="status" data-health={status} title={text.tooltip} className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-3 py-1 text-xs font-medium text-slate-700">
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${DOT[status]} ${status === 'healthy' ? 'animate-pulse' : ''}`} />
      <span>{text.status}</span>
      <span className="sr-only">. {text.tooltip}</span>
    </div>
  );
}
