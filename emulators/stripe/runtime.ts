import type { EmulatorContext } from '../context';
import { toSeconds } from './clock';
import { buildEvent, isSubscribed, type EventRequest } from './events';
import type { ResolvedStripeOptions } from './options';
import { present } from './present';
import { StripeStore, type StripeObject } from './store';
import { recordDelivery, WebhookDelivery } from './webhook-delivery';

/** One change to Stripe's state: its store (inside a transaction), its clock, and the events it raises. */
export interface Mutation {
  store: StripeStore;
  /** Unix seconds, fixed for the whole change. */
  now: number;
  /** Records an event with a snapshot of `object` (as the API would return it now). */
  emit(type: string, object: StripeObject, previousAttributes?: Record<string, unknown>): Promise<void>;
}

/** What every endpoint and page of the embedded Stripe shares. */
export class StripeRuntime {
  readonly reader: StripeStore;
  readonly delivery: WebhookDelivery;

  constructor(
    readonly ctx: EmulatorContext,
    readonly options: ResolvedStripeOptions,
  ) {
    this.reader = new StripeStore(ctx.db);
    this.delivery = new WebhookDelivery(ctx.db, options);
  }

  now(): number {
    return toSeconds(this.ctx.now());
  }

  /**
   * Runs a change in one transaction; its events are recorded in the same transaction and
   * sent only after it commits, so a receiver that re-reads the object always finds it.
   */
  async mutate<T>(fn: (m: Mutation) => Promise<T>, request: EventRequest | null = null): Promise<T> {
    const owed: string[] = [];
    const now = this.now();
    const result = await this.ctx.db.transaction(async (tx) => {
      const store = new StripeStore(tx);
      const emit = async (type: string, object: StripeObject, previousAttributes?: Record<string, unknown>) => {
        const subscribed = this.options.webhookUrl !== null && isSubscribed(this.options.enabledEvents, type);
        const event = buildEvent(type, await present(store, object), now, request, subscribed, previousAttributes);
        await store.insert(event);
        if (subscribed) {
          await recordDelivery(tx, event.id, this.options.webhookUrl!);
          owed.push(event.id);
        }
      };
      return fn({ store, now, emit });
    });
    for (const id of owed) this.delivery.schedule(id);
    return result;
  }
}
