import { z } from 'zod';
import { MalformedFrame, parseJsonBytes, type Broadcast, type Frame, type Inbound, type PhoenixMessage, type Serializer } from './messages';

// Phoenix's 1.0.0 JSON serializer: every frame is text, one object per message. Like
// Phoenix's, it writes topic, event, payload and ref only (no join_ref).
const messageSchema = z.object({
  topic: z.string().max(255),
  event: z.string().max(255),
  payload: z.record(z.string(), z.unknown()),
  ref: z.string().max(255).nullable(),
  join_ref: z.string().max(255).nullable().optional(),
});

function decode(data: Buffer, isBinary: boolean): Inbound {
  if (isBinary) throw new MalformedFrame('protocol 1.0.0 takes text frames only');
  const m = messageSchema.safeParse(parseJsonBytes(data, 'frame'));
  if (!m.success) throw new MalformedFrame('expected a { topic, event, payload, ref } object');
  const { topic, event, payload, ref, join_ref } = m.data;
  return { kind: 'message', message: { joinRef: join_ref ?? null, ref, topic, event, payload } };
}

function encode(message: PhoenixMessage): Frame {
  return JSON.stringify({ topic: message.topic, event: message.event, payload: message.payload, ref: message.ref });
}

/**
 * A 1.0.0 client reads broadcasts as JSON only; a binary payload cannot reach it (hosted
 * Realtime drops those for 1.0.0 sockets too). A JSON user payload is spliced in as the
 * bytes it arrived as, never parsed again.
 */
function encodeBroadcast(topic: string, broadcast: Broadcast): Frame | null {
  if (broadcast.kind === 'json') return JSON.stringify({ topic, event: 'broadcast', payload: broadcast.payload, ref: null });
  if (broadcast.encoding === 'binary') return null;
  return (
    `{"topic":${JSON.stringify(topic)},"event":"broadcast","payload":{"event":${JSON.stringify(broadcast.event)},` +
    `"payload":${broadcast.payload.toString('utf8')},"type":"broadcast"},"ref":null}`
  );
}

export const serializerV1: Serializer = { vsn: '1.0.0', decode, encode, encodeBroadcast };
