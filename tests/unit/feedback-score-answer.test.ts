// The practice feedback rubric: each part on hand-written transcripts, and the total.
import { answerScoreSchema } from '@/lib/feedback/answer-score';
import { countFillers } from '@/lib/feedback/count-fillers';
import { formatScore } from '@/lib/feedback/format-score';
import { RUBRIC_WEIGHTS } from '@/lib/feedback/rubric-weights';
import { scoreAnswer } from '@/lib/feedback/score-answer';
import { deliveryFigures, scoreDelivery } from '@/lib/feedback/score-delivery';
import { scoreRelevance } from '@/lib/feedback/score-relevance';
import { scoreSpecificity } from '@/lib/feedback/score-specificity';
import { scoreStructure } from '@/lib/feedback/score-structure';

const BEHAVIOURAL = 'Tell me about a time you improved the performance of a system.';
const STAR =
  'At my last job, our checkout service was timing out during sales. My task was to find the cause before Black Friday. ' +
  'So I profiled the service with Datadog and found that every request opened a new Postgres connection. ' +
  'I added a connection pool with PgBouncer, rewrote the two slowest queries, and ran a load test to check. ' +
  'Then I paired with the on-call engineer to roll it out behind a feature flag. ' +
  'As a result, p95 latency dropped from 2 seconds to 300 milliseconds and we handled 40% more orders than the year before.';
const RAMBLING =
  'Um, so, yeah, I mean, performance is, like, really important, you know. I think it is basically about, like, caring about it and, um, sort of ' +
  'keeping an eye on things. Actually systems are all different and that is okay I guess. You know, it is kind of a team thing and stuff, and, uh, communication too.';
const STAR_NO_RESULT =
  'At my last job, our checkout service was timing out during sales. My task was to find the cause. So I profiled the service and added a connection pool, ' +
  'then I rewrote the two slowest queries and paired with the on-call engineer to roll it out.';

describe('structure', () => {
  it('a STAR answer scores structure higher than a rambling one', () => {
    const star = scoreStructure(STAR, BEHAVIOURAL, 'behavioural');
    const ramble = scoreStructure(RAMBLING, BEHAVIOURAL, 'behavioural');
    expect(star.score).toBe(10);
    expect(star.missing).toEqual([]);
    expect(ramble.score).toBeLessThanOrEqual(4);
    expect(star.score).toBeGreaterThan(ramble.score);
  });

  it('names the missing Result and takes its points', () => {
    const result = scoreStructure(STAR_NO_RESULT, BEHAVIOURAL, 'behavioural');
    expect(result.missing).toEqual(['Result']);
    expect(result.score).toBe(8);
    expect(result.notes.join(' ')).toMatch(/no Result/);
  });

  it('rewards an Action longer than the other parts', () => {
    const shortAction =
      'At my last job, our team was building a billing system for three countries with many rules about tax, currency and invoices that changed often. ' +
      'My task was to own the invoice module and make sure every invoice matched the rules of each country in every case we knew about. ' +
      'So I wrote tests. As a result, invoices were correct.';
    expect(scoreStructure(shortAction, BEHAVIOURAL, 'behavioural').score).toBe(8);
  });

  it('scores a technical answer on opening, reasoning, example or trade-off and conclusion', () => {
    const q = 'What is the difference between a process and a thread?';
    const good =
      'A process is a running program with its own memory, while a thread runs inside a process and shares its memory. ' +
      'Because threads share memory, switching between them is cheaper, but you need locks to avoid races. ' +
      'For example, a Python web server often uses several processes to get around the GIL. ' +
      'So overall, I would use threads for shared state and processes for isolation.';
    const vague = 'Well there are lots of things to think about and it really depends on a lot of factors and what people want and how things are going in general.';
    expect(scoreStructure(good, q, 'technical')).toEqual(expect.objectContaining({ score: 10, missing: [] }));
    expect(scoreStructure(vague, q, 'technical').score).toBeLessThan(5);
  });

  it('an empty answer has no structure', () => {
    expect(scoreStructure('  ', BEHAVIOURAL, 'behavioural').score).toBe(0);
  });
});

describe('filler words', () => {
  it('counts sounds and filler words, each "you know" once', () => {
    expect(countFillers('Um, I think, uh, it was basically fine, you know.')).toBe(4);
    expect(countFillers('You know, you know, it actually worked.')).toBe(3);
  });

  it('does not count "like" as a verb or a comparison', () => {
    expect(countFillers("I like Postgres and I'd like to use it again. We used tools like Terraform. It looks like a queue.")).toBe(0);
    expect(countFillers('It was, like, huge. So like we decided to, like, ship it.')).toBe(3);
  });

  it('does not count "kind of" in a noun phrase, or "you know" in a question', () => {
    expect(countFillers('What kind of index would you use? Do you know the answer?')).toBe(0);
    expect(countFillers('It was kind of slow and sort of broken.')).toBe(2);
  });
});

