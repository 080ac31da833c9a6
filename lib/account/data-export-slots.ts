import 'server-only';

// Exports running at once in this process. Each one streams for as long as the user's history
// takes to read, holding a page of it and a database connection's worth of requests: past the
// cap a new one is told to come back shortly (503 with Retry-After) rather than queue behind.

/** Exports streaming at once per process. */
export const DATA_EXPORTS_AT_ONCE = 2;
/** What a refused export is told to wait, in seconds. */
export const DATA_EXPORT_RETRY_AFTER_SECONDS = 30;
export const DATA_EXPORT_BUSY = 'Several data downloads are being prepared right now. Please try again in a minute.';

export class DataExportSlots {
  private running = 0;

  constructor(private readonly max: number) {}

  /** A slot, released by calling what this returns (once); undefined when every slot is taken. */
  take(): (() => void) | undefined {
    if (this.running >= this.max) return undefined;
    this.running++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running--;
    };
  }
}

declare global {
  /** dataExportSlots()'s one instance per process. */
  var cuecardDataExportSlots: DataExportSlots | undefined;
}

/** The process's slots, on globalThis because Next.js may load this module more than once. */
export function dataExportSlots(): DataExportSlots {
  globalThis.cuecardDataExportSlots ??= new DataExportSlots(DATA_EXPORTS_AT_ONCE);
  return globalThis.cuecardDataExportSlots;
}
