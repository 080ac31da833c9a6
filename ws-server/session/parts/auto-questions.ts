// Auto mode's questions, from transcripts to answers. A final utterance's questions are answered
// once each (QuestionTrigger). Earlier than that, interim text that ends in a complete question
// at a pause in the speaker's voice starts its answer speculatively; when the final text shows
// the question went on, the answer restarts with the whole question (one start against the
// budget), and when the final text does not bear it out, it is cut off. A question that leans
// on the one before it joins that one if it follows within the merge window (a sub-prompt in
// its own utterance), else it is a follow-up and carries that question as context. On a panel
// (voices told apart) only the same interviewer's words join a question, and a follow-up goes
// back to the question it follows (follow-up-target.ts), whose id its answer carries. A topic
// opener said on its own ("Let's talk about your experience.") is held for a moment: the
// question that nearly always follows takes it as context, and only if none comes is the opener
// answered as a question in its own right. Each transcript comes with the language it is in
// (a primary subtag; English when undefined), which says what a question looks like.
import { detectQuestions, isTopicOpener, type DetectedQuestion } from '../../questions/detect-questions';
import { compareHeard, heardInSamePlace, saidMoreSince } from '../../questions/compare-heard';
import { normalizeQuestion } from '../../questions/normalize-question';
import type { QuestionTrigger } from '../../questions/question-trigger';
import { followUpTarget, type AskedBefore } from '../../questions/follow-up-target';
import { followUpContext, joinQuestions, leansOnPrevious, mergeSubPrompts } from '../../questions/question-topics';
import type { Interviewer } from '../../../lib/protocol';
import type { AnswerJob, AnswerQueue } from './answer-job';

export interface AutoQuestionsOptions {
  trigger: QuestionTrigger;
  answers: AnswerQueue;
  now(): number;
  /** A question that leans on the previous one joins it when heard within this of that one's end. */
  mergeWindowMs?: number;
  /** Every question sent to be answered, for the session's history title. */
  onAsked?(question: string): void;
  /** How long a topic opener heard alone waits for its question before it is answered itself. */
  openerWaitMs?: number;
  /** Who of a panel said an utterance, when the recogniser tells voices apart. */
  askerOf?(utteranceId: string): Interviewer | undefined;
}

interface Asked {
  id: string;
  question: DetectedQuestion;
  at: number;
  group?: AnswerJob['group'];
  /** Answered early: the utterance's whole text at that pause, which the question ended. */
  heardIn?: string;
  asker?: Interviewer;
  /** A follow-up: the id of the question it follows up. */
  followsUp?: string;
}

const MERGE_WINDOW_MS = 1500;
/** Longer than the pause between an opener and its question, short of a real wait for an answer. */
const OPENER_WAIT_MS = 2500;
const HEARD_KEPT = 32;
/** Questions a follow-up may go back to. */
const ASKED_KEPT = 16;
/** A recogniser's word times are believed this far back, no further (a replay after an outage reads old audio). */
const MAX_ENDED_AGO_MS = 5_000;

export class AutoQuestions {
  private readonly heardAt = new Map<string, number>();
  /** The questions of the utterance in progress answered early, at its pauses, in order. */
  private speculative?: { utteranceId: string; asked: Asked[] };
  private last?: Asked;
  /** The questions sent to be answered, oldest first: what a follow-up follows up. */
  private asked: AskedBefore[] = [];
  private opener?: { asked: Asked; timer: ReturnType<typeof setTimeout> };

  constructor(private readonly o: AutoQuestionsOptions) {}

  /** Any transcript of an utterance: the first one dates its start. */
  heard(utteranceId: string): void {
    if (this.heardAt.has(utteranceId)) return;
    this.heardAt.set(utteranceId, this.o.now());
    if (this.heardAt.size > HEARD_KEPT) this.heardAt.delete(this.heardAt.keys().next().value!);
  }

