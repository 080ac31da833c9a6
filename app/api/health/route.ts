// GET /api/health: the web app's liveness for a load balancer or an orchestrator: 200 while Next.js serves, never cached, no session read
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/with-route';

// A probe has no Origin and no cookies; answering must never wait on Supabase or a database.
export const GET = withRoute({ name: 'api/health', sameOrigin: false }, async () =>
  NextResponse.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } }),
);
