import { feedbackLanguage } from './rubric';
import { feedbackMessages } from './messages';
import type { LanguageOptions } from './score-structure';
import { contentStems } from './text-words';

/**
 * Relevance, 0–10: how much of the question's substance the answer takes up, and, when a
 * job description is stored, how many of its terms the answer touches. Content words only
 * (the language's stop words removed), compared by stem so "managed" meets "management"
 * (in Chinese, by pairs of characters).
 */
export type RelevanceResult = { score: number; notes: string[] };

/** Covering this share of the question's content words earns the full question part. */
const QUESTION_COVERAGE_FOR_FULL = 0.6;
/** Touching this many distinct job-description terms earns the full job part. */
const JOB_TERMS_FOR_FULL = 6;

/** Each language's topic groups by stem: "latency" answers a question about "performance". */
const GROUPS = new Map<string, Map<string, string>>();
function groupsOf(language: string | undefined): Map<string, string> {
  const table = feedbackLanguage(language);
  let groups = GROUPS.get(table.code);
  if (!groups) {
    groups = new Map();
    for (const [i, group] of table.topicGroups.entries()) for (const word of group) for (const s of contentStemsOrStem(word, table.stem, language)) groups.set(s, `#${i}`);
    GROUPS.set(table.code, groups);
  }
  return groups;
}

/** A group's word as the answer's stems would hold it (a Chinese word is its character pairs). */
function contentStemsOrStem(word: string, stem: (w: string) => string, language: string | undefined): string[] {
  const stems = [...contentStems(word, language)];
  return stems.length > 0 ? stems : [stem(word)];
}

/** Each stem and the topic groups it belongs to, so a synonym counts as a match. */
function withTopics(stems: Set<string>, groups: Map<string, string>): Set<string> {
  const out = new Set(stems);
  for (const s of stems) {
    const group = groups.get(s);
    if (group) out.add(group);
  }
  return out;
}

/** A question's term is met by the same stem or by a word of its topic group. */
function met(term: string, answer: Set<string>, groups: Map<string, string>): boolean {
  const group = groups.get(term);
  return answer.has(term) || (group !== undefined && answer.has(group));
}

export function scoreRelevance(answer: string, question: string, jobDescription?: string, options: LanguageOptions = {}): RelevanceResult {
  const { language } = options;
  const say = feedbackMessages(options.feedbackLanguage ?? language);
  const groups = groupsOf(language);
  const answerStems = withTopics(contentStems(answer, language), groups);
  if (answerStems.size === 0) return { score: 0, notes: [] };
  const questionStems = contentStems(question, language);
  const questionHits = [...questionStems].filter((s) => met(s, answerStems, groups)).length;
  const questionPart = questionStems.size === 0 ? 1 : Math.min(1, questionHits / questionStems.size / QUESTION_COVERAGE_FOR_FULL);

  const jobStems = jobDescription ? contentStems(jobDescription, language) : new Set<string>();
  const notes: string[] = [];
  let score: number;
  if (jobStems.size > 0) {
    const jobHits = [...jobStems].filter((s) => met(s, answerStems, groups)).length;
    const jobPart = Math.min(1, jobHits / Math.min(JOB_TERMS_FOR_FULL, jobStems.size));
    score = 10 * (0.65 * questionPart + 0.35 * jobPart);
    if (jobPart < 0.5) notes.push(say.tieToJob);
  } else {
    score = 10 * questionPart;
  }
  if (questionPart < 0.5) notes.push(say.stayOnQuestion);
  else if (score >= 8) notes.push(say.onTopic);
  return { score: Math.round(score), notes };
}
