import type { QuestionKind } from '../feedback/answer-score';
import { contentStems as stemsOf } from '../feedback/text-words';
import { practiceBank } from './practice-bank';
import type { PracticeQuestion, PracticeRole, PracticeRound } from './practice-question';
import { seededRandom } from '../random/seeded-random';

export type PickPracticeInput = {
  round: PracticeRound;
  count: number;
  jobDescription?: string;
  resume?: string;
  /** Bank ids the candidate was asked in recent practice: used only when nothing else fits. */
  recentQuestionIds?: readonly string[];
  /** Breaks ties between equally relevant questions, so two sessions differ; same seed, same pick. */
  seed?: number;
  /** The bank to pick from; the shipped one of `language` by default (tests pass their own). */
  bank?: readonly PracticeQuestion[];
  /**
   * The round's language (a BCP-47 tag): its bank, its stop words and stems for matching the
   * job description. English when absent, or when the language has no bank yet.
   */
  language?: string;
};

/** The kinds each round asks, in order of preference; mixed cycles through them. */
const ROUND_KINDS: Record<PracticeRound, QuestionKind[]> = {
  behavioural: ['behavioural', 'other'],
  technical: ['technical', 'other'],
  mixed: ['behavioural', 'technical', 'other'],
};

// A keyword in the job description says far more about the role than one in the resume,
// which lists past work the candidate may be moving away from.
const JD_WEIGHT = 3;
const RESUME_WEIGHT = 1;
const TEXT_WEIGHT = 1;
/** Questions of the role the job description matches best get this on top. */
const ROLE_BONUS = 4;
/** With nothing to match, general questions suit any role better than another role's. */
const GENERAL_BONUS = 0.5;

/**
 * Picks `count` questions for a practice round from the offline bank: the most relevant to the
 * job description (then the resume) first, never the same question twice, questions asked
 * recently only when nothing else of the kind is left, and for a mixed round the kinds in
 * turn (behavioural, technical, other). Pure: same input, same questions.
 */
export function pickPracticeQuestions(input: PickPracticeInput): PracticeQuestion[] {
  const shipped = practiceBank(input.language);
  const bank = input.bank ?? shipped.questions;
  // Keywords are compared by the rules of the language they are written in.
  const language = input.bank ? input.language : shipped.language;
  const contentStems = (text: string) => stemsOf(text, language);
  const jd = contentStems(input.jobDescription ?? '');
  const resume = contentStems(input.resume ?? '');
  const recent = new Set(input.recentQuestionIds ?? []);
  const random = seededRandom(input.seed ?? 0);

  const matches = (q: PracticeQuestion, stems: Set<string>) => q.keywords.filter((k) => keywordIn(k, stems, language)).length;
  const topRole = bestRole(bank, (q) => matches(q, jd));
  const ranked = bank
    .map((q) => {
      const textOverlap = [...contentStems(q.text)].filter((s) => jd.has(s)).length;
      let score = JD_WEIGHT * matches(q, jd) + RESUME_WEIGHT * matches(q, resume) + TEXT_WEIGHT * textOverlap;
      if (topRole && q.roles.includes(topRole)) score += ROLE_BONUS;
      if (q.roles.includes('general')) score += GENERAL_BONUS;
      return { q, score, recent: recent.has(q.id), tie: random() };
    })
    .sort((a, b) => Number(a.recent) - Number(b.recent) || b.score - a.score || a.tie - b.tie)
    .map((r) => r.q);

  const kinds = ROUND_KINDS[input.round];
  const count = Math.max(0, Math.floor(input.count));
  const picked: PracticeQuestion[] = [];
  const taken = new Set<string>();
  const take = (fits: (q: PracticeQuestion) => boolean) => {
    const q = ranked.find((c) => !taken.has(c.id) && !takenText(picked, c) && fits(c));
    if (q) {
      taken.add(q.id);
      picked.push(q);
    }
    return q;
  };
  for (let i = 0; i < count; i++) {
    const wanted = input.round === 'mixed' ? [kinds[i % kinds.length], ...kinds] : kinds;
    // A fresh question of a fallback kind beats a recent one of the round's own kind: hearing
    // the same question again teaches less than a slightly different kind does.
    if (!wanted.some((kind) => take((q) => q.kind === kind && !recent.has(q.id))) && !wanted.some((kind) => take((q) => q.kind === kind)) && !take(() => true)) break;
  }
  return picked;
}

/** The role whose questions' keywords the job description mentions most; none when it mentions none. */
function bestRole(bank: readonly PracticeQuestion[], jdMatches: (q: PracticeQuestion) => number): PracticeRole | undefined {
  const totals = new Map<PracticeRole, number>();
  for (const q of bank) {
    for (const role of q.roles) if (role !== 'general') totals.set(role, (totals.get(role) ?? 0) + jdMatches(q));
  }
  let best: PracticeRole | undefined;
  let bestTotal = 0;
  for (const [role, total] of totals) {
    if (total > bestTotal) {
      best = role;
      bestTotal = total;
    }
  }
  return best;
}

/** A keyword of several words matches when every one of its content words does. */
function keywordIn(keyword: string, stems: Set<string>, language: string | undefined): boolean {
  const words = [...stemsOf(keyword, language)];
  return words.length > 0 && words.every((w) => stems.has(w));
}

function takenText(picked: PracticeQuestion[], q: PracticeQuestion): boolean {
  const text = q.text.trim().toLowerCase();
  return picked.some((p) => p.text.trim().toLowerCase() === text);
}
