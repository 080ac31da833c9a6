// What the question detector knows about one language, as data: one table per language, in its
// ws-server pack (ws-server/language/packs/<code>/question-rules.ts), read by one detector.
// Patterns are matched against `plainWords` text (lower case, letters, digits and apostrophes,
// single spaces, hesitations dropped) unless a field says it reads the raw sentence.
import type { QuestionKind } from './question-kind';

export interface QuestionRules {
  /** Words are not separated by spaces (Chinese, Japanese): lengths count characters, two to a word. */
  unspaced?: boolean;
  /** Hesitation sounds the recogniser prints as words ("um", "eh", "äh", "euh", "嗯"). */
  hesitation?: RegExp;
  /** One to three words said twice in a row (a restart): kept once. */
  restart?: RegExp;
  /** A follow-up on its own that is still a question worth answering ("Why?", "¿Por qué?", "为什么？"). */
  bareWhy: RegExp;
  /** Question words where this language puts them ("what did you…", "¿cómo…", "…做了什么"). */
  whQuestion: RegExp;
  /** Yes/no questions without a question mark: inversion ("Haben Sie…", "avez vous"), particles ("…吗", "czy…"). */
  yesNoQuestion?: RegExp;
  /** Imperatives and softened requests that ask for an answer ("Cuénteme sobre…", "请介绍一下…"). */
  prompts: RegExp;
  /** Small talk and meeting logistics (can you hear me, how are you, shall we start). */
  smallTalk: RegExp;
  /** A statement ending in a confirmation tag ("¿verdad?", "oder?", "对吧？"). Reads the raw sentence. */
  tagQuestion: RegExp;
  exclamation?: RegExp;
  rhetorical?: RegExp;
  /** A lead-in announcing the question still to come ("My next question is…"). */
  questionLeadIn?: RegExp;
  /** A sentence cut off at a conjunction or an article. */
  unfinishedEnd?: RegExp;
  /** A question word opening a clause, not a question ("what we do here is…", "como le dije…"). */
  clauseNotQuestion?: RegExp;
  /** A sentence ending like a statement ("。"): only a prompt makes it a question. Reads the raw sentence. */
  statementEnd?: RegExp;
  /** English only: a question whose misheard first word hides it. */
  misheardOpening?: RegExp;
  /** Where a new question starts inside unpunctuated speech (English only so far). */
  clauseSplit?: { start: RegExp; auxiliary: Set<string>; openWhPhrase: RegExp; asksForAClause: RegExp };
  /** "Let's talk about your experience": an introduction when a question follows. */
  topicOpener?: RegExp;
  /** How a sentence that opens a topic may start when its prompt follows in the same breath. Defaults to topicOpener. */
  openerLeadIn?: RegExp;
  /** An opener cut short: the words after it belong to it. */
  openerUnfinished?: RegExp;
  /** Prompts that can follow an opener in the same breath. Defaults to opensTopic or a question word. */
  promptStart?: RegExp;
  /** Words pointing back at something already said ("it", "eso", "damit", "那个"). */
  backReference: RegExp;
  /** Prompts that open a topic of their own, however short ("Tell me about yourself."). */
  opensTopic: RegExp;
  /** A bare "why", a "what if": only meaningful after another question. */
  followUp: RegExp;
  /** Questions this short (in words) lean on the one before unless they open a topic. */
  shortWords: number;
  /** An ending dropped from every word before repeats are compared ("teams" meets "team"). */
  plural?: RegExp;
  /** What kind of answer a question wants, by its words, tried before the English rules. */
  kinds?: [QuestionKind, RegExp][];
}

/** Lead-in words ("so", "and", "okay") before a question's first word. */
function leads(lead: string[]): string {
  return lead.length ? `(?:(?:${lead.join('|')}) )*` : '';
}

/** One of `words` first, after any of `lead`: for space-separated languages. */
export function startsWith(lead: string[], words: string[]): RegExp {
  return new RegExp(`^${leads(lead)}(?:${words.join('|')})(?= |$)`, 'u');
}

/** The whole sentence is one of `words`, after any of `lead`. */
export function wholly(lead: string[], words: string[]): RegExp {
  return new RegExp(`^${leads(lead)}(?:${words.join('|')})$`, 'u');
}

/** One of `phrases` anywhere, as whole words. */
export function hasPhrase(phrases: string[]): RegExp {
  return new RegExp(`(?:^| )(?:${phrases.join('|')})(?= |$)`, 'u');
}

/** One of `phrases` anywhere, inside words too: for languages written without spaces. */
export function hasText(phrases: string[]): RegExp {
  return new RegExp(`(?:${phrases.join('|')})`, 'u');
}

/** The sentence's last word is one of `words`. */
export function endsWith(words: string[]): RegExp {
  return new RegExp(`(?:^| )(?:${words.join('|')})$`, 'u');
}

/** A raw sentence ending in one of the confirmation `tags` and a question mark ("…, ¿verdad?"). */
export function tagged(tags: string[]): RegExp {
  return new RegExp(`(?:^|[\\s,，、])[¿¡]?(?:${tags.join('|')})\\s*[?？؟]\\s*$`, 'u');
}

/** A raw sentence ending in one of `tags`, with or without a question mark: for tags that are particles too. */
export function taggedOrNot(tags: string[]): RegExp {
  return new RegExp(`(?:${tags.join('|')})\\s*[?？؟]?\\s*$`, 'u');
}

export const words = (list: string): ReadonlySet<string> => new Set(list.split(' ').filter(Boolean));

/** A restart in any script: one to three words said twice in a row. */
export const UNICODE_RESTART = /(?<=^| )((?:[\p{L}\p{M}\p{N}']+ ){0,2}[\p{L}\p{M}\p{N}']+) \1(?= |$)/gu;

/** Any of `patterns`. */
export function either(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'), 'u');
}
