// One practice round over an interview socket: plan the questions, ask one, collect the
// candidate's spoken answer (transcripts in, silence or Next question ends it), score it with
// the rubric (and, with a model, add written feedback and a stronger version), save the turn,
// send the feedback, ask the next; practice_done after the last, or when the candidate ends it
// or the daily cap runs out. Nothing here charges interview minutes.
import type { TurnFeedback } from '../../lib/feedback/answer-score';
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { PracticeDoneMessage, ServerMessage, TranscriptMessage } from '../../lib/protocol';
import type { HistoryStore } from '../history/history-store';
import { AnswerCollector, type AnswerEnd } from './answer-collector';
import type { PlannedQuestion } from './plan-practice-questions';
import { planLanguageNotice, planRound, resumePoint, type RoundPlanInput } from './plan-round';
import { questionLanguage } from './question-language';
import { reviewPracticeAnswer } from './review-practice-answer';

export type PracticeEnd = PracticeDoneMessage['reason'];

export interface PracticeRunOptions extends Omit<RoundPlanInput, 'history' | 'language'> {
  /** The interview_session row (kind 'practice'); turns are not saved without one. */
  historyId?: string;
  /** What practice_done names: the history id, or the placeholder the ready message gave. */
  sessionId: string;
  history: Pick<HistoryStore, 'addTurn' | 'savePracticePlan'>;
  send(message: ServerMessage): void;
  /** The round is over and its turns are saved; the session closes the socket. */
  onDone(reason: PracticeEnd): void;
  silenceMs: number;
  now(): number;
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
    const planning = { signal: this.abort.signal, closed: () => this.closed, track: (write: Promise<unknown>) => void this.writes.push(write) };
    const questions = resumed?.plan?.length ? resumed.plan : await planRound({ ...this.o, language: this.language }, resumed?.asked ?? [], planning);
    if (this.closed || this.state !== 'planning' || !questions) return;
    this.questions = questions;
    const notice = planLanguageNotice(questions, this.language);
    if (notice) this.o.send(notice);
    const { next, answered, followUpAsked } = resumed ? resumePoint(questions, resumed.asked) : { next: 0, answered: 0, followUpAsked: false };
    this.answered = answered;
    this.followUpAsked = followUpAsked;
    if (this.endRequested || next >= this.questions.length) return this.finish(this.endRequested ?? 'completed');
    this.ask(this.questions[next], next, false);
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
    const { score, feedback, review, followUp } = await reviewPracticeAnswer(
      {
        question: asked.question,
        text,
        seconds: asked.collector.seconds,
        resume,
        jobDescription,
        language: this.o.spokenLanguage?.() ?? this.language,
        feedbackLanguage: this.o.feedbackLanguage ?? this.language,
        roundLanguage: this.language,
        mayFollowUp: !this.followUpAsked && !asked.followUp && !this.endRequested,
        closing: this.closed,
      },
      this.o.coach,
      this.abort.signal,
      this.o.conn,
    );
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
    if (followUp) {
      this.followUpAsked = true;
      this.pendingFollowUp = followUp;
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
