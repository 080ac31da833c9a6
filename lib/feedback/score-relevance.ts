import { contentStems, stem } from './text-words';

/**
 * Relevance, 0–10: how much of the question's substance the answer takes up, and, when a
 * job description is stored, how many of its terms the answer touches. Content words only
 * (stop words removed), compared by stem so "managed" meets "management".
 */
export type RelevanceResult = { score: number; notes: string[] };

/** Covering this share of the question's content words earns the full question part. */
const QUESTION_COVERAGE_FOR_FULL = 0.6;
/** Touching this many distinct job-description terms earns the full job part. */
const JOB_TERMS_FOR_FULL = 6;

/**
 * Words an on-topic answer uses for a question's words: an answer about "improving
 * performance" that says "latency dropped" is on topic. Each group is matched as one term.
 */
const TOPIC_GROUPS: string[][] = [
  ['performance', 'latency', 'speed', 'fast', 'faster', 'slow', 'slower', 'throughput', 'load', 'bottleneck', 'timeout'],
  ['improve', 'better', 'reduce', 'increase', 'faster', 'cut', 'dropped', 'boost', 'optimise', 'optimize', 'fix'],
  ['conflict', 'disagree', 'disagreement', 'argument', 'tension', 'dispute', 'clash'],
  ['colleague', 'coworker', 'teammate', 'peer', 'team', 'engineer', 'manager'],
  ['customer', 'client', 'user', 'stakeholder'],
  ['fail', 'failure', 'mistake', 'error', 'wrong', 'outage', 'incident', 'bug'],
  ['lead', 'led', 'leadership', 'manage', 'mentor', 'coach', 'delegate'],
  ['deadline', 'pressure', 'urgent', 'late', 'tight', 'schedule', 'priority'],
  ['learn', 'learnt', 'learned', 'lesson', 'study', 'course', 'teach'],
  ['feedback', 'criticism', 'review', 'critique'],
  ['design', 'architecture', 'architect', 'system', 'service', 'component'],
  ['database', 'sql', 'postgres', 'mysql', 'query', 'index', 'table'],
  ['test', 'testing', 'unit', 'integration', 'qa', 'coverage'],
  ['scale', 'scaling', 'growth', 'traffic', 'capacity'],
];
const GROUP_OF = new Map<string, string>();
TOPIC_GROUPS.forEach((group, i) => group.forEach((word) => GROUP_OF.set(stem(word), `#${i}`)));

/** Each stem and the topic groups it belongs to, so a synonym counts as a match. */
function withTopics(stems: Set<string>): Set<string> {
  const out = new Set(stems);
  for (const s of stems) {
    const group = GROUP_OF.get(s);
    if (group) out.add(group);
  }
  return out;
}

/** A question's term is met by the same stem or by a word of its topic group. */
function met(term: string, answer: Set<string>): boolean {
  const group = GROUP_OF.get(term);
  return answer.has(term) || (group !== undefined && answer.has(group));
}

export function scoreRelevance(answer: string, question: string, jobDescription?: string): RelevanceResult {
  const answerStems = withTopics(contentStems(answer));
  if (answerStems.size === 0) return { score: 0, notes: [] };
  const questionStems = contentStems(question);
  const questionHits = [...questionStems].filter((s) => met(s, answerStems)).length;
  const questionPart = questionStems.size === 0 ? 1 : Math.min(1, questionHits / questionStems.size / QUESTION_COVERAGE_FOR_FULL);

  const jobStems = jobDescription ? contentStems(jobDescription) : new Set<string>();
  const notes: string[] = [];
  let score: number;
  if (jobStems.size > 0) {
    const jobHits = [...jobStems].filter((s) => met(s, answerStems)).length;
    const jobPart = Math.min(1, jobHits / Math.min(JOB_TERMS_FOR_FULL, jobStems.size));
    score = 10 * (0.65 * questionPart + 0.35 * jobPart);
    if (jobPart < 0.5) notes.push('Tie the answer to the job: use the skills the job description asks for.');
  } else {
    score = 10 * questionPart;
  }
  if (questionPart < 0.5) notes.push('Stay on the question: answer what was asked, in its own words.');
  else if (score >= 8) notes.push('On topic.');
  return { score: Math.round(score), notes };
}
