// DELETE /api/second-screen/devices: end every device the signed-in user paired, before a sign-out or after a password change
import { NextResponse } from 'next/server';
import { withRoute } from '@/lib/api/with-route';
import { revokeDevices } from '@/lib/second-screen/revoke-devices';
import { createAdminSupabase } from '@/lib/supabase/admin';
import { revokeAllDevicesSchema } from '@/lib/validations/second-screen';

export const DELETE = withRoute(
  { name: 'api/second-screen/devices', auth: 'user', body: { kind: 'json', schema: revokeAllDevicesSchema, maxBytes: 256 } },
  async ({ user, supabase, body }) => {
    await revokeDevices({ user: supabase, admin: createAdminSupabase() }, user.id, body.reason);
    return new NextResponse(null, { status: 204 });
  },
);
