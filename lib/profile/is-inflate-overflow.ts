/**
 * True for zlib's refusal to inflate past `maxOutputLength`. Checked by code, not by
 * `instanceof RangeError`: the error comes from Node's own realm, which need not be the caller's.
 */
export function isInflateOverflow(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === 'ERR_BUFFER_TOO_LARGE';
}