  /** Interim text up to a pause: answer now if it ends in a complete question. */
  onPause(utteranceId: string, text: string, language?: string): void {
    const q = mergeSubPrompts(detectQuestions(text, language), language).at(-1);
    // Anything after the question means the speaker went on to say something else.
    if (!q || !normalizeQuestion(text).endsWith(normalizeQuestion(q.text))) return;
    // An opener at a pause most likely has its question still to come: the final text decides.
    if (isTopicOpener(q.text, language)) return;
    const early = this.speculative?.utteranceId === utteranceId ? this.speculative.asked : [];
    const heard = early.map((e) => compareHeard(e.question.text, q.text, language));
    // Heard again, a word or two re-read differently or cut short: already being answered.
    if (heard.some((h) => h === 'same' || h === 'shorter')) return;
    // The latest early answer's question went on into this one: that answer restarts. Read
    // again over the same audio with nothing said since (noise keeps an utterance open, and
    // each pause in it re-reads the question a little differently), it is already being
    // answered; the final text settles it. Otherwise this is the next question of the
    // utterance, answered alongside (back-to-back questions).
    const latest = early.at(-1);
    const reread = latest !== undefined && sameStretch(latest, text, q.text);
    if (reread && !saidMoreSince(latest.heardIn!, text)) return;
    const grown = latest && (heard.at(-1) === 'grown' || reread) ? latest : undefined;
    if (!grown && this.o.trigger.isRecent(q.text, language)) return;
    // A sub-prompt of the previous question waits for its final text, which joins the two.
    if (early.length === 0 && this.joinsPrevious(utteranceId, q, language)) return;
    const followUp = this.followUp(q, language, undefined);
    const question = this.withOpener(followUp.question);
    const asked: Asked = { id: grown?.id ?? `${utteranceId}.${early.length + 1}`, question, at: this.o.now(), heardIn: text, ...followUp.link };
    if (grown) {
      this.o.answers.replace(this.job(asked));
      early[early.length - 1] = asked;
    } else {
      this.o.answers.submit(this.job(asked));
      early.push(asked);
    }
    this.speculative = { utteranceId, asked: early };
    this.o.onAsked?.(question.text);
  }

  /**
   * `endedAgoMs`, where the recogniser knows it: how long ago the last word was spoken. The
   * candidate's wait for the answer (and its fallback deadline) counts from then, not from the
   * recogniser's decision that the speaker had finished.
   */
  onFinal(utteranceId: string, text: string, language?: string, endedAgoMs?: number): void {
    const early = this.speculative?.utteranceId === utteranceId ? this.speculative.asked : [];
    if (early.length > 0) this.speculative = undefined;
    const found = this.o.trigger.onFinalUtterance(utteranceId, text, language);
    const at = this.o.now();
    const spokenAt = at - Math.min(Math.max(0, endedAgoMs ?? 0), MAX_ENDED_AGO_MS);
    const asker = this.o.askerOf?.(utteranceId);
    const trailing = found.at(-1);
    if (trailing && early.length === 0 && isTopicOpener(trailing.text, language)) {
      found.pop();
      this.holdOpener({ id: trailing.id, question: trailing, at, asker });
    }
    // Each question answered early is matched to the final text's question it became.
    const earlyAt = new Map<number, Asked>();
    for (const e of early) {
      const i = found.findIndex((q, index) => !earlyAt.has(index) && (compareHeard(e.question.text, q.text, language) !== 'different' || sameStretch(e, text, q.text)));
      // The final text does not hold it: a misheard pause, cut off.
      if (i === -1) this.o.answers.cancel(e.id);
      else earlyAt.set(i, e);
    }
    const kept = new Set([...earlyAt.values()].map((e) => e.id));
    let n = 0;
    const nextId = () => {
      do n++;
      while (kept.has(`${utteranceId}.${n}`));
      return `${utteranceId}.${n}`;
    };
    found.forEach((q, i) => {
      const group = found.length > 1 ? { id: utteranceId, part: q.part, parts: q.parts } : undefined;
      if (i === 0 && this.joinsPrevious(utteranceId, q, language, asker) && this.last) {
        const merged: Asked = { ...this.last, question: joinQuestions(this.last.question, q), at };
        this.o.answers.replace(this.job(merged, spokenAt));
        this.remember(merged);
        return;
      }
      const followUp = this.followUp(q, language, asker);
      const question = this.withOpener(followUp.question);
      const answered = earlyAt.get(i);
      if (answered) {
        const asked: Asked = { id: answered.id, question, at, group, ...(asker ? { asker } : {}), ...followUp.link };
        // Restarted when the question grew or was re-read differently; a few words less (they
        // open the next question) keep it.
        const rehearing = compareHeard(answered.question.text, q.text, language);
        if (rehearing === 'grown' || rehearing === 'different') this.o.answers.replace(this.job(asked, spokenAt));
        this.remember(asked);
        return;
      }
      const asked: Asked = { id: nextId(), question, at, group, ...(asker ? { asker } : {}), ...followUp.link };
      this.o.answers.submit(this.job(asked, spokenAt));
      this.o.onAsked?.(question.text);
      this.remember(asked);
    });
  }

