import { buildAnswerPrompt } from '@/ws-server/llm/prompt';
import { estimateTokens } from '@/ws-server/llm/estimate-tokens';
import { fitContext } from '@/ws-server/llm/fit-context';
import type { AnswerRequest } from '@/ws-server/llm/answer-engine';

// Fifty pages of plausible bullets that never mention the question's words, with one passage
// that answers it buried on page 37.
const RELEVANT = 'Led the Oracle to PostgreSQL migration of the billing ledger with zero downtime, using dual writes and nightly reconciliation.';
const TECH = ['Kafka', 'Redis', 'React', 'Terraform', 'Go', 'Kotlin', 'GraphQL', 'Spark', 'Airflow', 'Elasticsearch'];
const TEAMS = ['payments', 'search', 'mobile', 'growth', 'identity', 'logistics', 'analytics'];
function fiftyPageResume(): string {
  const pages: string[] = [];
  for (let page = 1; page <= 50; page++) {
    const lines = [`Role ${page}: engineer at Company ${page}`];
    for (let i = 0; i < 30; i++) {
      const n = page * 31 + i;
      lines.push(`- Maintained ${TECH[n % TECH.length]} services for the ${TEAMS[n % TEAMS.length]} team, improving throughput by ${n % 90}% over ${1 + (n % 11)} quarters.`);
    }
    if (page === 37) lines.push(`- ${RELEVANT}`);
    pages.push(lines.join('\n'));
  }
  return pages.join('\n\n');
}

const question = 'How did you approach the PostgreSQL migration?';
const base: AnswerRequest = {
  question,
  kind: 'technical',
  resume: fiftyPageResume(),
  jobDescription: Array.from({ length: 200 }, (_, i) => `- You will own ${TECH[i % TECH.length]} tooling for team ${i}.`).join('\n'),
  history: Array.from({ length: 20 }, (_, i) => ({ question: `Earlier question ${i}?`, answer: `An earlier answer number ${i}. `.repeat(40) })),
};

describe('prompt context budget', () => {
  it('a 50-page resume yields a prompt under the token budget that holds the passage relevant to the question', () => {
    expect(estimateTokens(base.resume)).toBeGreaterThan(20_000);
    const { prompt } = buildAnswerPrompt(base, { contextTokenBudget: 3_000 });
    // The question, the section tags and the closing line are outside the budget: a few dozen tokens.
    expect(estimateTokens(prompt)).toBeLessThan(3_000 + 150);
    expect(prompt).toContain(RELEVANT);
    expect(prompt).toContain('<job_description>');
    // Recent history comes first: the newest earlier turn is kept, the oldest is not.
    expect(prompt).toContain('Earlier question 19?');
    expect(prompt).not.toContain('Earlier question 0?');
  });

  it('keeps short documents whole, in their own order', () => {
    const request = { ...base, resume: 'Backend engineer at Northwind.\nBuilt payment APIs.', jobDescription: 'Globex hires a platform engineer.', history: [] };
    const fitted = fitContext(request, { tokenBudget: 3_000, historyTurns: 6 });
    expect(fitted.resume).toBe('Backend engineer at Northwind.\nBuilt payment APIs.');
    expect(fitted.jobDescription).toBe('Globex hires a platform engineer.');
  });

  it('spends the budget on resume, job description and history together', () => {
    for (const budget of [500, 1_500, 3_000, 6_000]) {
      const fitted = fitContext(base, { tokenBudget: budget, historyTurns: 6 });
      const used = estimateTokens(fitted.resume) + estimateTokens(fitted.jobDescription) + fitted.history.reduce((n, t) => n + estimateTokens(t.question) + estimateTokens(t.answer), 0);
      expect(used).toBeLessThanOrEqual(budget);
      expect(fitted.resume).toContain(RELEVANT);
      expect(fitted.resume).toContain('[…]');
    }
  });

  it('estimates about four characters a token, and never fewer tokens than words', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('x'.repeat(400))).toBe(100);
    expect(estimateTokens('a b c d e f g h')).toBeGreaterThanOrEqual(8);
  });
});
