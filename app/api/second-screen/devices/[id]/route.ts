// DELETE /api/second-screen/devices/[id]: Unpair one of the signed-in user's devices and close it now
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/api/api-error';
import { withRoute } from '@/lib/api/with-route';
import { revokeDevices } from '@/lib/second-screen/revoke-devices';
import { createAdminSupabase } from '@/lib/supabase/admin';
import { deviceIdSchema } from '@/lib/validations/second-screen';

export const DELETE = withRoute({ name: 'api/second-screen/devices', auth: 'user' }, async ({ request, user, supabase }) => {
  const id = deviceIdSchema.safeParse(new URL(request.url).pathname.split('/').at(-1));
  if (!id.success) throw new ApiError('not_found', 'That device is not paired.');
  await revokeDevices({ user: supabase, admin: createAdminSupabase() }, user.id, 'unpaired', id.data);
  return new NextResponse(null, { status: 204 });
});
