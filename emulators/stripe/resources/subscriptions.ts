import { mustGet, type ApiRoute } from '../api-types';
import { invalidRequest } from '../errors';
import { listPage } from '../list';
import { cancelSubscription } from '../operations/cancel-subscription';
import { updateSubscription, type ProrationBehavior } from '../operations/update-subscription';
import { present, presentList } from '../present';
import type { ListFilter } from '../store';

const STATUSES = ['active', 'all', 'canceled', 'ended', 'incomplete', 'incomplete_expired', 'past_due', 'paused', 'trialing', 'unpaid'] as const;

export const subscriptionRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: async ({ rt, params, path }) => present(rt.reader, await mustGet(rt.reader, 'subscription', path[0]), params.expand()),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: async ({ rt, params: p, path, eventRequest }) => {
      const items = p.objects('items')?.map((item) => {
        if (item.boolean('deleted')) throw invalidRequest('The Cuecard Stripe emulator does not remove subscription items; change the price instead.', 'items');
        return { id: item.string('id') || undefined, price: item.string('price') || undefined, quantity: item.integer('quantity') };
      });
      const prorationBehavior = p.oneOf<ProrationBehavior>('proration_behavior', ['create_prorations', 'none', 'always_invoice']);
      const billingCycleAnchor = p.oneOf('billing_cycle_anchor', ['now', 'unchanged'] as const);
      const updated = await rt.mutate(
        (m) => updateSubscription(m, path[0], { items, prorationBehavior, billingCycleAnchor, cancelAtPeriodEnd: p.boolean('cancel_at_period_end'), metadata: p.metadata() }),
        eventRequest,
      );
      return present(rt.reader, updated, p.expand());
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/v1\/subscriptions\/([^/]+)$/,
    handle: async ({ rt, params: p, path, eventRequest }) => {
      const details = p.object('cancellation_details');
      const canceled = await rt.mutate(
        (m) => cancelSubscription(m, path[0], { comment: details?.nullableString('comment'), feedback: details?.nullableString('feedback') }),
        eventRequest,
      );
      return present(rt.reader, canceled, p.expand());
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/subscriptions$/,
    handle: async ({ rt, params: p }) => {
      const contains: Record<string, unknown> = {};
      const customer = p.string('customer');
      if (customer) contains.customer = customer;
      const price = p.string('price');
      if (price) contains.items = { data: [{ price }] };
      const filter: ListFilter = { contains };
      // Without a status, Stripe lists the subscriptions that have not ended.
      const status = p.oneOf('status', STATUSES);
      if (status === 'ended') filter.fieldIn = { field: 'status', values: ['canceled', 'incomplete_expired'] };
      else if (status && status !== 'all') contains.status = status;
      else if (!status) filter.fieldNotIn = { field: 'status', values: ['canceled', 'incomplete_expired'] };
      const page = await listPage(rt.reader, 'subscription', p, filter);
      return presentList(rt.reader, page.data, page.hasMore, '/v1/subscriptions', p.expand());
    },
  },
];
