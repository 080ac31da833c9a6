import type { ApiRoute } from './api-types';
import { checkoutSessionRoutes } from './resources/checkout-sessions';
import { customerRoutes } from './resources/customers';
import { eventRoutes } from './resources/events';
import { invoiceRoutes } from './resources/invoices';
import { portalSessionRoutes } from './resources/portal-sessions';
import { priceRoutes } from './resources/prices';
import { productRoutes } from './resources/products';
import { subscriptionRoutes } from './resources/subscriptions';

/** Every endpoint of Stripe's API the emulator implements (the subset the app calls). */
export const API_ROUTES: ApiRoute[] = [
  ...productRoutes,
  ...priceRoutes,
  ...customerRoutes,
  ...checkoutSessionRoutes,
  ...portalSessionRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...eventRoutes,
];
