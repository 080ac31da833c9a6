/**
 * The one rule for HTTP statuses: a timeout (408), a rate limit (429) or a server error (5xx)
 * may pass if the request is repeated; any other 4xx is the request's own fault and will not.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status < 600);
}
