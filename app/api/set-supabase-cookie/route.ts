// POST /api/set-supabase-cookie: sets (SIGNED_IN, TOKEN_REFRESHED) or clears (SIGNED_OUT) the auth cookies after checking the tokens with the auth server
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { isAuthCookieName } from '@/lib/auth/auth-cookies';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { readLimitedText } from '@/lib/logging/read-limited-text';
import { createServerSupabase } from '@/lib/supabase/server';
import { sessionCookieSchema } from '@/lib/validations/session-cookie';

const MAX_BODY_BYTES = 16 * 1024;

export async function POST(request: NextRequest) {
  if (!isSameOriginRequest(request)) return NextResponse.json({ error: 'Cross-site request refused.' }, { status: 403 });
  const raw = await readLimitedText(request, MAX_BODY_BYTES);
  if (raw === null) return NextResponse.json({ error: 'Body too large.' }, { status: 413 });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return NextResponse.json({ error: 'The body must be JSON.' }, { status: 400 });
  }
  const parsed = sessionCookieSchema.safeParse(json);
  if (!parsed.success) return NextResponse.json({ error: 'Expected an auth event with a session.' }, { status: 400 });

  if (parsed.data.event === 'SIGNED_OUT') {
    const store = await cookies();
    for (const { name } of store.getAll()) if (isAuthCookieName(name)) store.delete(name);
    return new NextResponse(null, { status: 204 });
  }

  const { access_token, refresh_token } = parsed.data.session;
  const supabase = await createServerSupabase();
  // The auth server decides whether the token is good; a user object in the body would prove nothing.
  const { data, error } = await supabase.auth.getUser(access_token);
  if (error || !data.user) return NextResponse.json({ error: 'Invalid session.' }, { status: 401 });
  const { error: setError } = await supabase.auth.setSession({ access_token, refresh_token });
  if (setError) return NextResponse.json({ error: 'Invalid session.' }, { status: 401 });
  return new NextResponse(null, { status: 204 });
}
