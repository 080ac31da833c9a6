// DELETE /api/account: deletes the signed-in user's account (auth user, profile and everything that cascades from it)
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { isAuthCookieName } from '@/lib/auth/auth-cookies';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { withUser } from '@/lib/auth/with-user';
import { writeLog } from '@/lib/logging/write-log';
import { cancelCustomerSubscriptions } from '@/lib/stripe/cancel-customer-subscriptions';
import { createAdminSupabase } from '@/lib/supabase/admin';

export const DELETE = withUser(async (request, { user }) => {
  if (!isSameOriginRequest(request)) return NextResponse.json({ error: 'Cross-site request refused.' }, { status: 403 });
  const admin = createAdminSupabase();
  try {
    const canceled = await cancelCustomerSubscriptions(admin, user.id);
    if (canceled > 0) writeLog('info', 'subscriptions canceled before account deletion', { user_id: user.id, count: canceled });
  } catch (err) {
    // Never delete an account whose subscription might keep billing: stop and let the user retry.
    writeLog('error', 'account deletion: cancelling subscriptions failed', { user_id: user.id, error: (err as Error).message });
    return NextResponse.json({ error: 'We could not cancel your subscription, so your account was not deleted. Please try again or contact support.' }, { status: 502 });
  }
  const { error } = await admin.auth.admin.deleteUser(user.id);
  if (error) {
    writeLog('error', 'account deletion failed', { user_id: user.id, error_code: error.code ?? error.name, status: error.status });
    return NextResponse.json({ error: 'We could not delete your account. Please try again or contact support.' }, { status: 500 });
  }
  writeLog('info', 'account deleted', { user_id: user.id });
  const store = await cookies();
  for (const { name } of store.getAll()) if (isAuthCookieName(name)) store.delete(name);
  return new NextResponse(null, { status: 204 });
});
