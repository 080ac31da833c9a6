import type { QuestionKind } from './answer-score';
import { feedbackLanguage } from './rubric';
import type { FeedbackLanguage, ReasonedElement, StarElement } from './rubric/feedback-language';
import { feedbackMessages, type FeedbackMessages } from './messages';
import { contentStems, countWords, splitSentences } from './text-words';

/**
 * Structure, 0–10. Behavioural questions ("tell me about a time…") are scored against STAR:
 * Situation, Task, Action and Result each present (2 points each), and Action the longest
 * of the four (2 more), since interviewers hire for what the candidate did. Other questions
 * are scored on a clear opening, reasoning or steps, an example or trade-off, and a
 * conclusion (2.5 points each). Each element is found by the language's cue phrases, sentence by
 * sentence; a language with no cues gets no structure score (`judged` false) and a note saying so.
 */
export type StructureResult = { score: number; missing: string[]; notes: string[]; judged: boolean };

export type LanguageOptions = {
  /** The language the answer was spoken in (its rules); English when absent. */
  language?: string;
  /** The language the notes are written in; the spoken language when absent. */
  feedbackLanguage?: string;
};

const STAR_ORDER: StarElement[] = ['Situation', 'Task', 'Action', 'Result'];

export function scoreStructure(answer: string, question: string, kind: QuestionKind, options: LanguageOptions = {}): StructureResult {
  const table = feedbackLanguage(options.language);
  const say = feedbackMessages(options.feedbackLanguage ?? options.language);
  const sentences = splitSentences(answer, options.language);
  if (sentences.length === 0) return { score: 0, missing: [], notes: [say.nothingToScore], judged: true };
  if (kind === 'behavioural') return table.star ? scoreStar(sentences, table.star, say) : notJudged(say);
  return table.reasoned ? scoreReasoned(sentences, question, table, say, options.language) : notJudged(say);
}

function notJudged(say: FeedbackMessages): StructureResult {
  return { score: 0, missing: [], notes: [say.structureNotJudged], judged: false };
}

function scoreStar(sentences: string[], cues: Record<StarElement, RegExp>, say: FeedbackMessages): StructureResult {
  const STAR = STAR_ORDER.map((name) => ({ name, cues: cues[name] }));
  // Each sentence goes to the element whose cue it shows, preferring the later element:
  // "so I rewrote it and we cut the time" is a Result more than an Action.
  const words = { Situation: 0, Task: 0, Action: 0, Result: 0 };
  const found = new Set<string>();
  for (const sentence of sentences) {
    const matches = STAR.filter((element) => element.cues.test(sentence));
    if (matches.length === 0) {
      // An uncued sentence after the first Action continues it (the middle of the story).
      if (found.has('Action') && !found.has('Result')) words.Action += countWords(sentence);
      continue;
    }
    for (const m of matches) found.add(m.name);
    const main = matches.length > 1 && matches.some((m) => m.name === 'Action') && !matches.some((m) => m.name === 'Result') ? 'Action' : matches[matches.length - 1].name;
    words[main] += countWords(sentence);
  }
  const missing = STAR.map((e) => e.name).filter((name) => !found.has(name));
  let score = found.size * 2;
  const actionLongest = found.has('Action') && words.Action >= Math.max(words.Situation, words.Task, words.Result);
  if (actionLongest) score += 2;
  const notes: string[] = [];
  if (missing.length === 0) notes.push(actionLongest ? say.starComplete : say.starActionShort);
  else notes.push(say.starMissing(say.list(missing.map((m) => say.element[m]), 'or'), missing.includes('Result')));
  if (missing.length > 0 && found.has('Action') && !actionLongest) notes.push(say.spendLongerOnAction);
  return { score, missing, notes, judged: true };
}

function scoreReasoned(sentences: string[], question: string, table: FeedbackLanguage, say: FeedbackMessages, language?: string): StructureResult {
  const cues = table.reasoned!;
  const first = sentences[0];
  const firstWords = countWords(first);
  const questionStems = contentStems(question, language);
  const sharesTopic = [...contentStems(first, language)].some((s) => questionStems.has(s));
  const rest = sentences.slice(1).join(' ');
  const last = sentences[sentences.length - 1];
  const checks: [ReasonedElement, boolean][] = [
    ['opening statement', firstWords >= 3 && firstWords <= 35 && (sharesTopic || cues.opening.test(first))],
    ['reasoning or steps', cues.reasoning.test(rest || first)],
    ['example or trade-off', cues.example.test(sentences.join(' '))],
    ['conclusion', sentences.length > 1 && cues.conclusion.test(sentences.length > 2 ? sentences.slice(-2).join(' ') : last)],
  ];
  const missing = checks.filter(([, ok]) => !ok).map(([name]) => name);
  const score = Math.round(checks.filter(([, ok]) => ok).length * 2.5);
  const notes = missing.length === 0 ? [say.reasonedComplete] : [say.reasonedMissing(say.list(missing.map((m) => say.element[m]), 'or'))];
  return { score, missing, notes, judged: true };
}
