// DELETE /api/account/data: deletes the signed-in user's resumes (every version), job descriptions, applications, stories and interview history
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/api/api-error';
import { withRoute } from '@/lib/api/with-route';
import { writeLog } from '@/lib/logging/write-log';

export const DELETE = withRoute({ name: 'api/account/data', auth: 'user' }, async ({ user, supabase }) => {
  // Runs as the user: the SQL function deletes only auth.uid()'s rows.
  const { error } = await supabase.rpc('delete_my_interview_data');
  if (error) {
    writeLog('error', 'interview data deletion failed', { user_id: user.id, error_code: error.code });
    throw new ApiError('internal_error', 'We could not delete your data. Please try again.');
  }
  writeLog('info', 'interview data deleted', { user_id: user.id });
  return new NextResponse(null, { status: 204 });
});
