// One answer, from its job to its last message: read the screen first for a "Solve screen"
// job, stream the engine's deltas to the client (the first the moment it arrives, the rest
// batched at most every ANSWER_CHUNK_INTERVAL_MS), stop at the first-chunk
// or total timeout, and always end with a speech_final message carrying the status and the
// latency (question end to first chunk), even when the answer was cut off or failed.
// Every answer but a screen one is given numbered sources: the first message lists them, the
// last says which the answer cited and, for a model's answer, what it claimed without one.
// With a model and a fallback, the text comes from answer-with-fallback: offline pieces go out
// labelled `fallback`, and the model's late answer goes out at once with `replaces`, after any
// offline text still batched, so the client swaps the card's text in the order it was shown.
import { writeLog } from '../../../lib/logging/write-log';
import type { ServerMessage } from '../../../lib/protocol';
import { scheduleWith, type Schedule } from '../../../lib/timers/schedule';
import type { AnswerRequest, QuestionAndAnswer } from '../../llm/answer-engine';
import { describeAnswerError } from '../../llm/describe-answer-error';
import { readScreenJob } from '../../screen/read-screen-job';
import type { ScreenReader } from '../../screen/screen-reader';
import type { AnswerJob } from './answer-job';
import { DeltaBatcher } from './delta-batcher';
import type { AnswerEngine } from '../ports';
import type { AnswerSource } from '../../../lib/evidence/answer-source';
import type { EvidenceIndex } from '../../evidence/evidence-index';
import { checkAnswer, evidenceFor, evidenceHeader, type CheckedAnswer } from './answer-evidence';
import { answerWithFallback, type AnswerFallback, type AnswerPiece } from './answer-with-fallback';
import type { ServerMetrics } from '../../metrics/server-metrics';

export interface RunAnswerOptions {
  engine: AnswerEngine;
  engineName: string;
  send(message: ServerMessage): void;
  now(): number;
  /** What the prompt is built from besides the question; `history` is the newest turns. */
  request(): Omit<AnswerRequest, 'question' | 'kind' | 'context' | 'screen' | 'screenProblem' | 'evidence'>;
  /** The session's evidence index as it is now: each answer but a screen one is given its sources from it. */
  evidence(): EvidenceIndex;
  /** Adds to the sources once they are built, before they are sent and kept (where a story was told before). */
  markSources?(sources: AnswerSource[]): AnswerSource[];
  /** The newest answered screen problem, context for the questions asked about it. */
  screenProblem?: QuestionAndAnswer;
  readScreen?: ScreenReader;
  firstChunkTimeoutMs: number;
  totalTimeoutMs: number;
  sessionLabel: string;
  /** Timers for batching deltas and the fallback's deadline; real ones by default. */
  schedule?: Schedule;
  /** The offline answer and the model's breaker, for a model that is slow or down. */
  fallback?: AnswerFallback;
  metrics?: Pick<ServerMetrics, 'firstChunk' | 'answerShown' | 'providerError'>;
}

/** At most this often an answer message after the first: twenty updates a second. */
export const ANSWER_CHUNK_INTERVAL_MS = 50;

export interface AnswerOutcome {
  status: 'complete' | 'aborted' | 'failed';
  /** As streamed, less any citation of a source that does not exist. */
  answer: string;
  /** The numbered sources it was given; absent when there were none. */
  sources?: AnswerSource[];
  latencyMs?: number;
  startedAt?: Date;
  /** Where the text finally shown came from: the model, the offline engine configured, or the offline answer in the model's place. */
  shown: 'model' | 'offline' | 'fallback';
}

