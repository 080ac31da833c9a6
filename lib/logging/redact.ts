/**
 * Removes secrets from text before it is logged: JWTs (access tokens), bearer headers,
 * and token/password/key values written as `name=value` or `"name":"value"`.
 */
const JWT = /\beyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]*/g;
const BEARER = /\bBearer\s+[\w.~+/=-]+/gi;
const NAMED_SECRET =
  /(["']?(?:access_token|refresh_token|provider_token|provider_refresh_token|token|password|apikey|api_key|secret|code_verifier)["']?\s*[:=]\s*)(["']?)[^"'&,\s}]+\2/gi;

export function redactSecrets(text: string): string {
  return text.replace(JWT, '[redacted-jwt]').replace(BEARER, 'Bearer [redacted]').replace(NAMED_SECRET, '$1$2[redacted]$2');
}
