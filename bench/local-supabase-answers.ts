// What the benches' local Supabase answers besides its JWKS: the PostgREST requests a session
// start makes, answered as PostgREST answers them for a user with no preparation, so the
// benches measure a session start as production runs it (the stories read included) instead
// of a read that fails and is logged. A bench user has no stories: session_stories is an empty
// set; any other table or function is one this stand-in does not have, and says so with
// PostgREST's own error codes.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const JWKS_PATH = '/auth/v1/.well-known/jwks.json';

/** Answers one request to the local Supabase. */
export function answerLocalSupabase(req: IncomingMessage, res: ServerResponse, jwks: string): void {
  const url = new URL(req.url ?? '/', 'http://local');
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
  if (req.method === 'GET' && url.pathname === JWKS_PATH) return void res.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  const rpc = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(url.pathname)?.[1];
  if (req.method === 'POST' && rpc === 'session_stories') {
    // Drain the arguments (p_application_id, p_limit) as a server would before answering.
    req.resume();
    return void req.on('end', () => json(200, [], { 'content-range': '*/*' }));
  }
  req.resume();
  if (rpc) return void json(404, { code: 'PGRST202', details: null, hint: null, message: `Could not find the function public.${rpc} in the schema cache` });
  const table = /^\/rest\/v1\/([a-z_]+)$/.exec(url.pathname)?.[1];
  if (table) return void json(404, { code: 'PGRST205', details: null, hint: null, message: `Could not find the table 'public.${table}' in the schema cache` });
  json(404, { message: 'not found' });
}
