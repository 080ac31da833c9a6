// POST /api/set-supabase-cookie: sets (SIGNED_IN, TOKEN_REFRESHED) or clears (SIGNED_OUT) the auth cookies after checking the tokens with the auth server
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/api/api-error';
import { withRoute } from '@/lib/api/with-route';
import { isAuthCookieName } from '@/lib/auth/auth-cookies';
import { createServerSupabase } from '@/lib/supabase/server';
import { sessionCookieSchema } from '@/lib/validations/session-cookie';

export const POST = withRoute(
  {
    name: 'api/set-supabase-cookie',
    body: { kind: 'json', schema: sessionCookieSchema, maxBytes: 16 * 1024, tooLargeMessage: 'Body too large.', invalidMessage: 'Expected an auth event with a session.' },
  },
  async ({ body: event }) => {
    if (event.event === 'SIGNED_OUT') {
      const store = await cookies();
      for (const { name } of store.getAll()) if (isAuthCookieName(name)) store.delete(name);
      return new NextResponse(null, { status: 204 });
    }

    const { access_token, refresh_token } = event.session;
    const supabase = await createServerSupabase();
    // The auth server decides whether the token is good; a user object in the body would prove nothing.
    const { data, error } = await supabase.auth.getUser(access_token);
    if (error || !data.user) throw new ApiError('unauthorized', 'Invalid session.');
    const { error: setError } = await supabase.auth.setSession({ access_token, refresh_token });
    if (setError) throw new ApiError('unauthorized', 'Invalid session.');
    return new NextResponse(null, { status: 204 });
  },
);
