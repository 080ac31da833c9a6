/**
 * The string `code` of a caught value, if it has one: Node's errno codes (EEXIST, EPERM),
 * Stripe's error codes (resource_missing), undici's connection errors (ECONNREFUSED).
 */
export function errorCode(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'string' ? value.code : undefined;
}
