import { ApiError } from './api-error';

/**
 * Reads a request body, stopping as soon as it passes `maxBytes`: the count is taken on the
 * stream itself, because Content-Length can be missing (chunked uploads) or lie. A declared
 * length over the limit is refused before reading anything.
 */
export async function readLimitedBody(request: Request, maxBytes: number, tooLargeMessage: string): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new ApiError('payload_too_large', tooLargeMessage);
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
