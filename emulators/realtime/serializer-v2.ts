import { z } from 'zod';
import { MalformedFrame, parseJsonBytes, type Broadcast, type Frame, type Inbound, type PhoenixMessage, type Serializer } from './messages';

// Realtime's 2.0.0 serializer (realtime-js's default): text frames are JSON arrays
// [join_ref, ref, topic, event, payload]; a broadcast from realtime-js is a binary
// "user broadcast push", and a broadcast to it a binary "user broadcast". The binary kinds
// Phoenix itself defines (push 0, reply 1, broadcast 2) carry payloads realtime-js cannot
// read, so they are refused here as realtime-js never sends them.
const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const JSON_ENCODING = 1;
const BINARY_ENCODING = 0;

const ref = z.string().max(255).nullable();
const arraySchema = z.tuple([ref, ref, z.string().max(255), z.string().max(255), z.record(z.string(), z.unknown())]).rest(z.unknown());
const metadataSchema = z.record(z.string(), z.unknown());

function decodeText(data: Buffer): Inbound {
  const m = arraySchema.safeParse(parseJsonBytes(data, 'frame'));
  if (!m.success) throw new MalformedFrame('expected a [join_ref, ref, topic, event, payload] array');
  const [joinRef, msgRef, topic, event, payload] = m.data;
  return { kind: 'message', message: { joinRef, ref: msgRef, topic, event, payload } };
}

function decodeUserBroadcastPush(data: Buffer): Inbound {
  const HEADER = 7;
  if (data.length < HEADER) throw new MalformedFrame('binary frame shorter than its header');
  const [, joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = data.subarray(0, HEADER);
  if (encoding !== JSON_ENCODING && encoding !== BINARY_ENCODING) throw new MalformedFrame('unknown payload encoding');
  let at = HEADER;
  const take = (n: number) => {
    if (at + n > data.length) throw new MalformedFrame('binary frame shorter than its field lengths');
    const part = data.subarray(at, at + n);
    at += n;
    return part;
  };
  const joinRef = take(joinRefLen).toString('utf8');
  const msgRef = take(refLen).toString('utf8');
  const topic = take(topicLen).toString('utf8');
  const event = take(eventLen).toString('utf8');
  const metaBytes = take(metaLen);
  const payload = data.subarray(at);
  // A JSON payload is passed on as the bytes it came in, so it is checked once here for every receiver.
  if (encoding === JSON_ENCODING) parseJsonBytes(payload, 'payload');
  if (metaLen > 0) {
    const meta = metadataSchema.safeParse(parseJsonBytes(metaBytes, 'metadata'));
    if (!meta.success) throw new MalformedFrame('metadata is not a JSON object');
  }
  return {
    kind: 'broadcast',
    joinRef: joinRef || null,
    ref: msgRef || null,
    topic,
    // Hosted Realtime does not pass a push's metadata (persist) on to subscribers either.
    broadcast: { kind: 'user', event, encoding: encoding === JSON_ENCODING ? 'json' : 'binary', payload },
  };
}

function decode(data: Buffer, isBinary: boolean): Inbound {
  if (!isBinary) return decodeText(data);
  if (data.length > 0 && data[0] === USER_BROADCAST_PUSH) return decodeUserBroadcastPush(data);
  throw new MalformedFrame('unsupported binary frame kind');
}

function encode(message: PhoenixMessage): Frame {
  return JSON.stringify([message.joinRef, message.ref, message.topic, message.event, message.payload]);
}

function encodeBroadcast(topic: string, broadcast: Broadcast): Frame {
  if (broadcast.kind === 'json') return JSON.stringify([null, null, topic, 'broadcast', broadcast.payload]);
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(broadcast.event, 'utf8');
  // No metadata: hosted Realtime sets none on broadcasts it relays (only on replayed ones).
  const header = Buffer.from([USER_BROADCAST, topicBytes.length, eventBytes.length, 0, broadcast.encoding === 'json' ? JSON_ENCODING : BINARY_ENCODING]);
  return Buffer.concat([header, topicBytes, eventBytes, broadcast.payload]);
}

export const serializerV2: Serializer = { vsn: '2.0.0', decode, encode, encodeBroadcast };
