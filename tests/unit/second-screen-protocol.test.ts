import { randomUUID } from 'node:crypto';
import { liveBatch, parsePhoneMessage, parseRealtimeEvent, phoneServerMessage, sessionSnapshot, userTopic } from '@/lib/protocol/second-screen';

const token = 'A'.repeat(43);

describe('the phone socket’s messages', () => {
  it('takes a view with a device credential and "answer now", nothing else', () => {
    expect(parsePhoneMessage(JSON.stringify({ type: 'view', device_token: token }))).toEqual({ ok: true, message: { type: 'view', device_token: token } });
    expect(parsePhoneMessage('{"type":"answer_now"}')).toEqual({ ok: true, message: { type: 'answer_now' } });
    for (const bad of ['{"type":"hello","access_token":"x"}', '{"type":"trigger_response","question":"Why?"}', '{"type":"view","device_token":"short"}', 'not json', '[]']) {
      expect(parsePhoneMessage(bad).ok).toBe(false);
    }
  });

  it('refuses a credential that is not 43 base64url characters (a Supabase token is no credential)', () => {
    const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';
    expect(parsePhoneMessage(JSON.stringify({ type: 'view', device_token: jwt })).ok).toBe(false);
    expect(parsePhoneMessage(JSON.stringify({ type: 'view', device_token: `${token}=` })).ok).toBe(false);
  });

  it('the server’s messages carry live batches and snapshots as published', () => {
    const batch = { session_id: 's1', stream: 'c1', seq: 3, items: [{ kind: 'answer', id: 'a1', question_id: 'm1', trigger: 'manual', question: 'Why us?', text: 'Because', done: false, source: 'ai' }] };
    expect(phoneServerMessage.parse({ type: 'live', batch })).toEqual({ type: 'live', batch });
    expect(phoneServerMessage.parse({ type: 'snapshot', session: null })).toEqual({ type: 'snapshot', session: null });
    expect(phoneServerMessage.safeParse({ type: 'unpaired', reason: 'unpaired' }).success).toBe(true);
    expect(phoneServerMessage.safeParse({ type: 'unpaired', reason: 'because' }).success).toBe(false);
  });
});

describe('the live items and the Realtime events', () => {
  it('a batch holds 1 to 200 items of one session', () => {
    const heard = { kind: 'heard', text: 'Tell me about' };
    expect(liveBatch.safeParse({ session_id: 's', stream: 'c', seq: 1, items: [] }).success).toBe(false);
    expect(liveBatch.safeParse({ session_id: 's', stream: 'c', seq: 1, items: Array(201).fill(heard) }).success).toBe(false);
    expect(liveBatch.safeParse({ session_id: 's', stream: 'c', seq: 1, items: [heard, { kind: 'session', state: 'ended' }] }).success).toBe(true);
  });

  it('an answer item carries the evidence fields of the protocol’s answer message', () => {
    const item = { kind: 'answer', id: 'a1', question_id: 'u1.1', trigger: 'auto', text: '', done: true, source: 'ai', status: 'complete', citations: [1], unsupported: ['40%'], sources: [{ n: 1, kind: 'resume', label: 'Resume, line 1', text: 'Go' }] };
    expect(liveBatch.parse({ session_id: 's', stream: 'c', seq: 1, items: [item] }).items[0]).toEqual(item);
    expect(liveBatch.safeParse({ session_id: 's', stream: 'c', seq: 1, items: [{ ...item, citations: [0] }] }).success).toBe(false);
  });

  it('a snapshot holds at most 20 answers and the words heard since the last question', () => {
    const answer = { id: 'a', question_id: 'm1', trigger: 'manual', text: 'x', done: true, source: 'ai' };
    expect(sessionSnapshot.safeParse({ session_id: 's', stream: 'c', seq: 0, state: 'listening', heard: '', answers: Array(20).fill(answer) }).success).toBe(true);
    expect(sessionSnapshot.safeParse({ session_id: 's', stream: 'c', seq: 0, state: 'listening', heard: '', answers: Array(21).fill(answer) }).success).toBe(false);
    expect(sessionSnapshot.safeParse({ session_id: 's', stream: 'c', seq: 0, state: 'listening', heard: 'x'.repeat(2001), answers: [] }).success).toBe(false);
  });

  it('checks each event’s payload against its schema', () => {
    const id = randomUUID();
    expect(parseRealtimeEvent('device_revoked', { device_ids: [id], reason: 'unpaired' })).toEqual({ device_ids: [id], reason: 'unpaired' });
    expect(parseRealtimeEvent('device_revoked', { device_ids: ['not-a-uuid'], reason: 'unpaired' })).toBeUndefined();
    expect(parseRealtimeEvent('answer_now', { device_id: id })).toEqual({ device_id: id });
    expect(parseRealtimeEvent('snapshot_request', { request_id: 'x' })).toBeUndefined();
    expect(parseRealtimeEvent('devices_changed', { user_id: id })).toEqual({ user_id: id });
  });

  it('names each user’s channel by their id', () => {
    expect(userTopic('u1')).toBe('second-screen:u1');
  });
});
