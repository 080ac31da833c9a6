// The round a live interview for an application is: which stories the candidate told (their own
// words on a /both microphone, or an answer shown in full that rested on the story) and which
// figures they claimed, with the story each belongs to. Written through record_round a few
// seconds after it changes and once more when the session ends, so a crash loses little; the
// database merges each write into the session's one round, so a reconnect that carries the
// session on adds to it and never counts twice. Offline: nothing here needs a model. The words
// are never logged, only counts.
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import type { StoryForAnswer } from '../../../lib/prep/prep-types';
import { toldByAnswer, type ShownAnswer } from '../../rounds/answer-told';
import { CandidateTelling, type SettledFigure } from '../../rounds/candidate-telling';
import { ToldStoryMatcher } from '../../rounds/match-told-story';
import { RoundDraft } from '../../rounds/round-draft';
import type { RoundStore } from '../../rounds/round-store';
import type { SessionPart } from '../session-part';

/** Long enough to batch one answer's utterances, short enough that a crash loses little. */
const SAVE_AFTER_MS = 10_000;

export interface RoundRecordInput {
  historyId: string;
  userId: string;
  conn: string;
  store: RoundStore;
  stories: readonly StoryForAnswer[];
  /**
   * Whether the candidate's own words are heard (/both). When they are, the figures claimed are
   * theirs; when not, the figures of the answers shown stand in for what they read out.
   */
  hearsCandidate: boolean;
}

export class RoundRecord implements SessionPart {
  private readonly telling: CandidateTelling;
  private readonly draft = new RoundDraft();
  private timer?: NodeJS.Timeout;
  private dirty = false;
  /** Something happened (an answer, the candidate's words): only then is the session a round. */
  private active = false;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly o: RoundRecordInput) {
    this.telling = new CandidateTelling(new ToldStoryMatcher(o.stories));
  }

  /** A final utterance of the candidate's (the microphone, echo removed). */
  heard(text: string): void {
    if (!this.o.hearsCandidate) return;
    this.active = true;
    const update = this.telling.hear(text);
    this.note(update.told ? this.draft.tell(update.told, 'said') : false, update.figures, 'said');
  }

  /** The interviewer asked another question: the candidate's answer to the last one is complete. */
  nextQuestion(): void {
    this.note(false, this.telling.nextQuestion(), 'said');
  }

  /** An answer's turn ended (complete, cut off or failed). */
  answered(turn: ShownAnswer): void {
    this.active = true;
    const { stories, figures } = toldByAnswer(turn, !this.o.hearsCandidate);
    let changed = false;
    for (const id of stories) changed = this.draft.tell(id, 'shown') || changed;
    this.note(changed, figures, 'shown');
  }

  /** At the end: what the candidate was saying counts, and the record is written once more. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.note(false, this.telling.nextQuestion(), 'said');
    await this.save();
  }

  private note(changed: boolean, figures: SettledFigure[], origin: 'said' | 'shown'): void {
    for (const f of figures) changed = this.draft.claim(f, origin) || changed;
    if (!changed) return;
    this.dirty = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.save();
    }, SAVE_AFTER_MS);
    this.timer.unref?.();
  }

  private save(): Promise<void> {
    // A session in which nothing was asked or said is no round: it would push later numbers on.
    if (!this.active || (!this.dirty && !this.draft.empty)) return this.saving;
    this.dirty = false;
    const { historyId, userId, conn, store } = this.o;
    const payload = this.draft.payload();
    // One write at a time, in order: each carries everything so far.
    this.saving = this.saving.then(async () => {
      try {
        const round = await store.record({ profileId: userId, sessionId: historyId, ...payload });
        writeLog('info', 'round_recorded', { conn, session: historyId, round, told: payload.told.length, figures: payload.figures.length });
      } catch (e: unknown) {
        this.dirty = true;
        writeLog('warn', 'round_unrecorded', { conn, session: historyId, error: toError(e).message });
      }
    });
    return this.saving;
  }
}
