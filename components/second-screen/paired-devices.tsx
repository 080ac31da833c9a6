'use client';
import type { PairedDevice } from '@/lib/second-screen/pairing-api';

const time = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** The devices paired with this account, each with when it was paired, when it was last seen, and Unpair. */
export function PairedDevices({ devices, onUnpair, busyId }: { devices: PairedDevice[]; onUnpair: (id: string) => void; busyId?: string }) {
  return (
    <section aria-labelledby="paired-devices" className="mt-5 border-t border-slate-200 pt-4">
      <h3 id="paired-devices" className="text-sm font-semibold text-ink">
        Paired devices
      </h3>
      {devices.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No device is paired.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" data-testid="paired-devices">
          {devices.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-ink">{d.name}</p>
                <p className="text-xs text-slate-600">
                  Paired at {time(d.created_at)} · {d.last_seen_at ? `last seen at ${time(d.last_seen_at)}` : 'not connected yet'}
                </p>
              </div>
              <button
                type="button"
                onClick={() => onUnpair(d.id)}
                disabled={busyId === d.id}
                aria-label={`Unpair ${d.name}`}
                className="shrink-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-xs font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:text-slate-500"
              >
                Unpair
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
