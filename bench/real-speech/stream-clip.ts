// Plays one recording into a running ws-server as a shared tab would: hello in auto mode, the
// clip in 100 ms PCM frames at real-time pace, then silence frames (a tab keeps sending while
// nobody speaks) so the last utterance ends and gets its final. The hypothesis is what the
// server finalised: the `transcript` messages with speech_final true, in order.
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { serverMessage } from '../../lib/protocol';
import { FRAME_BYTES, FRAME_MS, splitFrames } from '../../ws-server/audio/pcm';

/** Silence after the clip: several times the server's 500 ms hangover, as the brief of this benchmark asks. */
const TAIL_MS = 2500;
/** After the tail, the stream goes on (silent) while an utterance still waits for its final, at most this long. */
const MAX_EXTRA_MS = 30_000;
/** ...and until the server has been quiet this long, since a short utterance may get its final with no interim before it. */
const QUIET_MS = 1000;

export interface FinalTranscript {
  id: string;
  text: string;
  /** When it arrived, from the first frame sent. */
  atMs: number;
}

export interface StreamedClip {
  finals: FinalTranscript[];
  /** Error codes the server sent (a refused or failed decode shows here), and messages off the protocol. */
  errors: string[];
  /** Silence sent beyond TAIL_MS while waiting for finals. */
  extraMs: number;
  /** Utterances that had interim text but no final when the socket closed. */
  unfinished: number;
}

/**
 * `leadInMs` of silence go before the clip: a tab streams from the moment it is shared, usually
 * before anyone speaks, and the speech detector learns the room's floor from what it hears first.
 */
export async function streamClip(serverUrl: string, token: string, pcm: Buffer, leadInMs = 0): Promise<StreamedClip> {
  const ws = new WebSocket(`${serverUrl}/tab`);
  const finals: FinalTranscript[] = [];
  const errors: string[] = [];
  const open = new Set<string>();
  let t0 = performance.now();
  let lastTranscriptAt = 0;
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`closed ${code} before ready`)));
  });
  ws.on('message', (data, binary) => {
    if (binary) return;
    // Read as the protocol defines the messages; one that does not fit it is reported, not read.
    const parsed = serverMessage.safeParse(JSON.parse(String(data)));
    if (!parsed.success) return void errors.push('off_protocol_message');
    const m = parsed.data;
    if (m.type === 'ready') onReady();
    if (m.type === 'error') errors.push(m.code);
    if (m.type !== 'transcript') return;
    lastTranscriptAt = performance.now();
    if (!m.speech_final) open.add(m.id);
    else {
      open.delete(m.id);
      if (m.transcription.trim()) finals.push({ id: m.id, text: m.transcription, atMs: lastTranscriptAt - t0 });
    }
  });
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ type: 'hello', access_token: token, mode: 'auto' }));
  await ready;
  ws.removeAllListeners('close');

  const silence = Buffer.alloc(FRAME_BYTES);
  const frames = [...Array.from({ length: Math.round(leadInMs / FRAME_MS) }, () => silence), ...splitFrames(pcm)];
  const tailFrames = TAIL_MS / FRAME_MS;
  const maxFrames = frames.length + tailFrames + MAX_EXTRA_MS / FRAME_MS;
  t0 = performance.now();
  let sent = 0;
  for (; sent < maxFrames && ws.readyState === WebSocket.OPEN; sent++) {
    const tail = sent >= frames.length + tailFrames;
    if (tail && open.size === 0 && performance.now() - lastTranscriptAt >= QUIET_MS) break;
    // Each frame leaves once its last sample has been "spoken", as the browser's framer sends it.
    const due = t0 + (sent + 1) * FRAME_MS;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    ws.send(sent < frames.length ? frames[sent] : silence);
  }
  const extraMs = Math.max(0, sent - frames.length - tailFrames) * FRAME_MS;
  const unfinished = open.size;
  ws.close(1000);
  await new Promise((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve(undefined) : ws.once('close', resolve)));
  return { finals, errors, extraMs, unfinished };
}
