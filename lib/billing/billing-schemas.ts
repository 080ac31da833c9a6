import { z } from 'zod';

/**
 * POST /api/subscription. The body may also carry event, session and user: they are
 * accepted and ignored (the user comes from the session cookie). `Id` is the plan id.
 */
export const checkoutBodySchema = z.object({
  Id: z.coerce.number().int().positive({ message: 'Choose a plan.' }),
});

/**
 * POST /api/update-subscription: `subscriptionid` is the plan to move to; `allowCancel` asks
 * for cancellation. An empty body is read as `{}`.
 */
export const updateSubscriptionBodySchema = z
  .object({
    subscriptionid: z.coerce.number().int().positive().optional(),
    allowCancel: z.boolean().optional().default(false),
  })
  .prefault({});

/** /success?session_id=cs_… */
export const checkoutSessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/);
