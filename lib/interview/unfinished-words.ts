/**
 * The interviewer's words on screen that no final has ended yet: the live text of their newest
 * utterance. When the connection drops they go with the reconnect's hello (`unfinished_words`),
 * so a question the drop cut off is still heard by the server that carries the session on.
 * The candidate's own words (/both's microphone) never count.
 */
import { LIMITS, type TranscriptMessage } from '@/lib/protocol';

export class UnfinishedWords {
  private current: { id: string; text: string } | null = null;

  heard(message: Pick<TranscriptMessage, 'id' | 'transcription' | 'speech_final' | 'speaker'>): void {
    if (message.speaker === 'candidate') return;
    const { id, transcription: text } = message;
    if (message.speech_final) {
      if (this.current?.id === id) this.current = null;
      return;
    }
    this.current = text.trim() ? { id, text } : this.current?.id === id ? null : this.current;
  }

  /** The words to hand to a reconnect, bounded as hello allows; undefined when there are none. */
  get words(): string | undefined {
    return this.current?.text.trim().slice(-LIMITS.maxQuestionChars) || undefined;
  }

  /** A new socket took them (its recogniser hears from here on). */
  clear(): void {
    this.current = null;
  }
}
