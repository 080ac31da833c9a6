import type { IncomingMessage, ServerResponse } from 'node:http';

/** A sub-service of the emulator (auth, rest, mail, stripe): answers the requests under its prefix. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'object' && body && 'message' in body ? String(body.message) : `HTTP ${status}`);
  }
}

/** Reads a request body up to `limit` bytes (413 beyond). */
export async function readBody(req: IncomingMessage, limit = 1_000_000): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    // Buffers, as no encoding is set on requests; a string chunk would mean someone set one.
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > limit) throw new HttpError(413, { message: 'Request body too large' });
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/** A request header as one string (Node joins a repeated header into one, set-cookie aside). */
export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string, status = 303): void {
  res.writeHead(status, { location });
  res.end();
}

/** Escapes text for HTML pages the emulator renders (inbox, consent, checkout). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
