/**
 * The interviewer's words the server may not have acted on yet: the live text of their newest
 * utterance, and that utterance once its final came until an answer to it starts (at most a
 * few seconds: a question is answered within them, anything else was not one). When the
 * connection drops they go with the reconnect's hello (`unfinished_words`), so a question the
 * drop cut off is still heard by the server that carries the session on, even when the server
 * that heard its final died before it began the answer. The server does not hear twice what it
 * already has (the question carried over, or the one last answered). The candidate's own words
 * (/both's microphone) never count.
 */
import { LIMITS, type AnswerMessage, type TranscriptMessage } from '@/lib/protocol';

/** How long an interviewer's final is kept once said, while no answer to it has started. */
export const KEEP_FINAL_MS = 8_000;

export class UnfinishedWords {
  private current: { id: string; text: string; finalAt?: number } | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  heard(message: Pick<TranscriptMessage, 'id' | 'transcription' | 'speech_final' | 'speaker'>): void {
    if (message.speaker === 'candidate') return;
    const { id, transcription: text } = message;
    if (message.speech_final) {
      if (text.trim()) this.current = { id, text, finalAt: this.now() };
      else if (this.current?.id === id) this.current = null;
      return;
    }
    this.current = text.trim() ? { id, text } : this.current?.id === id ? null : this.current;
  }

  /** An answer began: one to the utterance kept (its question ids are "<utterance>.<part>") takes it. */
  answered(message: Pick<AnswerMessage, 'question_id' | 'trigger'>): void {
    const kept = this.current;
    if (kept?.finalAt !== undefined && message.trigger === 'auto' && (message.question_id === kept.id || message.question_id.startsWith(`${kept.id}.`))) this.current = null;
  }

  /** The words to hand to a reconnect, bounded as hello allows; undefined when there are none. */
  get words(): string | undefined {
    const kept = this.current;
    if (!kept || (kept.finalAt !== undefined && this.now() - kept.finalAt > KEEP_FINAL_MS)) return undefined;
    return kept.text.trim().slice(-LIMITS.maxQuestionChars) || undefined;
  }

  /** A new socket took them (its recogniser hears from here on). */
  clear(): void {
    this.current = null;
  }
}
