// One practice round over an interview socket: plan the questions, ask one, collect the
// candidate's spoken answer (transcripts in, silence or Next question ends it), score it with
// the rubric (and, with a model, add written feedback and a stronger version), save the turn,
// send the feedback, ask the next; practice_done after the last, or when the candidate ends it
// or the daily cap runs out. Nothing here charges interview minutes.
import { randomInt } from 'node:crypto';
import type { QuestionKind, TurnFeedback } from '../../lib/feedback/answer-score';
import { scoreAnswer } from '../../lib/feedback/score-answer';
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import { primaryLanguage } from '../../lib/language/languages';
import { practiceBank } from '../../lib/practice/practice-bank';
import type { PracticeRound } from '../../lib/practice/practice-question';
import type { PracticeDoneMessage, ServerMessage, TranscriptMessage } from '../../lib/protocol';
import type { HistoryStore } from '../history/history-store';
import { AnswerCollector, type AnswerEnd } from './answer-collector';
import { findAnswerGap, followUpFor, type AnswerGap } from './answer-gap';
import { planGivenQuestions } from './given-questions';
import { planPracticeQuestions, type PlannedQuestion } from './plan-practice-questions';
import type { CoachReview, PracticeCoach } from './practice-coach';
import type { PracticeStore } from './practice-store';
import { questionLanguage } from './question-language';

export type PracticeEnd = PracticeDoneMessage['reason'];

export interface PracticeRunOptions {
  round: PracticeRound;
  count: number;
  /** "Practise these": the questions to ask, in order, instead of planning a round (`round` and `count` then unused). */
  given?: readonly string[];
  userId: string;
  /** The interview_session row (kind 'practice'); turns are not saved without one. */
  historyId?: string;
  /** What practice_done names: the history id, or the placeholder the ready message gave. */
  sessionId: string;
  context(): { resume: string; jobDescription: string };
  history: HistoryStore;
  practice: PracticeStore;
  coach?: PracticeCoach;
  send(message: ServerMessage): void;
  /** The round is over and its turns are saved; the session closes the socket. */
  onDone(reason: PracticeEnd): void;
  silenceMs: number;
  now(): number;
  conn: string;
  /** A dropped round carried on: its stored plan (when there is one) and the questions already asked, in order. */
  resumed?: { plan?: PlannedQuestion[]; asked: string[] };
  /** The language the interviewer asks in (a BCP-47 tag); English when absent. */
  language?: string;
  /** The language the candidate reads feedback in; the round's when absent. */
  feedbackLanguage?: string;
  /** The language the candidate is heard speaking, when the recogniser says (read at each answer). */
  spokenLanguage?(): string | undefined;
}

/** How long an answer may run before it is cut and scored. */
const MAX_ANSWER_MS = 5 * 60_000;
/** After the answer ends, the recogniser's last final may still be on its way. */
const FINAL_GRACE_MS = 3_000;
const PLAN_TIMEOUT_MS = 20_000;
const REVIEW_TIMEOUT_MS = 20_000;
const RECENT_QUESTIONS = 40;

const normalQuestion = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

interface Asked {
  question: PlannedQuestion;
  /** question_id on the wire: the planned id, or "<id>.f" for its follow-up. */
  id: string;
  index: number;
  followUp: boolean;
  askedAt: Date;
  collector: AnswerCollector;
}

export class PracticeRun {
  private state: 'planning' | 'answering' | 'scoring' | 'done' = 'planning';
  private questions: PlannedQuestion[] = [];
  private current?: Asked;
  private closedIds = new Set<string>();
  private answered = 0;
  private followUpAsked = false;
  /** The follow-up to ask before the next planned question (at most one per round). */
  private pendingFollowUp?: PlannedQuestion;
  private finished = false;
  private endRequested?: Exclude<PracticeEnd, 'completed'>;
  private closed = false;
  private scoring?: Promise<void>;
  private readonly writes: Promise<unknown>[] = [];
  private readonly abort = new AbortController();

  constructor(private readonly o: PracticeRunOptions) {}

  private get language(): string {
    return this.o.language ?? 'en';
  }

  async start(): Promise<void> {
    const resumed = this.o.resumed;
    const questions = resumed?.plan?.length ? resumed.plan : await this.plan(resumed?.asked ?? []);
    if (this.closed || this.state !== 'planning' || !questions) return;
    this.questions = questions;
    this.noticeLanguage();
    const next = resumed ? this.resumeAt(resumed.asked) : 0;
    if (this.endRequested || next >= this.questions.length) return this.finish(this.endRequested ?? 'completed');
    this.ask(this.questions[next], next, false);
  }

