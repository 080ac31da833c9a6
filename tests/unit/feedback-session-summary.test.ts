// The debrief's session totals, three things to improve, and the thank-you e-mail template.
import type { AnswerScore } from '@/lib/feedback/answer-score';
import { draftThankYouEmail } from '@/lib/feedback/draft-thank-you-email';
import { guessRoleAndCompany } from '@/lib/feedback/guess-role-and-company';
import { keyTopics } from '@/lib/feedback/key-topics';
import { scoreAnswer } from '@/lib/feedback/score-answer';
import { formatTalkTime, summariseSession, type ScoredTurn } from '@/lib/feedback/session-summary';
import { threeThingsToImprove } from '@/lib/feedback/three-things-to-improve';

const STAR =
  'At my last job, our checkout service was timing out during sales. My task was to find the cause before Black Friday. ' +
  'So I profiled the service with Datadog and added a connection pool with PgBouncer, then I rewrote the two slowest queries. ' +
  'As a result, p95 latency dropped from 2 seconds to 300 milliseconds.';
const NO_RESULT = 'At my last job, our team was late on a release. My task was to get it out. So I split the work into smaller pieces and I talked to the product manager every day about scope.';

function turn(question: string, answer: string, seconds: number | null): ScoredTurn {
  const feedback: AnswerScore | null = answer ? scoreAnswer({ question, answer, seconds: seconds ?? 0, kind: 'behavioural' }) : null;
  return { question, candidateAnswer: answer, candidateSeconds: seconds, feedback };
}

describe('session summary', () => {
  it('adds talk time, words, fillers and averages the scores', () => {
    const turns = [turn('Tell me about a time you fixed a slow system.', STAR, 30), turn('Tell me about a time you missed a deadline.', `Um, ${NO_RESULT}`, 20), turn('Why us?', '', null)];
    const summary = summariseSession(turns);
    const words = turns[0].feedback!.figures.words + turns[1].feedback!.figures.words;
    expect(summary).toEqual({
      questions: 3,
      questionsAnswered: 2,
      talkSeconds: 50,
      words,
      wordsPerMinute: Math.round(words / (50 / 60)),
      fillerWords: 1,
      fillersPerMinute: 1.2,
      averageScore: Math.round(((turns[0].feedback!.score + turns[1].feedback!.score) / 2) * 10) / 10,
    });
    expect(formatTalkTime(50)).toBe('50 s');
    expect(formatTalkTime(245)).toBe('4 min 05 s');
  });

  it('has no average and no pace when nothing was captured', () => {
    expect(summariseSession([turn('Q?', '', null)])).toEqual(expect.objectContaining({ questionsAnswered: 0, talkSeconds: 0, wordsPerMinute: 0, averageScore: null }));
  });
});

describe('three things to improve', () => {
  it('names the answers that had no Result', () => {
    const turns = [
      turn('Tell me about a time you fixed a slow system.', STAR, 30),
      turn('Tell me about a time you missed a deadline.', NO_RESULT, 14),
      turn('Tell me about a time you disagreed with a manager.', NO_RESULT, 14),
    ];
    const things = threeThingsToImprove(turns);
    expect(things).toHaveLength(3);
    expect(things.join('\n')).toMatch(/Use the STAR structure: your answers to Q2 and Q3 had no Result/);
  });

  it('calls out a fast pace and filler words with the figures', () => {
    const fast = `Um, like, ${STAR} Uh, basically, you know, it was fine.`;
    const things = threeThingsToImprove([turn('Tell me about a time you fixed a slow system.', fast, 20)]);
    expect(things.some((t) => /Slow down: you averaged \d+ words per minute/.test(t))).toBe(true);
    expect(things.some((t) => /Cut filler words: 5 in all/.test(t))).toBe(true);
  });

  it('always gives three, and asks for capture when the candidate was not heard', () => {
    const things = threeThingsToImprove([turn('Tell me about yourself.', '', null)]);
    expect(things).toHaveLength(3);
    expect(things[0]).toMatch(/Tab \+ microphone/);
  });
});

describe('thank-you e-mail template', () => {
  it('guesses the role and company from the top of a job description', () => {
    expect(guessRoleAndCompany('Senior Data Engineer at Acme Corp\nWe build pipelines.')).toEqual({ role: 'Senior Data Engineer', company: 'Acme Corp' });
    expect(guessRoleAndCompany('Globex is hiring a Product Designer to join our team.')).toEqual({ role: 'Product Designer', company: 'Globex' });
    expect(guessRoleAndCompany('Job title: Backend Developer\nCompany: Initech')).toEqual({ role: 'Backend Developer', company: 'Initech' });
    expect(guessRoleAndCompany('')).toEqual({});
  });

  it('takes short topics from the questions', () => {
    expect(keyTopics(['Tell me about a time you handled a conflict with a colleague.', 'What is the difference between a process and a thread?', 'How would you design a URL shortener?'])).toEqual([
      'conflict with a colleague',
      'difference between a process and a thread',
      'URL shortener',
    ]);
    expect(keyTopics(['Tell me about a time you disagreed with a colleague.', 'Describe a time you led a team through a change.'])).toEqual(['disagreeing with a colleague', 'leading a team through a change']);
  });

  it('names the role, the company and the topics', () => {
    const email = draftThankYouEmail({ role: 'Data Engineer', company: 'Acme', topics: ['pipelines', 'data quality'] });
    expect(email.subject).toBe('Thank you: Data Engineer interview at Acme');
    expect(email.body).toContain('the Data Engineer role at Acme');
    expect(email.body).toContain('especially discussing pipelines and data quality');
    expect(draftThankYouEmail({ topics: [] }).body).toContain('about the role.');
  });
});
