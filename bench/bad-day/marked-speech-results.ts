// One connection of the bad-day bench's fake Deepgram: Deepgram's live results for speech it
// reads from the frames' marks (marked-speech.ts), paced by the audio received. While a marked
// question streams: SpeechStarted, an interim about every 500 ms with the words heard so far
// (in proportion to the frames of it received); once unmarked frames have run `endpointing`
// ms, is_final + speech_final with the whole question; UtteranceEnd after `utterance_end_ms`.
// In silence, empty interim and final results now and then, as Deepgram sends.
import { randomUUID } from 'node:crypto';
import { QUESTIONS, readMark } from './marked-speech';

const INTERIM_IN_SPEECH_MS = 500;
const INTERIM_IN_SILENCE_MS = 1000;
const FINAL_IN_SILENCE_MS = 3000;
const FRAME_MS = 100;

export class MarkedSpeechResults {
  private nowMs = 0;
  private lastResultMs = 0;
  private finalisedMs = 0;
  private current?: { question: number; framesSeen: number; lastFrameMs: number; startMs: number; shownWords: number };
  private utteranceEndAtMs?: number;
  private readonly requestId = randomUUID();

  constructor(
    private readonly frameCounts: number[],
    private readonly endpointingMs: number,
    private readonly utteranceEndMs: number,
  ) {}

  /** The messages to send after one more frame of audio. */
  frame(frame: Buffer): Record<string, unknown>[] {
    this.nowMs += FRAME_MS;
    const out: Record<string, unknown>[] = [];
    // Audio the bench did not mark may still read as a mark now and then: only a question it knows counts.
    const found = readMark(frame);
    const mark = found && found.question < this.frameCounts.length ? found : undefined;
    if (mark) {
      if (!this.current || this.current.question !== mark.question) {
        if (this.current) out.push(this.speechFinal());
        this.current = { question: mark.question, framesSeen: 0, lastFrameMs: this.nowMs, startMs: this.nowMs, shownWords: 0 };
        out.push({ type: 'SpeechStarted', channel: [0], timestamp: this.nowMs / 1000 });
      }
      this.current.framesSeen = Math.max(this.current.framesSeen, mark.frame + 1);
      this.current.lastFrameMs = this.nowMs;
      const words = this.wordsHeard();
      if (words > this.current.shownWords && this.nowMs - this.lastResultMs >= INTERIM_IN_SPEECH_MS) {
        this.current.shownWords = words;
        out.push(this.results(words, false, false));
      }
    } else if (this.current && this.nowMs - this.current.lastFrameMs >= this.endpointingMs) {
      out.push(this.speechFinal());
    } else if (!this.current && this.nowMs - this.finalisedMs >= FINAL_IN_SILENCE_MS) {
      this.finalisedMs = this.nowMs;
      out.push(this.results(0, true, true));
    } else if (!this.current && this.nowMs - this.lastResultMs >= INTERIM_IN_SILENCE_MS) {
      out.push(this.results(0, false, false));
    }
    if (this.utteranceEndAtMs !== undefined && this.nowMs >= this.utteranceEndAtMs) {
      out.push({ type: 'UtteranceEnd', channel: [0, 1], last_word_end: (this.utteranceEndAtMs - this.utteranceEndMs) / 1000 });
      this.utteranceEndAtMs = undefined;
    }
    if (out.some((m) => m.type === 'Results')) this.lastResultMs = this.nowMs;
    return out;
  }

  /** CloseStream: what was heard, then Metadata. */
  close(): Record<string, unknown>[] {
    const out = this.current ? [this.speechFinal()] : [this.results(0, true, false)];
    return [...out, { type: 'Metadata', request_id: this.requestId, duration: this.nowMs / 1000, channels: 1 }];
  }

  private wordsHeard(): number {
    const c = this.current!;
    const all = QUESTIONS[c.question].split(' ').length;
    return Math.min(all, Math.ceil((c.framesSeen / this.frameCounts[c.question]) * all));
  }

  private speechFinal(): Record<string, unknown> {
    const message = this.results(this.wordsHeard(), true, true);
    this.utteranceEndAtMs = this.current!.lastFrameMs + this.utteranceEndMs;
    this.finalisedMs = this.nowMs;
    this.current = undefined;
    return message;
  }

  private results(words: number, isFinal: boolean, speechFinal: boolean): Record<string, unknown> {
    const c = this.current;
    const spoken = c ? QUESTIONS[c.question].split(' ').slice(0, words) : [];
    const start = c ? c.startMs : this.finalisedMs;
    const span = spoken.length > 0 ? (c!.lastFrameMs - start) / spoken.length : 0;
    return {
      type: 'Results',
      channel_index: [0, 1],
      duration: Math.max(0, this.nowMs - start) / 1000,
      start: start / 1000,
      is_final: isFinal,
      speech_final: speechFinal,
      from_finalize: false,
      channel: {
        alternatives: [
          {
            transcript: spoken.join(' '),
            confidence: spoken.length ? 0.98 : 0,
            words: spoken.map((w, i) => ({ word: w.toLowerCase().replace(/[^a-z0-9']/g, ''), start: (start + i * span) / 1000, end: (start + (i + 1) * span) / 1000, confidence: 0.98, punctuated_word: w })),
          },
        ],
      },
      metadata: { request_id: this.requestId, model_info: { name: '2-general-nova', version: '2024-01-01.0', arch: 'nova-3' }, model_uuid: this.requestId },
    };
  }
}
