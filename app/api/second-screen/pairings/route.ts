// POST /api/second-screen/pairings: a pairing link and code for the signed-in user's second screen (valid 2 minutes, once)
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/with-route';
import { publicEnv } from '@/lib/env';
import { createPairing } from '@/lib/second-screen/create-pairing';
import { createAdminSupabase } from '@/lib/supabase/admin';

export const POST = withRoute({ name: 'api/second-screen/pairings', auth: 'user' }, async ({ request, user, supabase }) => {
  // The device it pairs ends with this sign-in session: sign-out everywhere ends it too.
  const { data } = await supabase.auth.getClaims();
  const sessionId = typeof data?.claims.session_id === 'string' ? data.claims.session_id : null;
  // The link opens the site as the laptop addressed it (withRoute let only this site's origin through).
  const origin = request.headers.get('origin') ?? publicEnv.NEXT_PUBLIC_SITE_URL;
  const pairing = await createPairing(createAdminSupabase(), { userId: user.id, authSessionId: sessionId, origin });
  return NextResponse.json(pairing, { headers: { 'cache-control': 'no-store' } });
});
