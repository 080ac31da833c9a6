import { syncSubscription } from '../sync-subscription';
import type { WebhookHandler } from './handler-types';

/** checkout.session.completed: the session is re-read, and its subscription synced. */
export const handleCheckoutSessionCompleted: WebhookHandler<'checkout.session.completed'> = async (deps, event) => {
  const { id } = event.data.object;
  const session = await deps.stripe.checkout.sessions.retrieve(id);
  if (session.mode !== 'subscription' || !session.subscription) return;
  await syncSubscription(deps, typeof session.subscription === 'string' ? session.subscription : session.subscription.id);
};
