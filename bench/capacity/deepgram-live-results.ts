// One connection of the fake Deepgram: what Deepgram's live /v1/listen sends back, paced by the
// audio received (stream time = bytes / 32 at 16 kHz 16-bit mono). While the interviewer speaks:
// SpeechStarted, an interim Results about every 500 ms as words come in, an is_final piece when
// speech has run 5 s without one, then is_final + speech_final once the last word is followed
// by `endpointing` ms of silence (the replay bench's fake does the same), and UtteranceEnd
// after `utterance_end_ms`. While nobody speaks, as Deepgram does: an empty interim about every
// second and an empty is_final about every 3 s (what lets the adapter forget the audio it keeps
// for a reconnect). Messages carry the fields real ones do (words, metadata), so the server
// parses as much JSON as it would in production.
import { randomUUID } from 'node:crypto';
import type { SpokenQuestion, TimedWord } from './interview-questions';

const INTERIM_IN_SPEECH_MS = 500;
const INTERIM_IN_SILENCE_MS = 1000;
const FINAL_IN_SILENCE_MS = 3000;
const FINAL_IN_SPEECH_MS = 5000;

export interface LiveEvent {
  message: Record<string, unknown>;
  /** The tag of the question this speech_final ends. */
  speechFinalOf?: number;
}

export class DeepgramLiveResults {
  private question: SpokenQuestion;
  /** Stream time up to which everything has been finalised. */
  private finalisedMs = 0;
  private lastResultMs = 0;
  private shownWords = 0;
  /** Words of the current question already in an is_final piece. */
  private finalWords = 0;
  private speechStarted = false;
  private utteranceEndAfterMs?: number;
  private readonly requestId = randomUUID();

  constructor(
    private readonly questions: Iterator<SpokenQuestion>,
    private readonly endpointingMs: number,
    private readonly utteranceEndMs: number,
  ) {
    this.question = this.nextQuestion();
  }

  /** What is sent once the audio has reached `nowMs` of stream time. */
  advance(nowMs: number): LiveEvent[] {
    const events: LiveEvent[] = [];
    const words = this.question.words;
    const heard = words.filter((w) => w.endMs <= nowMs).length;
    const speaking = nowMs >= words[0].startMs;
    if (speaking && !this.speechStarted) {
      this.speechStarted = true;
      events.push({ message: { type: 'SpeechStarted', channel: [0], timestamp: words[0].startMs / 1000 } });
    }
    if (heard === words.length && nowMs - words[heard - 1].endMs >= this.endpointingMs) {
      events.push({ message: this.results(words.slice(this.finalWords), nowMs, true, true), speechFinalOf: this.question.tag });
      this.finalisedMs = nowMs;
      this.utteranceEndAfterMs = words[heard - 1].endMs + this.utteranceEndMs;
      this.question = this.nextQuestion();
      this.shownWords = 0;
      this.finalWords = 0;
      this.speechStarted = false;
    } else if (speaking) {
      if (heard > this.finalWords && nowMs - this.finalisedMs >= FINAL_IN_SPEECH_MS) {
        events.push({ message: this.results(words.slice(this.finalWords, heard), words[heard - 1].endMs, true, false) });
        this.finalisedMs = words[heard - 1].endMs;
        this.finalWords = heard;
      } else if (heard > this.shownWords && nowMs - this.lastResultMs >= INTERIM_IN_SPEECH_MS) {
        events.push({ message: this.results(words.slice(this.finalWords, heard), nowMs, false, false) });
        this.shownWords = heard;
      }
    } else if (nowMs - this.finalisedMs >= FINAL_IN_SILENCE_MS) {
      events.push({ message: this.results([], nowMs, true, true) });
      this.finalisedMs = nowMs;
    } else if (nowMs - this.lastResultMs >= INTERIM_IN_SILENCE_MS) {
      events.push({ message: this.results([], nowMs, false, false) });
    }
    if (this.utteranceEndAfterMs !== undefined && nowMs >= this.utteranceEndAfterMs) {
      events.push({ message: { type: 'UtteranceEnd', channel: [0, 1], last_word_end: (this.utteranceEndAfterMs - this.utteranceEndMs) / 1000 } });
      this.utteranceEndAfterMs = undefined;
    }
    if (events.some((e) => e.message.type === 'Results')) this.lastResultMs = nowMs;
    return events;
  }

  /** CloseStream: whatever was heard and not finalised, then Metadata, as Deepgram closes. */
  close(nowMs: number): LiveEvent[] {
    const heard = this.question.words.filter((w) => w.endMs <= nowMs).slice(this.finalWords);
    const events: LiveEvent[] = [{ message: this.results(heard, nowMs, true, heard.length > 0) }];
    events.push({ message: { type: 'Metadata', request_id: this.requestId, duration: nowMs / 1000, channels: 1 } });
    return events;
  }

  private nextQuestion(): SpokenQuestion {
    const next = this.questions.next();
    if (next.done) throw new Error('the question schedule ended');
    return next.value;
  }

  private results(words: TimedWord[], nowMs: number, isFinal: boolean, speechFinal: boolean): Record<string, unknown> {
    const start = this.finalisedMs / 1000;
    return {
      type: 'Results',
      channel_index: [0, 1],
      duration: Math.max(0, nowMs - this.finalisedMs) / 1000,
      start,
      is_final: isFinal,
      speech_final: speechFinal,
      from_finalize: false,
      channel: {
        alternatives: [
          {
            transcript: words.map((w) => w.word).join(' '),
            confidence: words.length ? 0.98 : 0,
            words: words.map((w) => ({ word: w.word.toLowerCase().replace(/[^a-z0-9']/g, ''), start: w.startMs / 1000, end: w.endMs / 1000, confidence: 0.98, punctuated_word: w.word })),
          },
        ],
      },
      metadata: { request_id: this.requestId, model_info: { name: '2-general-nova', version: '2024-01-01.0', arch: 'nova-3' }, model_uuid: this.requestId },
    };
  }
}
