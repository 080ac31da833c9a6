import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EmulatorContext } from '../context';
import { DbError } from '../db/types';
import { HttpError, readBody, type RouteHandler } from '../http';
import { clip, fromDbError, RestError } from './errors';
import { handleRead } from './handle-read';
import { handleRpc } from './handle-rpc';
import { handleDelete, handleInsert, handleUpdate } from './handle-write';
import { parsePrefer } from './prefer';
import { resolveRequestRole } from './request-role';
import type { RunStats } from './run-statement';
import { SchemaCacheHolder } from './schema-cache';
import type { RequestScope, RestResponse } from './scope';

/** Request limits: PostgREST sits behind a gateway with similar caps. */
const MAX_BODY_BYTES = 1_000_000;
const MAX_QUERY_CHARS = 8_192;

export interface RestHandler extends RouteHandler {
  /** Re-reads tables, columns, keys and functions from the catalog (after DDL, like PostgREST's schema reload). */
  reloadSchema(): Promise<void>;
  /** Counters for tests: how many generated statements reached the database. */
  readonly stats: RunStats;
}

const handlers = new WeakMap<EmulatorContext, RestHandler>();

/** The REST handler serving a running emulator's context (tests reload the schema or read stats through it). */
export function restHandlerOf(ctx: EmulatorContext): RestHandler | undefined {
  return handlers.get(ctx);
}

/** Errors whose cause may be a schema cache older than the database: worth one reload and retry. */
const CACHE_MISS_CODES = new Set(['PGRST200', 'PGRST202', 'PGRST204', 'PGRST205', '42703']);

function send(res: ServerResponse, r: RestResponse): void {
  res.writeHead(r.status, r.headers);
  res.end(r.body ?? undefined);
}

function sendError(res: ServerResponse, err: RestError, head: boolean): void {
  res.writeHead(err.status, { 'content-type': 'application/json; charset=utf-8', ...err.headers });
  res.end(head ? undefined : JSON.stringify(err.body));
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) out[k] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

function headerText(req: IncomingMessage, name: string): string {
  const v = req.headers[name];
  return (Array.isArray(v) ? v.join(',') : v) ?? '';
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = headerText(req, 'content-type').toLowerCase();
  if (type && !type.startsWith('application/json')) {
    throw new RestError(415, 'PGRST107', `Content-Type not acceptable: ${clip(type, 60)}`, null, 'The emulator accepts application/json bodies only.');
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_BODY_BYTES);
  } catch (err) {
    if (err instanceof HttpError && err.status === 413) {
      // The rest of the upload is never read: close the connection so a keep-alive client
      // does not send its next request into a socket still full of this body.
      throw new RestError(413, 'PGRST413', 'Request body too large', `The body exceeds ${MAX_BODY_BYTES} bytes.`, null, { connection: 'close' });
    }
    throw err;
  }
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', 'The request body is not valid JSON.');
  }
}