  /** Plans the round (a resumed one without a stored plan keeps what it asked), and stores the plan for a reconnect. */
  private async plan(asked: string[]): Promise<PlannedQuestion[] | undefined> {
    // The candidate's own list needs no planning: what they were asked lately is no reason to skip one.
    if (this.o.given?.length) return this.keep(planGivenQuestions(this.o.given, this.language), 'given', 0);
    const recent = await this.o.practice.recentQuestions(this.o.userId, RECENT_QUESTIONS).catch((e: unknown) => {
      writeLog('warn', 'practice_recent_failed', { conn: this.o.conn, error: toError(e).message });
      return [] as string[];
    });
    // Closed while the recent questions were read: no model call for a round nobody will hear.
    if (this.closed) return undefined;
    const { resume, jobDescription } = this.o.context();
    const plan = await planPracticeQuestions({
      round: this.o.round,
      count: this.o.count,
      resume,
      jobDescription,
      recent: [...asked, ...recent],
      coach: this.o.coach,
      timeoutMs: PLAN_TIMEOUT_MS,
      seed: randomInt(2 ** 31),
      conn: this.o.conn,
      signal: this.abort.signal,
      language: this.language,
    }).catch((error: unknown) => {
      if (this.closed) return undefined;
      throw error;
    });
    if (!plan) return undefined;
    const questions = [...asked.map((text, i) => ({ id: `asked-${i + 1}`, text, kind: 'other' as const })), ...plan.questions].slice(0, Math.max(this.o.count, asked.length));
    return this.keep(questions, plan.source, recent.length);
  }

  /** Logs the plan and stores it, so a reconnect on any server asks the same questions. */
  private keep(questions: PlannedQuestion[], source: 'ai' | 'bank' | 'given', recent: number): PlannedQuestion[] {
    writeLog('info', 'practice_planned', { conn: this.o.conn, round: this.o.round, count: questions.length, source, recent });
    const historyId = this.o.historyId;
    if (historyId) {
      this.writes.push(this.o.history.savePracticePlan(historyId, questions).catch((e: unknown) => writeLog('warn', 'practice_plan_unsaved', { conn: this.o.conn, error: toError(e).message })));
    }
    return questions;
  }

  /**
   * Says once, before the first question, that the questions are not in the round's language:
   * the offline bank has none in it yet. The same words whether the plan is new or resumed.
   */
  private noticeLanguage(): void {
    const { fallbackNotice } = practiceBank(this.language);
    const wanted = primaryLanguage(this.language);
    if (fallbackNotice && this.questions.some((q) => primaryLanguage(questionLanguage(q, this.language)) !== wanted)) {
      this.o.send({ type: 'notice', code: 'practice_language', message: fallbackNotice });
    }
  }

  /** Where a resumed round carries on: the first planned question not asked yet; what was asked counts as answered. */
  private resumeAt(asked: string[]): number {
    const said = new Set(asked.map(normalQuestion));
    this.answered = asked.length;
    // Anything asked that is not in the plan was the round's one follow-up.
    this.followUpAsked = asked.some((text) => !this.questions.some((q) => normalQuestion(q.text) === normalQuestion(text)));
    const next = this.questions.findIndex((q) => !said.has(normalQuestion(q.text)));
    return next === -1 ? this.questions.length : next;
  }

  onAudio(frame: Buffer): void {
    if (this.state !== 'answering' || !this.current) return;
    const end = this.current.collector.pushAudio(frame);
    if (end) void this.endAnswer(end);
  }

  onTranscript(message: TranscriptMessage): void {
    // A late final of an answer already scored must not open the next one.
    if (!this.current || this.closedIds.has(message.id) || (this.state !== 'answering' && this.state !== 'scoring')) return;
    this.current.collector.onTranscript(message.id, message.transcription, message.speech_final);
  }

  /** The candidate pressed Next question: the answer ends now. */
  nextQuestion(): void {
    if (this.state === 'answering') void this.endAnswer('next');
  }

  /** End practice, or the daily cap ran out: score the answer in progress, then practice_done. */
  end(reason: Exclude<PracticeEnd, 'completed'>): void {
    if (this.state === 'done') return;
    this.endRequested ??= reason;
    if (this.state === 'answering') void this.endAnswer('end');
    else if (this.state === 'planning') this.finish(reason);
    // While scoring, the round ends once the feedback is out.
  }

