import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { header, HttpError, readBody, sendJson } from '../http';
import { authorizeTopic } from './authorize-topic';
import type { RealtimeDeps } from './channel-host';
import { topicKey } from './channel-registry';
import type { Credential } from './credential';
import type { Broadcast } from './messages';
import { PerSecondCounter } from './per-second-counter';
import { xHeaders } from './request-headers';
import { restCredential } from './rest-credential';

/** Names travel in one-byte length fields of the binary frames; a topic also gets its `realtime:` prefix. */
const bytesAtMost = (n: number) => z.string().min(1).refine((s) => Buffer.byteLength(s) <= n, `must be at most ${n} bytes`);
const topicName = bytesAtMost(246);
const eventName = bytesAtMost(255);
const batchSchema = z.object({
  messages: z
    .array(
      z.object({
        topic: topicName,
        event: eventName,
        payload: z.record(z.string(), z.unknown()),
        private: z.boolean().optional(),
        id: z.string().max(64).optional(),
      }),
    )
    .min(1),
});

/** Ecto's changeset errors, as hosted's fallback controller renders them. */
function unprocessable(issues: { path: PropertyKey[]; message: string }[]): HttpError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  return new HttpError(422, { errors });
}

const TOO_LARGE = [{ path: ['payload'], message: 'Payload size exceeds tenant limit' }];

/**
 * `POST /realtime/v1/api/broadcast` (what realtime-js's send() uses before a channel has joined)
 * and `POST /realtime/v1/api/broadcast/:topic/events/:event` (httpSend()), as hosted Realtime
 * answers them: 202 once sent. A public message reaches the topic's public subscribers; a
 * private one is sent only when the caller may INSERT into realtime.messages for its topic (the
 * service role always may): the batch endpoint skips the others silently, the single one
 * answers 403. Each caller (role and user) may send as many messages per second as a socket.
 */
export function createRestBroadcast(deps: RealtimeDeps) {
  const counters = new Map<string, PerSecondCounter>();
  const bodyLimit = deps.limits.maxPayloadBytes * 4 + 64 * 1024;

  function admit(credential: Credential, n: number): void {
    const who = `${credential.role}:${String(credential.claims.sub ?? '')}`;
    let counter = counters.get(who);
    if (!counter) {
      if (counters.size >= 10_000) counters.clear();
      counters.set(who, (counter = new PerSecondCounter(deps.limits.maxEventsPerSecond, deps.now)));
    }
    if (!counter.tryAdd(n)) throw new HttpError(429, { message: n > 1 ? 'Too many messages to broadcast, please reduce the batch size' : 'You have exceeded your rate limit' });
  }

  async function mayWrite(credential: Credential, topic: string, req: IncomingMessage): Promise<boolean> {
    return (await authorizeTopic(deps.db, topic, credential, xHeaders(req))).write;
  }

  async function batch(req: IncomingMessage, credential: Credential): Promise<void> {
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req, bodyLimit)).toString('utf8'));
    } catch (err) {
      if (err instanceof HttpError) throw err;
      throw new HttpError(400, { message: 'The request body is not valid JSON' });
    }
    const parsed = batchSchema.safeParse(body);
    if (!parsed.success) throw unprocessable(parsed.error.issues);
    const { messages } = parsed.data;
    if (messages.some((m) => Buffer.byteLength(JSON.stringify(m.payload)) > deps.limits.maxPayloadBytes)) throw unprocessable(TOO_LARGE);
    admit(credential, messages.length);
    const allowed = new Map<string, boolean>();
    for (const m of messages) {
      const isPrivate = m.private === true;
      if (isPrivate && !allowed.has(m.topic)) allowed.set(m.topic, await mayWrite(credential, m.topic, req));
      if (isPrivate && !allowed.get(m.topic)) continue;
      const payload: Record<string, unknown> = { payload: m.payload, event: m.event, type: 'broadcast', ...(m.id && { meta: { id: m.id } }) };
      deps.registry.publish(topicKey(m.topic, isPrivate), `realtime:${m.topic}`, { kind: 'json', payload });
    }
  }

  async function single(req: IncomingMessage, url: URL, credential: Credential, topic: string, event: string): Promise<void> {
    const type = (header(req, 'content-type') ?? 'application/json').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json' && type !== 'application/octet-stream') {
      throw new HttpError(415, { error: 'Unsupported Media Type. Use application/json or application/octet-stream' });
    }
    const names = z.object({ topic: topicName, event: eventName }).safeParse({ topic, event });
    if (!names.success) throw unprocessable(names.error.issues);
    const raw = await readBody(req, bodyLimit);
    let broadcast: Broadcast = { kind: 'user', event, encoding: 'binary', payload: raw };
    if (type === 'application/json') {
      if (raw.length === 0) throw unprocessable([{ path: ['payload'], message: "can't be blank" }]);
      let value: unknown;
      try {
        value = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, { message: 'The request body is not valid JSON' });
      }
      broadcast = { kind: 'user', event, encoding: 'json', payload: Buffer.from(JSON.stringify(value)) };
    }
    if (broadcast.payload.length > deps.limits.maxPayloadBytes) throw unprocessable(TOO_LARGE);
    admit(credential, 1);
    const isPrivate = url.searchParams.get('private') === 'true';
    if (isPrivate && !(await mayWrite(credential, topic, req))) throw new HttpError(403, { message: 'Unauthorized' });
    deps.registry.publish(topicKey(topic, isPrivate), `realtime:${topic}`, broadcast);
  }

  /** Answers requests under /realtime/v1 other than the WebSocket upgrade. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice('/realtime/v1'.length);
    const one = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(path);
    if (req.method !== 'POST' || (path !== '/api/broadcast' && !one)) return sendJson(res, 404, { message: 'Not found' });
    const credential = restCredential(req, url, Math.floor(deps.now() / 1000));
    if (one) {
      let topic: string;
      let event: string;
      try {
        [topic, event] = [decodeURIComponent(one[1]), decodeURIComponent(one[2])];
      } catch {
        return sendJson(res, 404, { message: 'Not found' });
      }
      await single(req, url, credential, topic, event);
    } else {
      await batch(req, credential);
    }
    res.writeHead(202).end();
  };
}
