/** The failures a route can answer with, and the HTTP status each one is sent with. */
const API_ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable_entity: 422,
  rate_limited: 429,
  internal_error: 500,
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/**
 * A failure the caller is told about: `message` is shown to the user as is, so it must be
 * plain words with nothing internal in it. Thrown anywhere under a route wrapped by
 * withRoute, it becomes `{ error: message, code }` with the code's status.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = API_ERROR_STATUS[code];
  }
}

/** The code answered with `status`, for errors that carry a bare status (internal_error when none fits). */
export function apiErrorCodeFor(status: number): ApiErrorCode {
  return Object.keys(API_ERROR_STATUS).filter(isApiErrorCode).find((code) => API_ERROR_STATUS[code] === status) ?? 'internal_error';
}

function isApiErrorCode(key: string): key is ApiErrorCode {
  return Object.hasOwn(API_ERROR_STATUS, key);
}
