import type { Database, Queryable } from '../db/types';
import type { ResolvedStripeOptions } from './options';
import { signatureHeader } from './webhook-signature';
import { errorCode } from '../../lib/errors/error-code';
import { isRecord } from '../../lib/is-record';
import { toError } from '../../lib/errors/to-error';

export interface DeliveryAttempt {
  at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface DeliveryRow {
  event_id: string;
  url: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: DeliveryAttempt[];
  next_attempt_at: string | null;
}

/** Records that an event is owed to the endpoint; call inside the transaction that creates the event. */
export async function recordDelivery(tx: Queryable, eventId: string, url: string): Promise<void> {
  await tx.query(`insert into stripe_emulator.webhook_delivery (event_id, url, status, next_attempt_at) values ($1, $2, 'pending', now())`, [eventId, url]);
}

/**
 * Sends events to the webhook endpoint the way Stripe does: a signed POST per event, retried
 * with exponential backoff on a non-2xx answer, a timeout or a connection error, each event
 * on its own (Stripe guarantees neither order nor single delivery). State is in the database,
 * so deliveries still pending when the emulator stops resume when it starts again.
 */
export class WebhookDelivery {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly options: ResolvedStripeOptions,
  ) {}

  /** Starts (or restarts) delivery of an event after `delayMs`. */
  schedule(eventId: string, delayMs = 0): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(eventId));
    const timer = setTimeout(() => {
      this.timers.delete(eventId);
      const run = this.attempt(eventId).catch((err: unknown) => {
        if (!this.closed) console.error(JSON.stringify({ level: 'error', msg: 'stripe emulator: webhook delivery failed', event: eventId, error: String(err) }));
      });
      this.running.add(run);
      void run.finally(() => {
        this.running.delete(run);
        this.notifyIdle();
      });
    }, delayMs);
    timer.unref();
    this.timers.set(eventId, timer);
  }

  /** Picks up deliveries left pending by an earlier run of the emulator. */
  async resumePending(): Promise<void> {
    const { rows } = await this.db.query<{ event_id: string; wait_ms: number }>(
      `select event_id, greatest(0, extract(epoch from (next_attempt_at - now())) * 1000)::float8 as wait_ms
         from stripe_emulator.webhook_delivery where status = 'pending' order by event_id`,
    );
    for (const row of rows) this.schedule(row.event_id, Math.round(Number(row.wait_ms)));
  }

  /** Sends an event again (the events page's Resend button), whatever happened before. */
  async resend(eventId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `update stripe_emulator.webhook_delivery set status = 'pending', next_attempt_at = now() where event_id = $1`,
      [eventId],
    );
    if (rowCount === 1) this.schedule(eventId);
    return rowCount === 1;
  }

  /** Resolves once nothing is being sent and no retry is waiting (tests). */
  idle(): Promise<void> {
    if (this.timers.size === 0 && this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.abort.abort();
    await Promise.allSettled([...this.running]);
    this.notifyIdle();
  }

  private notifyIdle(): void {
    if (this.timers.size > 0 || this.running.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private async attempt(eventId: string): Promise<void> {
    const { rows } = await this.db.query<{ url: string; status: string; attempts: DeliveryAttempt[]; event: Record<string, unknown> }>(
      `select d.url, d.status, d.attempts, o.data as event
         from stripe_emulator.webhook_delivery d join stripe_emulator.object o on o.id = d.event_id
        where d.event_id = $1`,
      [eventId],
    );
    const row = rows[0];
    if (!row || row.status !== 'pending' || this.closed) return;
    // Recorded even when close() interrupted it: close waits for this, and the database is still open.
    const result = await this.post(row.url, JSON.stringify(row.event, null, 2));
    const attempts = [...row.attempts, result];
    const ok = result.status_code !== null && result.status_code >= 200 && result.status_code < 300;
    const more = !ok && attempts.length < this.options.webhookMaxAttempts;
    const delay = Math.min(this.options.webhookRetryDelayMs * 2 ** (attempts.length - 1), this.options.webhookMaxRetryDelayMs);
    await this.db.query(
      `update stripe_emulator.webhook_delivery
          set attempts = $2::jsonb, status = $3,
              next_attempt_at = case when $3 = 'pending' then now() + make_interval(secs => $4::float8 / 1000) end
        where event_id = $1`,
      [eventId, JSON.stringify(attempts), ok ? 'succeeded' : more ? 'pending' : 'failed', delay],
    );
    if (ok) {
      await this.db.query(`update stripe_emulator.object set data = jsonb_set(data, '{pending_webhooks}', '0') where id = $1`, [eventId]);
    }
    if (more) this.schedule(eventId, delay);
  }

  private async post(url: string, payload: string): Promise<DeliveryAttempt> {
    const started = Date.now();
    // Signed with the wall clock, not the emulator's clock: the receiver checks the timestamp against its own.
    const header = signatureHeader(payload, this.options.webhookSecret, Math.floor(started / 1000));
    const at = new Date(started).toISOString();
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': header,
          'cache-control': 'no-cache',
        },
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.webhookTimeoutMs)]),
      });
      await res.arrayBuffer().catch(() => undefined);
      return { at, status_code: res.status, error: null, duration_ms: Date.now() - started };
    } catch (err) {
      const { name, message } = toError(err);
      // fetch's own error says only "fetch failed"; its cause names the network error (ECONNREFUSED…).
      // Checked by shape, not instanceof: fetch's errors may come from another realm (Jest's sandbox).
      const cause = isRecord(err) ? err.cause : undefined;
      const causeMessage = isRecord(cause) && typeof cause.message === 'string' ? cause.message : undefined;
      const reason = name === 'TimeoutError' ? 'timed out' : name === 'AbortError' ? 'emulator stopped' : (errorCode(cause) ?? causeMessage ?? message);
      return { at, status_code: null, error: reason, duration_ms: Date.now() - started };
    }
  }
}
