import { NextResponse } from 'next/server';
import { toError } from '@/lib/errors/to-error';
import { writeLog } from '@/lib/logging/write-log';
import { ApiError } from './api-error';

/** What the user sees when something we did not foresee went wrong. */
const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/**
 * The one JSON error shape of every API route: `{ error, code }`, where `error` is the plain
 * message the pages show and `code` a stable name for logs. An ApiError says its own message;
 * anything else is logged with the route's name and answered 500 with a generic message, so
 * no stack, SQL or provider text ever reaches the client.
 */
export function errorResponse(err: unknown, route: string, userId?: string): NextResponse {
  if (err instanceof ApiError) {
    return NextResponse.json({ error: err.message, code: err.code }, { status: err.status, headers: err.headers });
  }
  const error = toError(err);
  writeLog('error', `${route}: failed`, { route, user_id: userId, error_name: error.name, error: error.message });
  return NextResponse.json({ error: INTERNAL_ERROR_MESSAGE, code: 'internal_error' }, { status: 500 });
}