  /** Ends the wait for an opener's question (the session ended). */
  close(): void {
    if (this.opener) clearTimeout(this.opener.timer);
    this.opener = undefined;
  }

  private holdOpener(asked: Asked): void {
    this.close();
    const timer = setTimeout(() => {
      this.opener = undefined;
      this.o.answers.submit(this.job(asked));
      this.o.onAsked?.(asked.question.text);
      this.remember(asked);
    }, this.o.openerWaitMs ?? OPENER_WAIT_MS);
    this.opener = { asked, timer };
  }

  /** The question that followed a held opener carries it as context; the opener is not answered alone. */
  private withOpener(q: DetectedQuestion): DetectedQuestion {
    const held = this.opener;
    if (!held) return q;
    this.close();
    return { ...q, context: [held.asked.question.text, q.context].filter(Boolean).join(' ') };
  }

  private joinsPrevious(utteranceId: string, q: DetectedQuestion, language?: string, asker?: Interviewer): boolean {
    if (!this.last || q.context || !leansOnPrevious(q.text, language)) return false;
    // Another interviewer's "And why?" is their own follow-up, never a part of a colleague's question.
    if (asker && this.last.asker && asker.id !== this.last.asker.id) return false;
    const started = this.heardAt.get(utteranceId) ?? this.o.now();
    return started - this.last.at <= (this.o.mergeWindowMs ?? MERGE_WINDOW_MS);
  }

  /** A question that leans on an earlier one carries that one as context, and its id as the link. */
  private followUp(q: DetectedQuestion, language: string | undefined, asker: Interviewer | undefined): { question: DetectedQuestion; link: Pick<Asked, 'followsUp'> } {
    const target = leansOnPrevious(q.text, language) ? followUpTarget(this.asked, asker, this.o.now()) : undefined;
    if (!target) return { question: q, link: {} };
    return { question: { ...q, context: followUpContext(target.text, q.context) }, link: { followsUp: target.id } };
  }

  private remember(asked: Asked): void {
    this.last = asked;
    this.asked = this.asked.filter((a) => a.id !== asked.id);
    this.asked.push({ id: asked.id, text: asked.question.text, at: asked.at, ...(asked.asker ? { asker: asked.asker } : {}) });
    if (this.asked.length > ASKED_KEPT) this.asked.shift();
  }

  /** `questionAt`: when the question ended (monotonic ms); now, unless the recogniser said when its last word was spoken. */
  private job(asked: Asked, questionAt = this.o.now()): AnswerJob {
    const { question } = asked;
    return {
      id: asked.id,
      question: question.text,
      kind: question.kind,
      context: question.context,
      trigger: 'auto',
      questionAt,
      questionDate: new Date(Date.now() - (this.o.now() - questionAt)),
      group: asked.group,
      ...(asked.asker ? { asker: asked.asker } : {}),
      ...(asked.followsUp ? { followsUp: asked.followsUp } : {}),
    };
  }
}

/** Whether `question`, heard in the utterance's `text`, was heard over the audio of the question answered early. */
function sameStretch(early: Asked, text: string, question: string): boolean {
  return early.heardIn !== undefined && heardInSamePlace({ text: early.heardIn, question: early.question.text }, { text, question });
}
