// The embedded Realtime's serializers against realtime-js's own: what the official client
// encodes, the emulator decodes, and what the emulator encodes, the client decodes.
import { RealtimeClient } from '@supabase/supabase-js';
import { MalformedFrame, type Inbound } from '../../emulators/realtime/messages';
import { serializerFor } from '../../emulators/realtime/serializer';
import { serializerV1 } from '../../emulators/realtime/serializer-v1';
import { serializerV2 } from '../../emulators/realtime/serializer-v2';

// The client's serializer, as the client uses it (no socket is opened).
const client = new RealtimeClient('ws://127.0.0.1:9/realtime/v1', { params: { apikey: 'test-key' } });

function clientEncode(msg: { join_ref: string | null; ref: string | null; topic: string; event: string; payload: Record<string, unknown> }): string | ArrayBuffer {
  let out: string | ArrayBuffer = '';
  client.serializer.encode(msg, (r) => (out = r));
  return out;
}

function clientDecode(frame: string | Buffer | null): { join_ref: string | null; ref: string | null; topic: string; event: string; payload: Record<string, unknown> } {
  if (frame === null) throw new Error('no frame');
  const raw = typeof frame === 'string' ? frame : frame.buffer.slice(frame.byteOffset, frame.byteOffset + frame.byteLength);
  let out: ReturnType<typeof clientDecode> | undefined;
  client.serializer.decode(raw as ArrayBuffer | string, (m: ReturnType<typeof clientDecode>) => (out = m));
  return out!;
}

function emulatorDecode(frame: string | ArrayBuffer): Inbound {
  return typeof frame === 'string' ? serializerV2.decode(Buffer.from(frame), false) : serializerV2.decode(Buffer.from(frame), true);
}

describe('realtime serializer 2.0.0', () => {
  it('decodes the binary broadcast push realtime-js sends for channel.send()', () => {
    const frame = clientEncode({ join_ref: '3', ref: '7', topic: 'realtime:room', event: 'broadcast', payload: { type: 'broadcast', event: 'chunk', payload: { text: 'héllo' } } });
    expect(frame).toBeInstanceOf(ArrayBuffer);
    const inbound = emulatorDecode(frame);
    expect(inbound).toMatchObject({ kind: 'broadcast', joinRef: '3', ref: '7', topic: 'realtime:room', broadcast: { kind: 'user', event: 'chunk', encoding: 'json' } });
    expect(inbound.kind === 'broadcast' && JSON.parse(inbound.broadcast.payload.toString())).toEqual({ text: 'héllo' });
  });

  it('decodes a binary payload as bytes, untouched', () => {
    const frame = clientEncode({ join_ref: '1', ref: '2', topic: 'realtime:room', event: 'broadcast', payload: { type: 'broadcast', event: 'raw', payload: new Uint8Array([0, 255, 7]).buffer } });
    const inbound = emulatorDecode(frame);
    expect(inbound.kind === 'broadcast' && inbound.broadcast.encoding).toBe('binary');
    expect(inbound.kind === 'broadcast' && [...inbound.broadcast.payload]).toEqual([0, 255, 7]);
  });

  it('decodes the text frames realtime-js sends (join, heartbeat)', () => {
    const frame = clientEncode({ join_ref: '1', ref: '1', topic: 'realtime:room', event: 'phx_join', payload: { config: { private: true } } });
    expect(emulatorDecode(frame)).toEqual({ kind: 'message', message: { joinRef: '1', ref: '1', topic: 'realtime:room', event: 'phx_join', payload: { config: { private: true } } } });
  });

  it('encodes a relayed broadcast as the binary user broadcast realtime-js reads', () => {
    const frame = serializerV2.encodeBroadcast('realtime:room', { kind: 'user', event: 'chunk', encoding: 'json', payload: Buffer.from('{"text":"ünïcode"}') });
    expect(clientDecode(frame)).toEqual({ join_ref: null, ref: null, topic: 'realtime:room', event: 'broadcast', payload: { type: 'broadcast', event: 'chunk', payload: { text: 'ünïcode' } } });
  });

  it('encodes a JSON broadcast (REST batch) and replies as text arrays', () => {
    const rest = serializerV2.encodeBroadcast('realtime:room', { kind: 'json', payload: { type: 'broadcast', event: 'e', payload: { a: 1 } } });
    expect(clientDecode(rest)).toEqual({ join_ref: null, ref: null, topic: 'realtime:room', event: 'broadcast', payload: { type: 'broadcast', event: 'e', payload: { a: 1 } } });
    const reply = serializerV2.encode({ joinRef: '1', ref: '4', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });
    expect(clientDecode(reply)).toEqual({ join_ref: '1', ref: '4', topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });
  });

  it('refuses frames that are not messages: truncated binary, bad JSON payload, wrong shape, unknown kind', () => {
    const good = Buffer.from(clientEncode({ join_ref: '1', ref: '2', topic: 'realtime:r', event: 'broadcast', payload: { type: 'broadcast', event: 'e', payload: { a: 1 } } }) as ArrayBuffer);
    expect(() => serializerV2.decode(good.subarray(0, 10), true)).toThrow(MalformedFrame);
    const badJson = Buffer.concat([good.subarray(0, good.length - 7), Buffer.from('{oops}!')]);
    expect(() => serializerV2.decode(badJson, true)).toThrow(MalformedFrame);
    expect(() => serializerV2.decode(Buffer.from('{"topic":"x"}'), false)).toThrow(MalformedFrame);
    expect(() => serializerV2.decode(Buffer.from([0, 1, 2]), true)).toThrow(MalformedFrame);
  });
});

describe('realtime serializer 1.0.0', () => {
  it('reads and writes JSON objects, and cannot carry a binary payload', () => {
    const inbound = serializerV1.decode(Buffer.from(JSON.stringify({ topic: 'realtime:r', event: 'phx_join', payload: {}, ref: '1', join_ref: '1' })), false);
    expect(inbound).toEqual({ kind: 'message', message: { joinRef: '1', ref: '1', topic: 'realtime:r', event: 'phx_join', payload: {} } });
    const relayed = serializerV1.encodeBroadcast('realtime:r', { kind: 'user', event: 'e', encoding: 'json', payload: Buffer.from('{"a":[1,2]}') });
    expect(JSON.parse(relayed as string)).toEqual({ topic: 'realtime:r', event: 'broadcast', payload: { event: 'e', payload: { a: [1, 2] }, type: 'broadcast' }, ref: null });
    expect(serializerV1.encodeBroadcast('realtime:r', { kind: 'user', event: 'e', encoding: 'binary', payload: Buffer.from([1]) })).toBeNull();
    expect(() => serializerV1.decode(Buffer.from([1, 2]), true)).toThrow(MalformedFrame);
  });

  it('is chosen for vsn 1.0.x and for no vsn, as Phoenix chooses; 2.0.x picks 2.0.0 and anything else none', () => {
    expect(serializerFor(null)).toBe(serializerV1);
    expect(serializerFor('1.0.0')).toBe(serializerV1);
    expect(serializerFor('2.0.3')).toBe(serializerV2);
    expect(serializerFor('2.1.0')).toBeUndefined();
  });
});
