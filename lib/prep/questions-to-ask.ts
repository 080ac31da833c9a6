// Questions the candidate can ask the employer, from the language's pack; only English has them
// so far, so every sheet gets the English ones. Our article on the subject lists the same
// questions (it renders them from the English pack), so the sheet and the article never disagree.
import { textData } from '../language/packs/text-registry';
import { Bm25Index } from '../retrieval/bm25';
import { tokenize } from '../retrieval/rank-terms';

export type EmployerQuestion = {
  /** The article's heading the question sits under, e.g. "Questions about the team". */
  topic: string;
  text: string;
};

export const QUESTIONS_TO_ASK_COUNT = 5;
/** No more than this many from one topic, so the five cover the role, the team, the manager… */
const PER_TOPIC = 2;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The questions an article lists: every item of an ordered list, under the heading before it.
 * The article's unordered lists are things not to ask, so they are left out. The sheet reads
 * the pack, not the page; this reads the page back, to check it lists what the pack holds.
 */
export function parseEmployerQuestions(html: string): EmployerQuestion[] {
  const questions: EmployerQuestion[] = [];
  let topic = '';
  for (const [, heading, list] of html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>|<ol[^>]*>([\s\S]*?)<\/ol>/g)) {
    if (heading !== undefined) topic = plain(heading);
    else for (const [, item] of list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)) questions.push({ topic, text: plain(item) });
  }
  return questions;
}

/** The questions to ask in a language: its pack's, else English's. */
export function employerQuestions(language?: string): readonly EmployerQuestion[] {
  return textData(language, 'questionsToAsk') ?? textData('en', 'questionsToAsk')!;
}

/**
 * Five questions to ask, those sharing words with the job description first (BM25), then one
 * from each topic in the article's order, never more than two from one topic. Deterministic.
 */
export function questionsToAsk(jobDescription: string, count = QUESTIONS_TO_ASK_COUNT, all: readonly EmployerQuestion[] = employerQuestions()): EmployerQuestion[] {
  const index = new Bm25Index(all.map((q) => tokenize(q.text)));
  const matched = index.rank(tokenize(jobDescription), all.length).map((r) => all[r.index]);
  const picked: EmployerQuestion[] = [];
  const perTopic = new Map<string, number>();
  const take = (q: EmployerQuestion) => {
    if (picked.length >= count || picked.includes(q) || (perTopic.get(q.topic) ?? 0) >= PER_TOPIC) return;
    picked.push(q);
    perTopic.set(q.topic, (perTopic.get(q.topic) ?? 0) + 1);
  };
  for (const q of matched) take(q);
  // The rest go round the topics: each topic's first question, then each one's second.
  const topics = [...new Set(all.map((q) => q.topic))];
  for (let round = 0; picked.length < count && round < all.length; round++) {
    for (const topic of topics) {
      const q = all.filter((c) => c.topic === topic && !picked.includes(c))[0];
      if (q && (perTopic.get(topic) ?? 0) <= round) take(q);
    }
  }
  return picked;
}
