// Turns one replayed session into figures. Each answer the server streamed is attributed to
// what the interviewer said: among the question units and statements heard before its first
// chunk (and not long before), the one whose words its question shares most, else the latest
// one said. An answer attributed to a statement is a false trigger. An answer followed by
// another with the same question_id was restarted (the question grew: the client shows the newer
// one in its place), and one that ended `aborted` was cut off: both are counted apart, as
// restarted, and only the answer left standing is scored. On a panel (turns in several voices)
// each answer's `interviewer` label is checked against who said its question in the script:
// "Interviewer N", N numbering the script's voices by first appearance.
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
  /**
   * From the end of the whole question's audio (its last sentence's speech) to the first answer
   * chunk the candidate saw for it, for every answered question, an early start later restarted
   * with the whole question included: negative when the answer started before the interviewer had
   * finished. `latenciesMs` counts the answer left standing from the last sentence heard before
   * its chunk, so an early start never showed there.
   */
  fromAudioEndMs: number[];
  referenceWords: number;
  wordErrors: number;
  /** Answered questions whose answer named who asked (diarization), and how many named the voice the script gave them. */
  askersNamed: number;
  askersRight: number;
}

interface Unit {
  label: string;
  text: string;
  question: boolean;
  followUp: boolean;
  /** The topic a follow-up goes back to, when not the previous question's. */
  follows?: string;
  /** "Interviewer N": who said it, by the order the script's voices first speak. */
  asker: string;
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
  /** The label of the first chunk's `interviewer`, when the server told voices apart. */
  asker?: string;
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
  const fromAudioEndMs: number[] = [];
  let followUpsWithContext = 0;
  let askersNamed = 0;
  let askersRight = 0;
  for (const unit of questions) {
    const first = byUnit.get(unit)?.sort((a, b) => a.firstAtMs - b.firstAtMs)[0];
    if (!first) continue;
    // The first words the candidate saw for this question: an early start that was restarted with the
    // whole question (the same question_id) counts from its own first chunk.
    const shownFirst = Math.min(first.firstAtMs, ...answers.filter((a) => a.questionId === first.questionId).map((a) => a.firstAtMs));
    fromAudioEndMs.push(shownFirst - unit.endMs);
    const ended = unit.sentences.filter((s) => s.endMs <= first.firstAtMs).pop();
    if (ended) latencyByQuestion.push({ label: unit.label, ms: first.firstAtMs - ended.endMs });
    if (unit.followUp && carriesContext(unit, questions, requests, first)) followUpsWithContext++;
    if (first.asker !== undefined) {
      askersNamed++;
      if (first.asker === unit.asker) askersRight++;
    }
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
    fromAudioEndMs,
    referenceWords: reference.length,
    wordErrors: wordErrors(reference, words(finals.join(' '))),
    askersNamed,
    askersRight,
  };
}

function toUnits(sentences: TimedSentence[]): Unit[] {
  const units: Unit[] = [];
  const voices: string[] = [];
  const askerOf = (voice: string) => `Interviewer ${voices.includes(voice) ? voices.indexOf(voice) + 1 : voices.push(voice)}`;
  for (const s of sentences) {
    const same = s.kind === 'question' && units.find((u) => u.question && u.label === s.topic);
    if (same) {
      same.sentences.push(s);
      same.text += ` ${s.text}`;
      same.endMs = s.endMs;
      continue;
    }
    const asker = askerOf(s.voice);
    units.push({ label: s.kind === 'question' ? (s.topic ?? s.text) : s.text, text: s.text, question: s.kind === 'question', followUp: s.follow_up === true, follows: s.follows, asker, sentences: [s], startMs: s.startMs, endMs: s.endMs });
  }
  return units;
}

function collectAnswers(received: Received[]): Answer[] {
  const answers = new Map<string, Answer>();
  for (const { atMs, message: m } of received) {
    if (m.type !== 'answer') continue;
    const id = String(m.id);
    const asker = typeof m.interviewer === 'object' && m.interviewer !== null && 'label' in m.interviewer ? String(m.interviewer.label) : undefined;
    const answer = answers.get(id) ?? { id, questionId: String(m.question_id), question: String(m.question ?? ''), firstAtMs: atMs, ...(asker ? { asker } : {}) };
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

/**
 * A follow-up's request names the question it follows as its context (the history alone does not
 * say which question it follows): the previous question's, or the topic the script says it follows.
 */
function carriesContext(unit: Unit, questions: Unit[], requests: RecordedRequest[], answer: Answer): boolean {
  const previous = unit.follows ? questions.find((q) => q.label === unit.follows) : questions[questions.indexOf(unit) - 1];
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