/** `/plan` → table plan; `/rpc/fn` → function fn; anything else → PGRST125. */
function route(pathname: string): { kind: 'table' | 'rpc' | 'root'; name: string } {
  const segments = pathname.split('/').filter(Boolean);
  let names: string[];
  try {
    names = segments.map((s) => decodeURIComponent(s));
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  if (names.length === 0) return { kind: 'root', name: '' };
  if (names.length === 1) return { kind: 'table', name: names[0] };
  if (names.length === 2 && names[0] === 'rpc') return { kind: 'rpc', name: names[1] };
  throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
}

/** Only the `public` schema is exposed (Accept-Profile / Content-Profile may name it, nothing else). */
function checkProfile(req: IncomingMessage, method: string): void {
  const profile = headerText(req, method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile');
  if (profile && profile !== 'public') {
    throw new RestError(406, 'PGRST106', `Invalid schema: ${clip(profile, 63)}`, null, 'Only the following schemas are exposed: public');
  }
}

function acceptOf(req: IncomingMessage): { singleObject: boolean; stripNulls: boolean } {
  const accept = headerText(req, 'accept').toLowerCase();
  if (/text\/csv|application\/geo\+json|vnd\.pgrst\.plan/.test(accept)) {
    throw new RestError(406, 'PGRST107', `None of these media types are available: ${clip(accept, 80)}`, null, 'The emulator answers JSON only.');
  }
  return { singleObject: accept.includes('application/vnd.pgrst.object'), stripNulls: accept.includes('nulls=stripped') };
}

/**
 * /rest/v1: a PostgREST-compatible subset over the emulator's database. Every request is
 * parsed, checked against the schema cache, turned into one parameterised statement, and run
 * in its own transaction as the request's role; nothing from the request is ever SQL text.
 */
export function createRestHandler(ctx: EmulatorContext): RestHandler {
  const cache = new SchemaCacheHolder(ctx.db);
  const stats: RunStats = { statements: 0 };

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, meta: { anonymous: boolean }): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const pathname = url.pathname.slice('/rest/v1'.length) || '/';
    if (url.search.length > MAX_QUERY_CHARS) {
      throw new RestError(414, 'PGRST100', 'URI too long', `The query string has ${url.search.length} characters; the limit is ${MAX_QUERY_CHARS}.`);
    }
    const who = resolveRequestRole(req.headers, Math.floor(ctx.now() / 1000), url.searchParams.get('apikey'));
    meta.anonymous = who.role === 'anon';
    const target = route(pathname);
    checkProfile(req, method);
    const { singleObject, stripNulls } = acceptOf(req);
    if (target.kind === 'root') {
      send(res, { status: 200, headers: { 'content-type': 'application/openapi+json; charset=utf-8' }, body: JSON.stringify({ swagger: '2.0', info: { title: 'Cuecard embedded PostgREST subset' }, paths: {} }) });
      return;
    }
    const body = method === 'POST' || method === 'PATCH' ? await readJsonBody(req) : undefined;
    const writes = method === 'POST' || method === 'PATCH' || method === 'DELETE';
    const scope = (schema: Awaited<ReturnType<SchemaCacheHolder['get']>>): RequestScope => ({
      db: ctx.db,
      cache: schema,
      who,
      info: { method, path: pathname, headers: flatHeaders(req), readOnly: method === 'GET' || method === 'HEAD' },
      search: url.searchParams,
      headers: req.headers,
      prefs: parsePrefer(req.headers, writes && target.kind === 'table' ? 'minimal' : 'representation'),
      singleObject,
      stripNulls,
      body,
      stats,
    });
    const dispatch = (s: RequestScope): Promise<RestResponse> => {
      if (target.kind === 'rpc') return handleRpc(s, target.name);
      if (method === 'GET' || method === 'HEAD') return handleRead(s, target.name);
      if (method === 'POST') return handleInsert(s, target.name);
      if (method === 'PATCH') return handleUpdate(s, target.name);
      if (method === 'DELETE') return handleDelete(s, target.name);
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${clip(method, 10)}`);
    };
    let response: RestResponse;
    try {
      response = await dispatch(scope(await cache.get()));
    } catch (err) {
      // Names the cache does not know may be new (DDL since the last load): reload once, retry.
      if (!(err instanceof RestError && CACHE_MISS_CODES.has(err.code) && (await cache.reloadAfterMiss()))) throw err;
      response = await dispatch(scope(await cache.get()));
    }
    send(res, response);
  }

  const serve: RouteHandler = async (req, res, url) => {
    const meta = { anonymous: true };
    try {
      await handle(req, res, url, meta);
    } catch (err) {
      const head = req.method === 'HEAD';
      if (err instanceof RestError) return sendError(res, err, head);
      if (err instanceof DbError) return sendError(res, fromDbError(err, meta.anonymous), head);
      throw err;
    }
  };
  const handler: RestHandler = Object.assign(serve, {
    reloadSchema: async () => {
      await cache.reload();
    },
    stats,
  });
  handlers.set(ctx, handler);
  return handler;
}
