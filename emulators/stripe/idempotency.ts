import crypto from 'node:crypto';
import type { Database } from '../db/types';
import { StripeApiError } from './errors';

export interface SavedResponse {
  status: number;
  body: unknown;
}

/**
 * Idempotency-Key for POSTs, as Stripe implements it: the first response of a key is saved
 * for 24 hours and replayed for the same request; the same key with other parameters is an
 * idempotency_error; a retry while the first is still running gets 409. Requests refused
 * before they ran (bad parameters, unknown ids) save nothing, so they can be corrected.
 */
export class IdempotencyKeys {
  private readonly running = new Set<string>();
  private saves = 0;

  constructor(private readonly db: Database) {}

  async run(key: string, method: string, path: string, body: string, exec: () => Promise<SavedResponse>): Promise<SavedResponse & { replayed: boolean }> {
    if (key.length > 255) throw new StripeApiError(400, { type: 'invalid_request_error', message: 'Idempotency keys can be at most 255 characters long.' });
    const hash = crypto.createHash('sha256').update(`${method}\n${path}\n${body}`).digest('hex');
    const saved = await this.find(key);
    if (saved) {
      if (saved.params_hash !== hash) {
        throw new StripeApiError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      return { status: saved.status, body: saved.body, replayed: true };
    }
    if (this.running.has(key)) {
      throw new StripeApiError(409, {
        type: 'idempotency_error',
        message: `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
      });
    }
    this.running.add(key);
    try {
      const response = await exec();
      if (response.status < 400) await this.save(key, method, path, hash, response);
      return { ...response, replayed: false };
    } finally {
      this.running.delete(key);
    }
  }

  private async find(key: string) {
    const { rows } = await this.db.query<{ params_hash: string; status: number; body: unknown }>(
      `select params_hash, status, body from stripe_emulator.idempotency_key where key = $1 and created_at > now() - interval '24 hours'`,
      [key],
    );
    return rows[0];
  }

  private async save(key: string, method: string, path: string, hash: string, response: SavedResponse): Promise<void> {
    await this.db.query(
      `insert into stripe_emulator.idempotency_key (key, method, path, params_hash, status, body) values ($1, $2, $3, $4, $5, $6::jsonb)
       on conflict (key) do update set method = excluded.method, path = excluded.path, params_hash = excluded.params_hash,
         status = excluded.status, body = excluded.body, created_at = now()`,
      [key, method, path, hash, response.status, JSON.stringify(response.body)],
    );
    // stripe-node keys every POST, so old keys are pruned now and then rather than kept forever.
    if (++this.saves % 200 === 0) await this.db.query(`delete from stripe_emulator.idempotency_key where created_at < now() - interval '24 hours'`);
  }
}