describe('delivery', () => {
  it('computes words per minute and fillers per minute', () => {
    const figures = deliveryFigures(150, 60, 3);
    expect(figures).toEqual({ words: 150, seconds: 60, wordsPerMinute: 150, fillerWords: 3, fillersPerMinute: 3 });
    expect(deliveryFigures(100, 45, 0).wordsPerMinute).toBe(133);
    expect(deliveryFigures(100, 0, 2)).toEqual({ words: 100, seconds: 0, wordsPerMinute: 0, fillerWords: 2, fillersPerMinute: 0 });
  });

  it('gives full marks at a comfortable pace and length, less when slow, short, long or full of fillers', () => {
    expect(scoreDelivery(deliveryFigures(200, 85, 1)).score).toBe(10);
    expect(scoreDelivery(deliveryFigures(200, 150, 1)).score).toBeLessThan(10);
    expect(scoreDelivery(deliveryFigures(20, 8, 0)).score).toBeLessThan(8);
    expect(scoreDelivery(deliveryFigures(600, 260, 0)).score).toBeLessThan(10);
    expect(scoreDelivery(deliveryFigures(200, 85, 20)).score).toBeLessThanOrEqual(7);
  });
});

describe('relevance', () => {
  it('an on-topic answer scores higher than an off-topic one', () => {
    const q = 'How would you design a database index for a slow query?';
    const onTopic = 'I would look at the slow query plan first, then add a composite index on the columns in the where clause so the database can skip the scan.';
    const offTopic = 'I enjoy hiking at weekends and I have two cats who keep me company while I paint landscapes.';
    expect(scoreRelevance(onTopic, q).score).toBeGreaterThan(scoreRelevance(offTopic, q).score);
    expect(scoreRelevance(offTopic, q).score).toBeLessThan(3);
  });

  it('counts the job description when there is one', () => {
    const q = 'Tell me about yourself.';
    const jd = 'Senior Data Engineer. You will build Airflow pipelines, model data in dbt and Snowflake, and mentor analysts.';
    const matching = 'I am a data engineer; I build pipelines in Airflow, model data with dbt on Snowflake and mentor two analysts.';
    const generic = 'I am a hard worker who enjoys challenges and gets along with everyone on the team.';
    expect(scoreRelevance(matching, q, jd).score).toBeGreaterThan(scoreRelevance(generic, q, jd).score);
  });
});

describe('specificity', () => {
  it('numbers, named tools and outcomes score higher than generalities', () => {
    const specific = scoreSpecificity('We cut build time by 40% in two weeks by moving CI to GitHub Actions and caching Docker layers.');
    const vague = scoreSpecificity('We made the build better by changing some things and it was good.');
    expect(specific.numbers).toBeGreaterThanOrEqual(2);
    expect(specific.tools).toBeGreaterThanOrEqual(2);
    expect(specific.score).toBeGreaterThanOrEqual(8);
    expect(vague.score).toBeLessThan(3);
  });

  it('finds tools in a lower-case transcript', () => {
    expect(scoreSpecificity('we moved the service to kubernetes and rewrote it in typescript').tools).toBe(2);
  });
});

describe('scoreAnswer', () => {
  it('weights the parts into a total out of 10, and the result matches its schema', () => {
    const score = scoreAnswer({ question: BEHAVIOURAL, answer: STAR, seconds: 40, kind: 'behavioural' });
    expect(answerScoreSchema.parse(score)).toEqual(score);
    expect(score.weights).toEqual(RUBRIC_WEIGHTS);
    const weighted = Object.entries(score.parts).reduce((sum, [part, value]) => sum + value * RUBRIC_WEIGHTS[part as keyof typeof RUBRIC_WEIGHTS], 0);
    expect(score.score).toBe(Math.round(weighted));
    expect(score.score).toBeGreaterThanOrEqual(8);
    expect(score.figures.wordsPerMinute).toBe(Math.round(score.figures.words / (40 / 60)));
  });

  it('keeps every total within 0–10', () => {
    const answers = ['', 'Yes.', RAMBLING, STAR, `${STAR} `.repeat(20)];
    for (const answer of answers) {
      for (const seconds of [0, 1, 30, 900]) {
        const { score, parts } = scoreAnswer({ question: BEHAVIOURAL, answer, seconds, kind: 'behavioural' });
        for (const v of [score, ...Object.values(parts)]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(10);
        }
      }
    }
    expect(scoreAnswer({ question: BEHAVIOURAL, answer: '', seconds: 0, kind: 'other' }).score).toBe(0);
  });

  it('a STAR answer outscores a rambling one', () => {
    const star = scoreAnswer({ question: BEHAVIOURAL, answer: STAR, seconds: 40, kind: 'behavioural' });
    const ramble = scoreAnswer({ question: BEHAVIOURAL, answer: RAMBLING, seconds: 25, kind: 'behavioural' });
    expect(star.score).toBeGreaterThan(ramble.score + 3);
  });

  it('formats a score as "7/10"', () => {
    expect(formatScore(7)).toBe('7/10');
    expect(formatScore(6.5)).toBe('6.5/10');
    expect(formatScore(6.04)).toBe('6/10');
    expect(formatScore(12)).toBe('10/10');
  });
});
