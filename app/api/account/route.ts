// DELETE /api/account: deletes the signed-in user's account (auth user, profile and everything that cascades from it)
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/api/api-error';
import { withRoute } from '@/lib/api/with-route';
import { isAuthCookieName } from '@/lib/auth/auth-cookies';
import { writeLog } from '@/lib/logging/write-log';
import { analyticsAdminConfig } from '@/lib/analytics/analytics-admin-config';
import { deleteAnalyticsPerson } from '@/lib/analytics/delete-analytics-person';
import { withPairedDevicesClosed } from '@/lib/second-screen/revoke-devices';
import { closeBillingCustomer } from '@/lib/stripe/close-billing-customer';
import { defaultBillingDeps } from '@/lib/stripe/default-billing-deps';
import { createAdminSupabase } from '@/lib/supabase/admin';
import { toError } from '@/lib/errors/to-error';

export const DELETE = withRoute({ name: 'api/account', auth: 'user' }, async ({ user }) => {
  const admin = createAdminSupabase();
  try {
    const closed = await closeBillingCustomer(defaultBillingDeps(), user.id);
    if (closed.hadCustomer) writeLog('info', 'stripe customer deleted before account deletion', { user_id: user.id, subscriptions: closed.canceledSubscriptions, checkout_sessions: closed.expiredSessions });
  } catch (err) {
    // Never delete an account whose subscription might keep billing: stop and let the user retry.
    writeLog('error', 'account deletion: closing the stripe customer failed', { user_id: user.id, error: toError(err).message });
    throw new ApiError('bad_gateway', 'We could not cancel your subscription, so your account was not deleted. Please try again or contact support.');
  }
  // The phones paired as second screens go with the account, and are closed once it is gone.
  const { error } = await withPairedDevicesClosed(admin, user.id, () => admin.auth.admin.deleteUser(user.id));
  if (error) {
    writeLog('error', 'account deletion failed', { user_id: user.id, error_code: error.code ?? error.name, status: error.status });
    throw new ApiError('internal_error', 'We could not delete your account. Please try again or contact support.');
  }
  writeLog('info', 'account deleted', { user_id: user.id });
  // Analytics identifies a signed-in user by their e-mail (lib/analytics/analytics-client.ts).
  if (user.email) await deleteAnalyticsPerson(user.email, analyticsAdminConfig());
  const store = await cookies();
  for (const { name } of store.getAll()) if (isAuthCookieName(name)) store.delete(name);
  return new NextResponse(null, { status: 204 });
});
