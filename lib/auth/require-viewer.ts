import 'server-only';
import { redirect } from 'next/navigation';
import { getViewer } from './get-viewer';
import { LOGIN_PATH } from './route-rules';
import type { AppUser } from '@/lib/profile/types';

/**
 * For pages that need a user. proxy.ts already redirects visitors; this is the second check
 * where the data is touched, e.g. for a path spelled in a case proxy.ts does not list.
 */
export async function requireViewer(): Promise<AppUser> {
  const viewer = await getViewer();
  if (!viewer) redirect(LOGIN_PATH);
  return viewer;
}
