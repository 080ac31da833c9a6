// Audio on /both: one socket carries the shared tab (the interviewer) and the microphone (the
// candidate), so each binary message starts with a one-byte channel tag followed by the same
// 16 kHz s16le PCM as on /tab and /mic. The tag is part of the wire contract: its values never
// change once shipped.
import { checkAudioFrame, LIMITS } from './limits';

export type AudioChannel = 'tab' | 'mic';
export type Speaker = 'interviewer' | 'candidate';

export const CHANNEL_TAGS: Record<AudioChannel, number> = { tab: 0, mic: 1 };
export const CHANNEL_SPEAKERS: Record<AudioChannel, Speaker> = { tab: 'interviewer', mic: 'candidate' };

/** The tag byte, then the PCM: what a /both client sends for every 100 ms of one channel. */
export function encodeChannelFrame(channel: AudioChannel, pcm: ArrayBuffer): ArrayBuffer {
  const out = new Uint8Array(pcm.byteLength + 1);
  out[0] = CHANNEL_TAGS[channel];
  out.set(new Uint8Array(pcm), 1);
  return out.buffer;
}

export type DecodedChannelFrame =
  | { ok: true; channel: AudioChannel; /** Byte offset of the PCM (always 1). */ offset: 1; bytes: number }
  | { ok: false; problem: 'unknown_channel' | 'too_large' | 'malformed' };

/** Reads the tag of a /both frame and checks the PCM after it like any audio frame; never throws. */
export function decodeChannelFrame(frame: Uint8Array): DecodedChannelFrame {
  if (frame.length < 1) return { ok: false, problem: 'malformed' };
  const tag = frame[0];
  const channel = tag === CHANNEL_TAGS.tab ? 'tab' : tag === CHANNEL_TAGS.mic ? 'mic' : undefined;
  if (!channel) return { ok: false, problem: 'unknown_channel' };
  // The whole message, tag included, keeps the one audio limit of every path.
  if (frame.length > LIMITS.maxAudioFrameBytes) return { ok: false, problem: 'too_large' };
  const verdict = checkAudioFrame(frame.length - 1);
  if (verdict !== 'ok') return { ok: false, problem: verdict };
  return { ok: true, channel, offset: 1, bytes: frame.length - 1 };
}
