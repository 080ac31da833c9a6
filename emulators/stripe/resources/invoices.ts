import { mustGet, type ApiRoute } from '../api-types';
import { listPage } from '../list';
import { present, presentList } from '../present';

export const invoiceRoutes: ApiRoute[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/invoices\/([^/]+)$/,
    handle: async ({ rt, params, path }) => present(rt.reader, await mustGet(rt.reader, 'invoice', path[0]), params.expand()),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/invoices$/,
    handle: async ({ rt, params: p }) => {
      const contains: Record<string, unknown> = {};
      const customer = p.string('customer');
      if (customer) contains.customer = customer;
      const subscription = p.string('subscription');
      if (subscription) contains.parent = { subscription_details: { subscription } };
      const status = p.oneOf('status', ['draft', 'open', 'paid', 'uncollectible', 'void'] as const);
      if (status) contains.status = status;
      const page = await listPage(rt.reader, 'invoice', p, { contains });
      return presentList(rt.reader, page.data, page.hasMore, '/v1/invoices', p.expand());
    },
  },
];
