// One spoken practice answer: the candidate's transcripts in speaking order, and how long
// they spoke, from the start of their first speech to the end of their last, in audio time
// measured by the energy VAD (the same detector that cuts utterances for recognition). A long
// enough silence after speech ends the answer, as pressing Next question does.
import { EnergyVad } from '../audio/vad';

export interface AnswerCollectorOptions {
  /** Silence after speech that ends the answer. */
  silenceMs: number;
  /** An answer is cut here however it goes on. */
  maxAnswerMs: number;
  /** Wall-clock milliseconds: the duration when transcripts came but the VAD heard nothing. */
  now: () => number;
}

export type AnswerEnd = 'silence' | 'max_length';

interface Utterance {
  text: string;
  final: boolean;
}

export class AnswerCollector {
  private readonly vad = new EnergyVad();
  private firstSpeechMs?: number;
  private lastSpeechEndMs?: number;
  private speaking = false;
  private readonly utterances = new Map<string, Utterance>();
  private firstTextAt?: number;
  private lastTextAt?: number;
  /** Wall-clock times of the last end of speech and the last final: a final always follows its speech. */
  private lastSpeechEndAt?: number;
  private lastFinalAt?: number;
  private finalWaiters: (() => void)[] = [];

  constructor(private readonly o: AnswerCollectorOptions) {}

  /** Feeds audio; returns why the answer ended, when this audio ended it. */
  pushAudio(frame: Buffer): AnswerEnd | undefined {
    for (const event of this.vad.push(frame)) {
      if (event.type === 'speech-start') {
        this.firstSpeechMs ??= event.atMs;
        this.speaking = true;
      } else {
        this.speaking = false;
        this.lastSpeechEndMs = event.atMs;
        this.lastSpeechEndAt = this.o.now();
      }
    }
    if (this.firstSpeechMs === undefined) return undefined;
    const now = this.vad.elapsedMs;
    if (now - this.firstSpeechMs >= this.o.maxAnswerMs) return 'max_length';
    if (!this.speaking && this.lastSpeechEndMs !== undefined && now - this.lastSpeechEndMs >= this.o.silenceMs) return 'silence';
    return undefined;
  }

  /** An interim text replaces the utterance's previous one; a final one ends it. */
  onTranscript(id: string, text: string, final: boolean): void {
    const clean = text.trim();
    if (clean) {
      const at = this.o.now();
      this.firstTextAt ??= at;
      this.lastTextAt = at;
    }
    this.utterances.set(id, { text: clean, final });
    if (final) this.lastFinalAt = this.o.now();
    if (final && !this.pendingText) for (const resolve of this.finalWaiters.splice(0)) resolve();
  }

  /**
   * The recogniser still owes text: an utterance has interim text but no final, or speech was
   * heard (still going, or ended after the last final arrived) whose final has not come.
   */
  get pendingText(): boolean {
    if ([...this.utterances.values()].some((u) => !u.final && u.text !== '')) return true;
    if (this.speaking) return true;
    return this.lastSpeechEndAt !== undefined && (this.lastFinalAt === undefined || this.lastSpeechEndAt > this.lastFinalAt);
  }

  /** Resolves when every utterance has its final, or after `ms`, whichever comes first. */
  async settle(ms: number): Promise<void> {
    if (!this.pendingText) return;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.finalWaiters.push(resolve);
      timer = setTimeout(resolve, ms);
    });
    clearTimeout(timer);
  }

  /** Utterance ids heard, so a late final of this answer is not taken for the next one's. */
  get ids(): string[] {
    return [...this.utterances.keys()];
  }

  /** The answer so far: finals, and the latest interim text of an utterance still open. */
  get text(): string {
    return [...this.utterances.values()]
      .map((u) => u.text)
      .filter(Boolean)
      .join(' ');
  }

  get heardSpeech(): boolean {
    return this.firstSpeechMs !== undefined || this.firstTextAt !== undefined;
  }

  /** Seconds from the first speech to the end of the last (or to now, mid-sentence). */
  get seconds(): number {
    if (this.firstSpeechMs !== undefined) {
      const end = this.speaking || this.lastSpeechEndMs === undefined ? this.vad.elapsedMs : this.lastSpeechEndMs;
      return Math.max(0, end - this.firstSpeechMs) / 1000;
    }
    // No audio the VAD took for speech (a client sending transcripts' worth of quiet audio):
    // the time between the first and last text is the best measure left.
    if (this.firstTextAt !== undefined && this.lastTextAt !== undefined) return Math.max(0, this.lastTextAt - this.firstTextAt) / 1000;
    return 0;
  }
}