  /** The socket closed: keep what was said, then wait for every write. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.abort.abort();
    if (this.state === 'answering') this.scoring = this.score('end');
    await this.scoring;
    this.state = 'done';
    await Promise.all(this.writes);
  }

  private ask(question: PlannedQuestion, index: number, followUp: boolean): void {
    const id = followUp ? `${question.id}.f` : question.id;
    this.current = { question, id, index, followUp, askedAt: new Date(), collector: new AnswerCollector({ silenceMs: this.o.silenceMs, maxAnswerMs: MAX_ANSWER_MS, now: this.o.now }) };
    this.state = 'answering';
    this.o.send({
      type: 'practice_question',
      index: index + 1,
      total: this.questions.length,
      question_id: id,
      text: question.text,
      kind: question.kind,
      ...(followUp ? { follow_up: true } : {}),
      // A follow-up is worded by the model in the round's language.
      language: followUp ? this.language : questionLanguage(question, this.language),
    });
  }

  private endAnswer(why: AnswerEnd | 'next' | 'end'): Promise<void> {
    if (this.state !== 'answering') return this.scoring ?? Promise.resolve();
    this.scoring = this.score(why).then(() => this.afterScore());
    return this.scoring;
  }

  private async score(why: AnswerEnd | 'next' | 'end'): Promise<void> {
    const asked = this.current;
    if (!asked) return;
    this.state = 'scoring';
    if (!this.closed) await asked.collector.settle(FINAL_GRACE_MS);
    for (const id of asked.collector.ids) this.closedIds.add(id);
    const text = asked.collector.text;
    // Ending with nothing said records nothing; skipping a question with Next records a 0.
    if (!text && (why === 'end' || this.closed)) return;
    const { jobDescription, resume } = this.o.context();
    // The answer is judged by the rules of the language it was spoken in: the one the recogniser
    // reports, else the round's; its notes are written in the candidate's feedback language.
    const spoken = this.o.spokenLanguage?.() ?? this.language;
    const feedbackLanguage = this.o.feedbackLanguage ?? this.language;
    const score = scoreAnswer({ question: asked.question.text, answer: text, seconds: asked.collector.seconds, jobDescription, kind: asked.question.kind, language: spoken, feedbackLanguage });
    const gap = this.o.coach && !this.followUpAsked && !asked.followUp && !this.endRequested && !this.closed ? findAnswerGap(asked.question.kind, score) : undefined;
    const review = await this.review(asked, text, score, resume, jobDescription, gap, spoken, feedbackLanguage);
    const feedback: TurnFeedback = {
      ...score,
      ...(review.writtenFeedback ? { written_feedback: review.writtenFeedback } : {}),
      ...(review.strongerAnswer ? { stronger_answer: review.strongerAnswer } : {}),
    };
    this.save(asked, text, feedback);
    this.answered++;
    writeLog('info', 'practice_answer_scored', { conn: this.o.conn, question: asked.id, words: score.figures.words, seconds: score.figures.seconds, score: score.score, ended_by: why, coached: Boolean(review.writtenFeedback) });
    this.o.send({
      type: 'practice_feedback',
      question_id: asked.id,
      score,
      transcript: text,
      ...(review.writtenFeedback ? { written_feedback: review.writtenFeedback } : {}),
      ...(review.strongerAnswer ? { stronger_answer: review.strongerAnswer } : {}),
    });
    // Without the model's wording, the language's own fallback: in a language without one only the model's is asked.
    const followUpText = review.followUp ?? (gap && followUpFor(gap, this.language));
    if (gap && followUpText) {
      this.followUpAsked = true;
      // Scored as "other": a short outcome is the right answer to it, not a whole STAR story.
      this.pendingFollowUp = { id: asked.question.id, text: followUpText, kind: 'other' satisfies QuestionKind };
    }
  }

  private afterScore(): void {
    if (this.closed) return;
    const asked = this.current;
    if (this.endRequested) return this.finish(this.endRequested);
    const followUp = this.pendingFollowUp;
    this.pendingFollowUp = undefined;
    if (followUp && asked) return this.ask(followUp, asked.index, true);
    const next = (asked?.index ?? -1) + 1;
    if (next < this.questions.length) return this.ask(this.questions[next], next, false);
    this.finish('completed');
  }

  private async review(
    asked: Asked,
    text: string,
    score: ReturnType<typeof scoreAnswer>,
    resume: string,
    jobDescription: string,
    gap: AnswerGap | undefined,
    language: string,
    feedbackLanguage: string,
  ): Promise<CoachReview> {
    const coach = this.o.coach;
    if (!coach || this.closed || score.figures.words === 0) return {};
    try {
      const signal = AbortSignal.any([this.abort.signal, AbortSignal.timeout(REVIEW_TIMEOUT_MS)]);
      return await coach.review({ question: asked.question.text, kind: asked.question.kind, answer: text, resume, jobDescription, score, gap: gap?.description, language, feedbackLanguage }, signal);
    } catch (error) {
      // The rubric's score stands on its own: a failed review costs the written advice only.
      writeLog('warn', 'practice_review_failed', { conn: this.o.conn, coach: coach.name, error: toError(error).message });
      return {};
    }
  }

  private save(asked: Asked, text: string, feedback: TurnFeedback): void {
    const historyId = this.o.historyId;
    if (!historyId) return;
    const write = this.o.history
      .addTurn({
        sessionId: historyId,
        profileId: this.o.userId,
        question: asked.question.text,
        // The debrief shows this column as the suggested answer: the model's stronger version.
        answer: feedback.stronger_answer ?? '',
        questionAt: asked.askedAt,
        answerCompletedAt: new Date(),
        answerEngine: this.o.coach ? this.o.coach.name : 'rubric',
        status: 'complete',
        candidateAnswer: text,
        candidateSeconds: feedback.figures.seconds,
        feedback,
        questionKind: asked.question.kind,
      })
      .catch((e: unknown) => writeLog('error', 'history_turn_failed', { conn: this.o.conn, session: historyId, error: toError(e).message }));
    this.writes.push(write);
  }

  private finish(reason: PracticeEnd): void {
    if (this.finished) return;
    this.finished = true;
    this.state = 'done';
    void Promise.all(this.writes).then(() => {
      if (this.closed) return;
      this.o.send({ type: 'practice_done', session_id: this.o.sessionId, answered: this.answered, reason });
      this.o.onDone(reason);
    });
  }
}
