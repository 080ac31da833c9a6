import type { PairedUsers } from './paired-users';
import type { RealtimeHub } from './realtime-hub';

/** What a live session needs to publish to its user's second screens. */
export interface SecondScreenPorts {
  hub: RealtimeHub;
  paired: PairedUsers;
  /** Answer pieces are published at most this often (the first and the last at once). */
  batchMs: number;
}
