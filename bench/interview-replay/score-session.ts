// Turns one replayed session into figures. Each answer the server streamed is attributed to
// what the interviewer said: among the question units and statements heard before its first
// chunk (and not long before), the one whose words its question shares most, else the latest
// one said. An answer attributed to a statement is a false trigger. An answer followed by
// another with the same question_id was restarted (the question grew: the client shows the newer
// one in its place), and one that ended `aborted` was cut off: both are counted apart, as
// restarted, and only the answer left standing is scored.
import type { RecordedRequest } from './replay-answer-engine';
import type { TimedSentence } from './render-script';
import type { Received } from './replay-session';
import { wordErrors, words } from './word-error-rate';

export interface SessionScore {
  questions: number;
  answered: number;
  missed: string[];
  falseTriggers: string[];
  multiPart: number;
  multiPartOnce: number;
  followUps: number;
  followUpsWithContext: number;
  /** Extra answers to a unit already answered (a multi-part question split up, or a repeat). */
  duplicates: number;
  cancelled: number;
  rateLimited: number;
  latenciesMs: number[];
  /** The same latencies by question (for BENCH_TRACE). */
  latencyByQuestion: { label: string; ms: number }[];
  referenceWords: number;
  wordErrors: number;
}

interface Unit {
  label: string;
  text: string;
  question: boolean;
  followUp: boolean;
  sentences: TimedSentence[];
  startMs: number;
  endMs: number;
}

interface Answer {
  id: string;
  questionId: string;
  question: string;
  firstAtMs: number;
  status?: string;
}

const WINDOW_MS = 8000;
const FILLER = new Set('a an the and or but so of to in on at for with about me us you your i we it is are was were do did does can could would will be that this there what how why when where which who tell walk through describe explain please just okay ok well now then'.split(' '));

export function scoreSession(sentences: TimedSentence[], received: Received[], requests: RecordedRequest[]): SessionScore {
  const units = toUnits(sentences);
  const answers = collectAnswers(received);
  const byUnit = new Map<Unit, Answer[]>();
  const falseTriggers: string[] = [];
  let cancelled = 0;
  const standing = new Map(answers.map((a) => [a.questionId, a]));
  for (const answer of answers) {
    if (answer.status === 'aborted' || standing.get(answer.questionId) !== answer) {
      cancelled++;
      continue;
    }
    const unit = attribute(answer, units);
    if (!unit || !unit.question) {
      falseTriggers.push(`"${answer.question}"${unit ? ` (said: "${unit.text}")` : ''}`);
      continue;
    }
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), answer]);
  }
  const questions = units.filter((u) => u.question);
  const latencyByQuestion: { label: string; ms: number }[] = [];
  let followUpsWithContext = 0;
  for (const unit of questions) {
    const first = byUnit.get(unit)?.sort((a, b) => a.firstAtMs - b.firstAtMs)[0];
    if (!first) continue;
    const ended = unit.sentences.filter((s) => s.endMs <= first.firstAtMs).pop();
    if (ended) latencyByQuestion.push({ label: unit.label, ms: first.firstAtMs - ended.endMs });
    if (unit.followUp && carriesContext(unit, questions, requests, first)) followUpsWithContext++;
  }
  const multi = questions.filter((u) => u.sentences.length > 1);
  const finals = received.filter((r) => r.message.type === 'transcript' && r.message.speech_final === true).map((r) => String(r.message.transcription));
  const reference = words(sentences.map((s) => s.text).join(' '));
  return {
    questions: questions.length,
    answered: questions.filter((u) => byUnit.has(u)).length,
    missed: questions.filter((u) => !byUnit.has(u)).map((u) => u.label),
    falseTriggers,
    multiPart: multi.length,
    multiPartOnce: multi.filter((u) => byUnit.get(u)?.length === 1).length,
    followUps: questions.filter((u) => u.followUp).length,
    followUpsWithContext,
    duplicates: questions.reduce((n, u) => n + Math.max(0, (byUnit.get(u)?.length ?? 0) - 1), 0),
    cancelled,
    rateLimited: received.filter((r) => r.message.type === 'error' && r.message.code === 'answer_rate_limited').length,
    latenciesMs: latencyByQuestion.map((l) => l.ms),
    latencyByQuestion,
    referenceWords: reference.length,
    wordErrors: wordErrors(reference, words(finals.join(' '))),
  };
}

function toUnits(sentences: TimedSentence[]): Unit[] {
  const units: Unit[] = [];
  for (const s of sentences) {
    const same = s.kind === 'question' && units.find((u) => u.question && u.label === s.topic);
    if (same) {
      same.sentences.push(s);
      same.text += ` ${s.text}`;
      same.endMs = s.endMs;
      continue;
    }
    units.push({ label: s.kind === 'question' ? (s.topic ?? s.text) : s.text, text: s.text, question: s.kind === 'question', followUp: s.follow_up === true, sentences: [s], startMs: s.startMs, endMs: s.endMs });
  }
  return units;
}

function collectAnswers(received: Received[]): Answer[] {
  const answers = new Map<string, Answer>();
  for (const { atMs, message: m } of received) {
    if (m.type !== 'answer') continue;
    const id = String(m.id);
    const answer = answers.get(id) ?? { id, questionId: String(m.question_id), question: String(m.question ?? ''), firstAtMs: atMs };
    answers.set(id, answer);
    if (m.speech_final) answer.status = String(m.status ?? 'complete');
  }
  return [...answers.values()];
}

function attribute(answer: Answer, units: Unit[]): Unit | undefined {
  const heard = units.filter((u) => u.startMs <= answer.firstAtMs && answer.firstAtMs <= u.endMs + WINDOW_MS);
  if (heard.length === 0) return undefined;
  const asked = contentWords(answer.question);
  let best: Unit | undefined;
  let bestScore = 0;
  for (const unit of heard) {
    const score = overlap(asked, contentWords(unit.text));
    if (score > 0 && score >= bestScore) [best, bestScore] = [unit, score];
  }
  return best ?? heard[heard.length - 1];
}

/** A follow-up's request names the question it follows as its context (the history alone does not say which question it follows). */
function carriesContext(unit: Unit, questions: Unit[], requests: RecordedRequest[], answer: Answer): boolean {
  const previous = questions[questions.indexOf(unit) - 1];
  if (!previous) return false;
  const request = requests.find((r) => r.question === answer.question);
  if (!request) return false;
  const wanted = contentWords(previous.text);
  return overlap(wanted, contentWords(request.context ?? '')) >= 0.5;
}

function contentWords(text: string): Set<string> {
  return new Set(words(text).filter((w) => !FILLER.has(w)));
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.min(a.size, b.size);
}
