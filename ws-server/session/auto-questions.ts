// Auto mode's questions, from transcripts to answers. A final utterance's questions are answered
// once each (QuestionTrigger). Earlier than that, interim text that ends in a complete question
// at a pause in the speaker's voice starts its answer speculatively; when the final text shows
// the question went on, the answer restarts with the whole question (one start against the
// budget), and when the final text does not bear it out, it is cut off. A question that leans
// on the one before it joins that one if it follows within the merge window (a sub-prompt in
// its own utterance), else it is a follow-up and carries that question as context.
import { detectQuestions, type DetectedQuestion } from '../questions/detect-questions';
import { normalizeQuestion } from '../questions/normalize-question';
import type { QuestionTrigger } from '../questions/question-trigger';
import { followUpContext, joinQuestions, leansOnPrevious, mergeSubPrompts } from '../questions/question-topics';
import type { AnswerJob } from './answer-runner';

export interface AutoQuestionsOptions {
  trigger: QuestionTrigger;
  answers: { submit(job: AnswerJob): void; replace(job: AnswerJob): void; cancel(questionId: string): void };
  now(): number;
  /** A question that leans on the previous one joins it when heard within this of that one's end. */
  mergeWindowMs?: number;
  /** Every question sent to be answered, for the session's history title. */
  onAsked?(question: string): void;
}

interface Asked {
  id: string;
  question: DetectedQuestion;
  at: number;
  group?: AnswerJob['group'];
}

const MERGE_WINDOW_MS = 1500;
const HEARD_KEPT = 32;

export class AutoQuestions {
  private readonly heardAt = new Map<string, number>();
  private speculative?: Asked & { utteranceId: string };
  private last?: Asked;

  constructor(private readonly o: AutoQuestionsOptions) {}

  /** Any transcript of an utterance: the first one dates its start. */
  heard(utteranceId: string): void {
    if (this.heardAt.has(utteranceId)) return;
    this.heardAt.set(utteranceId, this.o.now());
    if (this.heardAt.size > HEARD_KEPT) this.heardAt.delete(this.heardAt.keys().next().value!);
  }

  /** Interim text up to a pause: answer now if it ends in a complete question. */
  onPause(utteranceId: string, text: string): void {
    const q = mergeSubPrompts(detectQuestions(text)).at(-1);
    // Anything after the question means the speaker went on to say something else.
    if (!q || !normalizeQuestion(text).endsWith(normalizeQuestion(q.text))) return;
    const spec = this.speculative?.utteranceId === utteranceId ? this.speculative : undefined;
    if (spec && normalizeQuestion(spec.question.text) === normalizeQuestion(q.text)) return;
    if (!spec && this.o.trigger.isRecent(q.text)) return;
    // A sub-prompt of the previous question waits for its final text, which joins the two.
    if (!spec && this.joinsPrevious(utteranceId, q)) return;
    const question = this.withFollowUpContext(q);
    const asked = { id: spec?.id ?? `${utteranceId}.1`, question, at: this.o.now(), utteranceId };
    const job = this.job(asked);
    if (spec) this.o.answers.replace(job);
    else this.o.answers.submit(job);
    this.speculative = asked;
    this.o.onAsked?.(question.text);
  }

  onFinal(utteranceId: string, text: string): void {
    const spec = this.speculative?.utteranceId === utteranceId ? this.speculative : undefined;
    if (spec) this.speculative = undefined;
    const found = this.o.trigger.onFinalUtterance(utteranceId, text);
    const at = this.o.now();
    const taken = spec ? found.findIndex((q) => sameOrGrown(spec.question.text, q.text)) : -1;
    // The final text does not hold the question answered early: a misheard pause, cut off.
    if (spec && taken === -1) this.o.answers.cancel(spec.id);
    found.forEach((q, i) => {
      const group = found.length > 1 ? { id: utteranceId, part: q.part, parts: q.parts } : undefined;
      if (i === 0 && this.joinsPrevious(utteranceId, q) && this.last) {
        const merged: Asked = { ...this.last, question: joinQuestions(this.last.question, q), at };
        this.o.answers.replace(this.job(merged));
        this.last = merged;
        return;
      }
      const question = this.withFollowUpContext(q);
      if (i === taken && spec) {
        const asked: Asked = { id: spec.id, question, at, group };
        if (normalizeQuestion(spec.question.text) !== normalizeQuestion(q.text)) this.o.answers.replace(this.job(asked));
        this.last = asked;
        return;
      }
      // Ids stay 1…n: the one answered early holds ".1", so the first part takes its number.
      const id = spec && taken > 0 && i === 0 ? `${utteranceId}.${taken + 1}` : q.id;
      const asked: Asked = { id, question, at, group };
      this.o.answers.submit(this.job(asked));
      this.o.onAsked?.(question.text);
      this.last = asked;
    });
  }

  private joinsPrevious(utteranceId: string, q: DetectedQuestion): boolean {
    if (!this.last || q.context || !leansOnPrevious(q.text)) return false;
    const started = this.heardAt.get(utteranceId) ?? this.o.now();
    return started - this.last.at <= (this.o.mergeWindowMs ?? MERGE_WINDOW_MS);
  }

  private withFollowUpContext(q: DetectedQuestion): DetectedQuestion {
    if (!this.last || !leansOnPrevious(q.text)) return q;
    return { ...q, context: followUpContext(this.last.question.text, q.context) };
  }

  private job(asked: Asked): AnswerJob {
    const { question } = asked;
    return { id: asked.id, question: question.text, kind: question.kind, context: question.context, trigger: 'auto', questionAt: this.o.now(), questionDate: new Date(), group: asked.group };
  }
}

/** The final text's question is the one answered early, perhaps with more said after it. */
function sameOrGrown(early: string, final: string): boolean {
  const a = normalizeQuestion(early);
  const b = normalizeQuestion(final);
  return a === b || b.startsWith(a) || a.startsWith(b);
}
