// Realtime test helpers: supabase-js clients against the emulator, and promises for the
// channel events the tests wait on (subscribed, refused, closed, the next broadcast).
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { DEV_PUBLISHABLE_KEY } from '../../../emulators/dev-keys';
import type { RunningEmulator } from '../../../emulators/server';

export type RealtimeOptions = NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>;

/** A browser-like supabase-js client (publishable key by default), with its own realtime socket. */
export function realtimeClient(em: RunningEmulator, key: string = DEV_PUBLISHABLE_KEY, realtime: RealtimeOptions = {}): SupabaseClient {
  return createClient(em.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
  });
}

/** A joined channel's end: resolves when the server (or the client) closes it. */
export interface Joined {
  closed: Promise<void>;
}

/** Subscribes and resolves once the server accepted the join; rejects with the refusal or the timeout. */
export function subscribed(channel: RealtimeChannel, timeoutMs = 10_000): Promise<Joined> {
  return new Promise((resolve, reject) => {
    let onClosed = () => {};
    const closed = new Promise<void>((r) => (onClosed = r));
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve({ closed });
      else if (status === 'CLOSED') onClosed();
      else reject(new Error(`${status}${err ? `: ${err.message}` : ''}`));
    }, timeoutMs);
  });
}

/** Subscribes and resolves with the server's reason for refusing the join (fails if it is accepted). */
export function refused(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'CHANNEL_ERROR') resolve(err?.message ?? '');
      else if (status === 'SUBSCRIBED') reject(new Error('the join was accepted'));
    });
  });
}

export interface SystemMessage {
  extension: string;
  status: string;
  message: string;
  channel: string;
}

/** The `system` messages a channel receives (the server says there why it closes a channel). */
export function systemMessages(channel: RealtimeChannel): SystemMessage[] {
  const seen: SystemMessage[] = [];
  channel.on('system', {}, (payload: SystemMessage) => seen.push(payload));
  return seen;
}

/** Broadcasts of one event on a channel, in arrival order; next() waits for the next one. */
export class BroadcastInbox<T = unknown> {
  private readonly queued: T[] = [];
  private readonly waiting: ((value: T) => void)[] = [];

  constructor(channel: RealtimeChannel, event: string) {
    channel.on('broadcast', { event }, (message) => {
      const payload = message.payload as T;
      const waiter = this.waiting.shift();
      if (waiter) waiter(payload);
      else this.queued.push(payload);
    });
  }

  next(timeoutMs = 5_000): Promise<T> {
    const ready = this.queued.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no broadcast arrived')), timeoutMs);
      this.waiting.push((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  }
}

/** Closes every channel and socket of the clients. */
export async function closeClients(...clients: SupabaseClient[]): Promise<void> {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
}
