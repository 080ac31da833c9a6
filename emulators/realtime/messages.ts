/**
 * The Phoenix channel messages Realtime speaks, whichever serializer carries them: a message
 * names its channel (`topic`), what happened (`event`), the reply it answers or asks for
 * (`ref`) and the join it belongs to (`join_ref`).
 */
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/**
 * A broadcast as it travels to subscribers. `user` is what realtime-js sends over the 2.0.0
 * serializer (its event and its payload bytes, JSON or binary, passed on untouched); `json`
 * is a whole `{ type, event, payload }` object, from a 1.0.0 client, a text frame or the
 * batch REST endpoint.
 */
export type Broadcast =
  | { kind: 'user'; event: string; encoding: 'json' | 'binary'; payload: Buffer }
  | { kind: 'json'; payload: Record<string, unknown> };

/** What a client sent: a channel message, or a 2.0.0 binary broadcast push. */
export type Inbound =
  | { kind: 'message'; message: PhoenixMessage }
  | { kind: 'broadcast'; joinRef: string | null; ref: string | null; topic: string; broadcast: Extract<Broadcast, { kind: 'user' }> };

/** A frame as it goes on the wire: text (JSON) or binary. */
export type Frame = string | Buffer;

export type Vsn = '1.0.0' | '2.0.0';

/** Turns wire frames into messages and back, for one protocol version. */
export interface Serializer {
  readonly vsn: Vsn;
  /** Throws MalformedFrame when the frame is not a message of this version. */
  decode(data: Buffer, isBinary: boolean): Inbound;
  encode(message: PhoenixMessage): Frame;
  /** A broadcast for the subscribers of `topic` (the joined `realtime:` topic); null when this version cannot carry it. */
  encodeBroadcast(topic: string, broadcast: Broadcast): Frame | null;
}

export class MalformedFrame extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedFrame';
  }
}

/** Parses JSON bytes from a frame; throws MalformedFrame naming `what` when they are not JSON. */
export function parseJsonBytes(bytes: Buffer, what: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new MalformedFrame(`${what} is not JSON`);
  }
}

/** A reply to `request`, as Phoenix sends one: `phx_reply` with `{ status, response }`. */
export function replyTo(request: Pick<PhoenixMessage, 'joinRef' | 'ref' | 'topic'>, status: 'ok' | 'error', response: unknown = {}): PhoenixMessage {
  return { joinRef: request.joinRef, ref: request.ref, topic: request.topic, event: 'phx_reply', payload: { status, response } };
}
