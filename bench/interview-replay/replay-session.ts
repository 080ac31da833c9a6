// Plays one rendered script into a running ws-server as a browser tab would: hello in auto
// mode with the script's resume and job description, then 100 ms PCM frames at real-time pace,
// recording every server message with its time on the script's timeline (ms from the first
// frame). Waits for the answers still streaming after the audio ends, then closes.
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { FRAME_MS, splitFrames } from '../../ws-server/audio/pcm';
import type { RenderedScript } from './render-script';

/** Any server message: the trace and the scores read its fields as they need them. */
const receivedMessage = z.object({ type: z.string() }).loose();

export interface Received {
  atMs: number;
  message: z.infer<typeof receivedMessage>;
}

const SETTLE_MS = 8000;

/** `languageOverride`: hello's language instead of the script's ("auto" measures Auto-detect). */
export async function replaySession(serverUrl: string, token: string, rendered: RenderedScript, languageOverride?: string): Promise<Received[]> {
  const ws = new WebSocket(`${serverUrl}/tab`);
  const received: Received[] = [];
  let t0 = performance.now();
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`closed ${code} before ready`)));
  });
  ws.on('message', (data) => {
    const message = receivedMessage.parse(JSON.parse(String(data)));
    received.push({ atMs: performance.now() - t0, message });
    if (message.type === 'ready') onReady();
  });
  await new Promise((resolve) => ws.once('open', resolve));
  const language = languageOverride ?? rendered.script.language;
  ws.send(JSON.stringify({ type: 'hello', access_token: token, mode: 'auto', resume: rendered.script.resume, jobDescription: rendered.script.job_description, ...(language ? { language } : {}) }));
  await ready;
  ws.removeAllListeners('close');

  const frames = splitFrames(rendered.pcm);
  t0 = performance.now();
  for (const [i, frame] of frames.entries()) {
    // Each frame leaves once its last sample has been "spoken", as the browser's framer sends it.
    const due = t0 + (i + 1) * FRAME_MS;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    if (ws.readyState !== WebSocket.OPEN) break;
    ws.send(frame);
  }
  // Answers still streaming (or queued) get time to finish before the socket closes.
  const settleUntil = performance.now() + SETTLE_MS;
  while (performance.now() < settleUntil && streaming(received)) await new Promise((r) => setTimeout(r, 100));
  ws.close(1000);
  await new Promise((resolve) => (ws.readyState === WebSocket.CLOSED ? resolve(undefined) : ws.once('close', resolve)));
  return received;
}

function streaming(received: Received[]): boolean {
  const open = new Set<string>();
  for (const { message: m } of received) {
    if (m.type !== 'answer') continue;
    if (m.speech_final) open.delete(String(m.id));
    else open.add(String(m.id));
  }
  return open.size > 0;
}
