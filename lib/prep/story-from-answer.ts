// A first draft of a STAR story from an answer the candidate gave (a practice transcript) or was
// given (a debrief's suggested answer), for "Save as story" to open prefilled: the candidate
// edits it before saving, so a rough split is better than an empty form. The split reads the
// same cue phrases the rubric scores STAR by, from the answer language's table.
import { feedbackLanguage } from '../feedback/rubric';
import type { FeedbackLanguage, StarElement } from '../feedback/rubric/feedback-language';
import { splitSentences } from '../feedback/text-words';
import { guessLanguage } from '../language/guess-language';
import { AUTO_LANGUAGE } from '../language/languages';
import type { StoryInput } from './prep-schemas';
import { starLine } from './star-labels';

export type StoryDraft = Pick<StoryInput, 'title' | 'situation' | 'task' | 'action' | 'result' | 'figures'>;

const STAR_ORDER: StarElement[] = ['Situation', 'Task', 'Action', 'Result'];
// The limits of the story form (prep-schemas).
const MAX_PART = 4_000;
const MAX_TITLE = 200;
const MAX_FIGURES = 1_000;
const TITLE_WORDS = 8;

/** `answer` is plain text (Markdown already stripped); `language` a BCP-47 tag, guessed from the answer when absent. */
export function storyFromAnswer({ question, answer, language }: { question: string; answer: string; language?: string }): StoryDraft {
  const tag = language && language !== AUTO_LANGUAGE ? language : likelyLanguage(answer);
  const table = feedbackLanguage(tag);
  const parts = labelledParts(answer) ?? cuedParts(answer, table, tag);
  const join = (sentences: string[]) => sentences.join(table.characterBased ? '' : ' ').slice(0, MAX_PART).trim();
  return {
    title: titleOf(question, answer, table, tag),
    situation: join(parts.Situation),
    task: join(parts.Task),
    action: join(parts.Action),
    result: join(parts.Result),
    figures: figuresIn(answer, table),
  };
}

type Parts = Record<StarElement, string[]>;
const emptyParts = (): Parts => ({ Situation: [], Task: [], Action: [], Result: [] });

const OTHER_LABELLED_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+[^:：]{1,40}[:：]/u;

/**
 * An answer already written as "Situation: …", "Action: …" lines: each line's text goes to its
 * element, with the unlabelled lines under it; what comes before the first label (a heading, an
 * intro) and other labelled points are left out. Two labelled elements at least, so one "Result:" in prose does not count.
 */
function labelledParts(answer: string): Parts | null {
  const parts = emptyParts();
  let current: StarElement | null = null;
  const found = new Set<StarElement>();
  for (const line of answer.split('\n')) {
    const labelled = starLine(line);
    if (labelled) {
      current = labelled.element;
      found.add(labelled.element);
    } else if (OTHER_LABELLED_ITEM.test(line)) {
      // Another labelled point ("• Tie it to the role: …") belongs to no element.
      current = null;
    }
    const text = unquote(labelled ? labelled.text : line);
    if (current && text) parts[current].push(text);
  }
  return found.size >= 2 ? parts : null;
}

/** Whether the answer is laid out in STAR lines (two labelled elements at least). */
export function hasStarLines(answer: string): boolean {
  return labelledParts(answer) !== null;
}

/** A quoted passage (the offline answers quote the resume) is the candidate's words without the marks. */
function unquote(text: string): string {
  return text.trim().replace(/^[“"«„]\s*(.*?)\s*[”"»]$/u, '$1');
}

/**
 * Each sentence goes to the element whose cue it shows, preferring the later one ("so I rewrote
 * it and we cut the time" is a Result), as the rubric does; an uncued sentence continues the
 * element before it, and one before any cue sets the scene. A language without cues leaves the
 * whole answer in Situation for the candidate to divide.
 */
function cuedParts(answer: string, table: FeedbackLanguage, language: string): Parts {
  const parts = emptyParts();
  const cues = table.star;
  let current: StarElement = 'Situation';
  for (const sentence of splitSentences(answer, language)) {
    const matches = cues ? STAR_ORDER.filter((name) => cues[name].test(sentence)) : [];
    if (matches.length > 0) current = matches.length > 1 && matches.includes('Action') && !matches.includes('Result') ? 'Action' : matches[matches.length - 1];
    parts[current].push(sentence);
  }
  return parts;
}

/**
 * With no language named (an old session's turn): the guess from the answer's words when its
 * cues find more of the story than English ones do. A short English answer is easily guessed
 * as another language, so a tie stays English.
 */
function likelyLanguage(answer: string): string {
  const guess = guessLanguage(answer);
  if (!guess) return 'en';
  const found = (tag: string) => Object.values(cuedParts(answer, feedbackLanguage(tag), tag)).filter((p) => p.length > 0).length;
  return found(guess) > found('en') ? guess : 'en';
}

/** The question's topic ("Disagreeing with your manager"), else its first words, else the answer's. */
function titleOf(question: string, answer: string, table: FeedbackLanguage, language: string): string {
  const topic = question.trim() ? table.topicOf(question, table).trim() : '';
  const source = topic || firstWords(question, table, language) || firstWords(answer, table, language);
  return (source.charAt(0).toLocaleUpperCase(language) + source.slice(1)).slice(0, MAX_TITLE);
}

function firstWords(text: string, table: FeedbackLanguage, language: string): string {
  const first = splitSentences(text, language)[0]?.replace(/[.?!。？！।؟:]+$/u, '') ?? '';
  if (table.characterBased) return [...first].slice(0, 16).join('');
  const words = first.split(/\s+/).filter(Boolean);
  return words.slice(0, TITLE_WORDS).join(' ') + (words.length > TITLE_WORDS ? '…' : '');
}

/**
 * The figures the answer states, each with the word after it when that says what was counted
 * ("30%", "two weeks", "thirty percent"), in order, each once. Written without spaces, the
 * digits alone.
 */
export function figuresIn(answer: string, table: FeedbackLanguage): string {
  const found: string[] = [];
  if (table.characterBased) {
    for (const m of answer.matchAll(/[$€£¥]?\d[\d.,]*\s*[%％]?/gu)) found.push(m[0].trim().replace(/[.,]$/, ''));
  } else {
    const words = answer.split(/\s+/).filter(Boolean);
    const clean = (w: string) => w.replace(/^[^\p{L}\p{N}$€£¥]+|[^\p{L}\p{N}%]+$/gu, '');
    const isNumber = (w: string) => /\d/.test(w) || table.numberWords.has(w.toLowerCase());
    for (let i = 0; i < words.length; i++) {
      if (!isNumber(clean(words[i]))) continue;
      const run = [clean(words[i])];
      // A figure ends where its sentence or clause does: "in 2021, we" is the year alone.
      const ends = (w: string) => /[.,;:!?)]$/.test(w);
      while (!ends(words[i]) && i + 1 < words.length && isNumber(clean(words[i + 1]))) run.push(clean(words[++i]));
      const next = words[i + 1] ? clean(words[i + 1]) : '';
      const lower = next.toLowerCase();
      if (!ends(words[i]) && next && /^\p{L}+$/u.test(next) && (table.percentWord.test(lower) || !table.stopWords.has(lower))) {
        run.push(next);
        i++;
      }
      found.push(run.join(' '));
    }
  }
  return [...new Set(found.filter(Boolean))].join('; ').slice(0, MAX_FIGURES);
}