export async function runAnswer(job: AnswerJob, answerId: string, controller: AbortController, o: RunAnswerOptions): Promise<AnswerOutcome> {
  const { engine, send, now } = o;
  const ids = { id: answerId, question_id: job.id, trigger: job.trigger, ...(job.group ? { group_id: job.group.id, part: job.group.part, parts: job.group.parts } : {}) };
  let questionSent = false;
  let header: ReturnType<typeof evidenceHeader> = {};
  // The question's text and the answer's sources travel on the first message of each answer only.
  const asked = { ...(job.asker ? { interviewer: job.asker } : {}), ...(job.followsUp ? { follows_up: job.followsUp } : {}), ...(job.askedFrom ? { asked_from: job.askedFrom } : {}) };
  const withQuestion = () => (questionSent ? {} : ((questionSent = true), { question: job.question, ...asked, ...(job.screen ? { question_source: 'screen' as const } : {}), ...header }));
  const outcome: AnswerOutcome = { status: 'complete', answer: '', shown: engine.source === 'ai' ? 'model' : 'offline' };
  // The source of the text being shown, and whether it stands in for the model: every message says it.
  let shown: Pick<AnswerPiece, 'source' | 'fallback'> = { source: engine.source };
  const label = () => ({ source: shown.source, ...(shown.fallback ? { fallback: true } : {}) });
  const schedule = o.schedule ?? scheduleWith();
  const batch = new DeltaBatcher((text) => send({ type: 'answer', ...ids, ...withQuestion(), transcription: text, ai_answer: true, speech_final: false, ...label() }), {
    intervalMs: ANSWER_CHUNK_INTERVAL_MS,
    now,
    schedule,
  });
  const firstChunkTimer = setTimeout(() => controller.abort(new AnswerTimeout()), o.firstChunkTimeoutMs);
  const totalTimer = setTimeout(() => controller.abort(new AnswerTimeout()), o.totalTimeoutMs);
  const request: AnswerRequest = { ...o.request(), question: job.question, kind: job.kind, context: job.context };
  try {
    if (job.screen) request.screen = await readScreenJob(job, { readScreen: o.readScreen, send, signal: controller.signal, sessionLabel: o.sessionLabel });
    else {
      request.screenProblem = o.screenProblem;
      request.evidence = evidenceFor(job, o.evidence());
      header = evidenceHeader(request.evidence);
      if (header.sources && o.markSources) header = { ...header, sources: o.markSources(header.sources) };
    }
    // Reading the screen turns the job's question into the text read.
    request.question = job.question;
    const pieces = answerWithFallback(request, controller.signal, {
      model: engine,
      fallback: o.fallback,
      firstChunkTimeoutMs: o.firstChunkTimeoutMs,
      schedule,
      // A spoken question's wait began when it ended; a screen's starts once its text is read.
      ...(job.screen ? {} : { waitedMs: now() - job.questionAt }),
      onModelError: (error) => {
        const { code, detail } = describeAnswerError(error);
        writeLog('warn', 'answer_model_failed', { session: o.sessionLabel, answer: job.id, code, engine: o.engineName, detail, fallback: true });
        o.metrics?.providerError(o.engineName, code);
      },
    });
    for await (const piece of pieces) {
      if (!piece.text) continue;
      if (outcome.latencyMs === undefined) {
        outcome.latencyMs = now() - job.questionAt;
        outcome.startedAt = new Date();
        o.metrics?.firstChunk(outcome.latencyMs / 1000);
        clearTimeout(firstChunkTimer);
      }
      if (piece.replaces) {
        batch.flush();
        outcome.answer = '';
      }
      shown = { source: piece.source, ...(piece.fallback ? { fallback: true } : {}) };
      outcome.shown = piece.fallback ? 'fallback' : piece.source === 'ai' ? 'model' : 'offline';
      outcome.answer += piece.text;
      if (piece.replaces) send({ type: 'answer', ...ids, ...withQuestion(), transcription: piece.text, ai_answer: true, speech_final: false, ...label(), replaces: true });
      else batch.push(piece.text);
    }
    batch.flush();
    if (controller.signal.aborted) throw controller.signal.reason;
  } catch (error) {
    // The text already streamed reaches the client before the error or the end of the answer.
    batch.flush();
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    if (reason instanceof AnswerTimeout) {
      outcome.status = 'failed';
      send({ type: 'error', code: 'answer_failed', message: 'The answer took too long and was stopped. Press Space to try again.', question_id: job.id });
    } else if (controller.signal.aborted) {
      outcome.status = 'aborted';
    } else {
      outcome.status = 'failed';
      const { code, message, detail } = describeAnswerError(error);
      writeLog('warn', 'answer_failed', { session: o.sessionLabel, answer: job.id, code, engine: o.engineName, detail });
      if (shown.source === 'ai') o.metrics?.providerError(o.engineName, code);
      send({ type: 'error', code, message, question_id: job.id });
    }
  } finally {
    clearTimeout(firstChunkTimer);
    clearTimeout(totalTimer);
  }
  const { text, ...checked } = checkedOrAsIs(outcome.answer, () => checkAnswer(outcome.answer, request.evidence, shown.source, request), o.sessionLabel, job.id);
  outcome.answer = text;
  if (header.sources) outcome.sources = header.sources;
  send({
    type: 'answer',
    ...ids,
    ...withQuestion(),
    transcription: '',
    ai_answer: true,
    speech_final: true,
    ...label(),
    ...(outcome.latencyMs === undefined ? {} : { latency_ms: outcome.latencyMs }),
    status: outcome.status,
    ...checked,
  });
  if (outcome.status === 'complete') o.metrics?.answerShown(outcome.shown);
  return outcome;
}

/** The last message must go out whatever happens: a check that throws leaves the answer as streamed. */
function checkedOrAsIs(answer: string, check: () => CheckedAnswer, session: string, questionId: string): CheckedAnswer {
  try {
    return check();
  } catch (error) {
    writeLog('error', 'answer_check_failed', { session, answer: questionId, error: error instanceof Error ? error.message : String(error) });
    return { text: answer };
  }
}

class AnswerTimeout extends Error {
  constructor() {
    super('answer timed out');
  }
}
