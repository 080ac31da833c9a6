// The phones this process holds, by device: a device_revoked broadcast closes them at once, and
// every `recheckMs` one query checks them all again in the database, behind the broadcasts
// (a sign-out everywhere from another browser, a broadcast lost in a reconnect).
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { UnpairReason } from '../../lib/protocol/second-screen';
import type { DeviceStore } from './device-store';
import { unpairReasonOf } from './unpair-reason';

export interface RegisteredViewer {
  readonly deviceId: string;
  unpair(reason: UnpairReason): void;
}

export class ViewerRegistry {
  private readonly viewers = new Set<RegisteredViewer>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly o: { store: Pick<DeviceStore, 'statuses'>; recheckMs: number }) {
    this.timer = setInterval(() => void this.recheck(), o.recheckMs);
    this.timer.unref();
  }

  get size(): number {
    return this.viewers.size;
  }

  add(viewer: RegisteredViewer): () => void {
    this.viewers.add(viewer);
    return () => this.viewers.delete(viewer);
  }

  /** Checks every phone held here against the database; those that may no longer view are closed. */
  async recheck(): Promise<void> {
    const viewers = [...this.viewers];
    if (viewers.length === 0) return;
    try {
      const found = await this.o.store.statuses([...new Set(viewers.map((v) => v.deviceId))]);
      for (const viewer of viewers) {
        const device = found.get(viewer.deviceId);
        if (device?.status === 'active') continue;
        viewer.unpair(unpairReasonOf(device?.status ?? 'missing', device?.revokedReason));
      }
    } catch (error) {
      // A database that cannot be reached ends nothing: the broadcasts still close revoked phones.
      writeLog('warn', 'second_screen_recheck_failed', { viewers: viewers.length, error: toError(error).message });
    }
  }

  close(): void {
    clearInterval(this.timer);
  }
}
