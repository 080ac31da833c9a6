// Who of a panel said what, for a live interview whose recogniser tells voices apart: each
// interviewer final's voice becomes "Interviewer 1", "Interviewer 2" … (../../speakers/panel-voices.ts),
// the questions asked in it carry that interviewer, and the candidate may rename one for the
// session ("Priya (EM)"): later messages carry the name, and it is stored with the session for
// the debrief. A voice is stored when first heard too, so a session carried on by another server
// numbers its next voices after these. Renames are bounded per minute: each is a database write.
// Without voices (offline recognisers, the OpenAI-compatible path) this part stays silent and the
// screen says "Interviewer" as before. Names and words are never logged.
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import type { Interviewer, RenameSpeakerMessage, ServerMessage } from '../../../lib/protocol';
import type { HistoryStore } from '../../history/history-store';
import { createSlidingWindowLimiter, type SlidingWindowLimiter } from '../../limits/sliding-window-limiter';
import { normalizeQuestion } from '../../questions/normalize-question';
import { PanelVoices, type PanelVoice } from '../../speakers/panel-voices';
import type { SessionPart } from '../session-part';

/** Renames a session may send in any 60 s: enough to fix a typo or two, never a write storm. */
export const RENAMES_PER_MINUTE = 10;
/** Finals remembered to say who asked a question sent by hand (Space sends what was said since the last one). */
const FINALS_KEPT = 32;

export interface PanelSpeakersInput {
  /** The session's history row; without one names live for the session only. */
  historyId?: string;
  userId: string;
  conn: string;
  history: Pick<HistoryStore, 'saveSpeaker'>;
  send(message: ServerMessage): void;
  now(): number;
  /** The voices a resumed session had numbered (and named). */
  earlier?: readonly PanelVoice[];
}

export class PanelSpeakers implements SessionPart {
  private readonly voices: PanelVoices;
  private readonly finals: { utteranceId: string; words: string; id: number }[] = [];
  private readonly renames: SlidingWindowLimiter;
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly o: PanelSpeakersInput) {
    this.voices = new PanelVoices(o.earlier);
    this.renames = createSlidingWindowLimiter(RENAMES_PER_MINUTE, 60_000, o.now);
  }

  /** An interviewer final with text: who said it, when the recogniser named its voice. */
  heard(utteranceId: string, text: string, voice: string | undefined): Interviewer | undefined {
    if (voice === undefined) return undefined;
    const placed = this.voices.place(voice);
    if (!placed) return undefined;
    if (placed.isNew) this.save({ id: placed.interviewer.id, name: null });
    this.finals.push({ utteranceId, words: normalizeQuestion(text), id: placed.interviewer.id });
    if (this.finals.length > FINALS_KEPT) this.finals.shift();
    return placed.interviewer;
  }

  /** Who said the utterance a detected question was heard in. */
  ofUtterance(utteranceId: string): Interviewer | undefined {
    const final = this.finals.findLast((f) => f.utteranceId === utteranceId);
    return final && this.voices.interviewer(final.id);
  }

  /**
   * Who asked a question sent by hand: the newest interviewer final that holds its words, else
   * (a question said across two finals) the one that ended it: whoever finished asking it.
   */
  whoSaid(question: string): Interviewer | undefined {
    const words = normalizeQuestion(question);
    if (!words) return undefined;
    const final = this.finals.findLast((f) => f.words.includes(words)) ?? this.finals.findLast((f) => f.words.length > 0 && words.endsWith(f.words));
    return final && this.voices.interviewer(final.id);
  }

  /** A rename_speaker message: the problem to answer with (bad_message), or undefined once handled. */
  rename(message: RenameSpeakerMessage): string | undefined {
    if (!this.voices.has(message.speaker)) return `No interviewer ${message.speaker} has been heard in this session.`;
    if (!this.renames.allows()) {
      this.o.send({ type: 'error', code: 'rename_rate_limited', message: `Rename limit reached: at most ${RENAMES_PER_MINUTE} renames a minute. Wait a moment before renaming again.` });
      return undefined;
    }
    this.renames.record();
    this.voices.rename(message.speaker, message.name);
    this.save({ id: message.speaker, name: message.name });
    return undefined;
  }

  /** The voices numbered so far, with their names: what a reconnect carries on. */
  all(): PanelVoice[] {
    return this.voices.all();
  }

  /** Resolves once every voice and name saved so far is written (or has failed). */
  flush(): Promise<void> {
    return this.writes;
  }

  private save(speaker: { id: number; name: string | null }): void {
    const { historyId, userId, history, conn } = this.o;
    if (!historyId || !history.saveSpeaker) return;
    const save = history.saveSpeaker.bind(history);
    // One write at a time, in order: a voice's first row never lands after its new name.
    this.writes = this.writes.then(() =>
      save(historyId, userId, speaker).catch((e: unknown) => writeLog('warn', 'panel_speaker_unsaved', { conn, session: historyId, speaker: speaker.id, error: toError(e).message })),
    );
  }
}
