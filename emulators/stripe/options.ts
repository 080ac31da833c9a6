import type { EmulatorContext } from '../context';
import { STRIPE_DEV_SECRET_KEY, STRIPE_DEV_WEBHOOK_SECRET } from './dev-keys';

export interface StripeEmulatorOptions {
  /** Where events are POSTed; null records them without sending. Default `${siteUrl}/api/stripe/webhook`. */
  webhookUrl?: string | null;
  /** Signs deliveries. Default STRIPE_DEV_WEBHOOK_SECRET. */
  webhookSecret?: string;
  /** Event types sent to the endpoint (others are only recorded), or ['*']. Default: the ones the app handles. */
  enabledEvents?: string[];
  /** Secret keys the API accepts. Default [STRIPE_DEV_SECRET_KEY]. */
  apiKeys?: string[];
  /** Attempts per event before giving up, the first included. Default 8. */
  webhookMaxAttempts?: number;
  /** Delay before the first retry; doubled each time. Default 1000 ms. */
  webhookRetryDelayMs?: number;
  /** Longest delay between retries. Default 60 s. */
  webhookMaxRetryDelayMs?: number;
  /** A delivery attempt that takes longer fails. Default 10 s. */
  webhookTimeoutMs?: number;
}

export type ResolvedStripeOptions = Required<Omit<StripeEmulatorOptions, 'webhookUrl'>> & { webhookUrl: string | null };

/** The events app/api/stripe/webhook handles: enough to keep plan, status and credits in step with Stripe. */
const DEFAULT_ENABLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
];

export function resolveOptions(ctx: EmulatorContext, options: StripeEmulatorOptions): ResolvedStripeOptions {
  return {
    webhookUrl: options.webhookUrl === undefined ? new URL('/api/stripe/webhook', ctx.siteUrl).toString() : options.webhookUrl,
    webhookSecret: options.webhookSecret ?? STRIPE_DEV_WEBHOOK_SECRET,
    enabledEvents: options.enabledEvents ?? DEFAULT_ENABLED_EVENTS,
    apiKeys: options.apiKeys ?? [STRIPE_DEV_SECRET_KEY],
    webhookMaxAttempts: options.webhookMaxAttempts ?? 8,
    webhookRetryDelayMs: options.webhookRetryDelayMs ?? 1000,
    webhookMaxRetryDelayMs: options.webhookMaxRetryDelayMs ?? 60_000,
    webhookTimeoutMs: options.webhookTimeoutMs ?? 10_000,
  };
}
