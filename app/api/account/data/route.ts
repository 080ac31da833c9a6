// DELETE /api/account/data: deletes the signed-in user's resume, job description and interview history
import { NextResponse } from 'next/server';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { withUser } from '@/lib/auth/with-user';
import { writeLog } from '@/lib/logging/write-log';

export const DELETE = withUser(async (request, { user, supabase }) => {
  if (!isSameOriginRequest(request)) return NextResponse.json({ error: 'Cross-site request refused.' }, { status: 403 });
  // Runs as the user: the SQL function deletes only auth.uid()'s rows.
  const { error } = await supabase.rpc('delete_my_interview_data');
  if (error) {
    writeLog('error', 'interview data deletion failed', { user_id: user.id, error_code: error.code });
    return NextResponse.json({ error: 'We could not delete your data. Please try again.' }, { status: 500 });
  }
  writeLog('info', 'interview data deleted', { user_id: user.id });
  return new NextResponse(null, { status: 204 });
});
