import { PRACTICE_QUESTIONS } from '@/lib/language/packs/en/practice-questions';
import { pickPracticeQuestions } from '@/lib/practice/pick-practice-questions';
import type { PracticeQuestion } from '@/lib/practice/practice-question';

const DATA_ENGINEER_JD = `Senior Data Engineer. You will build and run batch and streaming data pipelines (Airflow,
Spark, Kafka) that load our product events into the Snowflake warehouse, model the data with dbt, and own data quality
checks and monitoring. Strong SQL and Python, experience with ETL/ELT, incremental loads and schema evolution.`;

const NURSE_JD = 'Registered nurse for a busy surgical ward: patient care, medication administration, infection control, handover and escalation of deteriorating patients.';

describe('the offline practice bank', () => {
  it('holds at least 120 questions with unique ids and unique texts', () => {
    expect(PRACTICE_QUESTIONS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(PRACTICE_QUESTIONS.map((q) => q.id)).size).toBe(PRACTICE_QUESTIONS.length);
    expect(new Set(PRACTICE_QUESTIONS.map((q) => q.text.trim().toLowerCase())).size).toBe(PRACTICE_QUESTIONS.length);
  });

  it('covers every kind and the common roles, each question with keywords', () => {
    const kinds = new Set(PRACTICE_QUESTIONS.map((q) => q.kind));
    expect([...kinds].sort()).toEqual(['behavioural', 'other', 'technical']);
    const roles = new Set(PRACTICE_QUESTIONS.flatMap((q) => q.roles));
    for (const role of ['software', 'data', 'product', 'design', 'sales', 'marketing', 'customer-success', 'finance', 'operations', 'healthcare', 'teaching', 'general']) {
      expect(roles).toContain(role);
    }
    for (const q of PRACTICE_QUESTIONS) {
      expect(q.keywords.length).toBeGreaterThan(0);
      expect(q.text.length).toBeLessThanOrEqual(2000);
    }
  });
});

describe('pickPracticeQuestions', () => {
  it('ranks data questions first for a data-engineering job description', () => {
    const picked = pickPracticeQuestions({ round: 'technical', count: 5, jobDescription: DATA_ENGINEER_JD });
    expect(picked).toHaveLength(5);
    for (const q of picked) expect(q.roles).toContain('data');
    expect(picked.every((q) => q.kind === 'technical')).toBe(true);
  });

  it('tailors a technical round to a nursing job description', () => {
    const picked = pickPracticeQuestions({ round: 'technical', count: 3, jobDescription: NURSE_JD });
    for (const q of picked) expect(q.roles).toContain('healthcare');
  });

  it('never repeats a question within a session, whatever the length', () => {
    for (const round of ['behavioural', 'technical', 'mixed'] as const) {
      for (const count of [3, 5, 8]) {
        const picked = pickPracticeQuestions({ round, count, jobDescription: DATA_ENGINEER_JD, seed: count });
        expect(picked).toHaveLength(count);
        expect(new Set(picked.map((q) => q.id)).size).toBe(count);
        expect(new Set(picked.map((q) => q.text)).size).toBe(count);
      }
    }
  });

  it('avoids questions asked recently when alternatives exist', () => {
    const first = pickPracticeQuestions({ round: 'technical', count: 5, jobDescription: DATA_ENGINEER_JD });
    const second = pickPracticeQuestions({ round: 'technical', count: 5, jobDescription: DATA_ENGINEER_JD, recentQuestionIds: first.map((q) => q.id) });
    expect(second.filter((q) => first.some((f) => f.id === q.id))).toEqual([]);
    // Still the data questions that are left: recency moves a question back, relevance still ranks.
    expect(second.filter((q) => q.roles.includes('data')).length).toBeGreaterThanOrEqual(3);
  });

  it('asks a recent question again only when nothing else is left', () => {
    const bank: PracticeQuestion[] = [
      { id: 'a', text: 'A?', kind: 'behavioural', roles: ['general'], keywords: ['a'] },
      { id: 'b', text: 'B?', kind: 'behavioural', roles: ['general'], keywords: ['b'] },
    ];
    expect(pickPracticeQuestions({ round: 'behavioural', count: 2, bank, recentQuestionIds: ['a'] }).map((q) => q.id)).toEqual(['b', 'a']);
  });

  it('alternates kinds in a mixed round', () => {
    const picked = pickPracticeQuestions({ round: 'mixed', count: 5, jobDescription: DATA_ENGINEER_JD });
    expect(picked.map((q) => q.kind)).toEqual(['behavioural', 'technical', 'other', 'behavioural', 'technical']);
  });

  it('keeps to behavioural questions in a behavioural round', () => {
    const picked = pickPracticeQuestions({ round: 'behavioural', count: 8 });
    expect(picked.every((q) => q.kind === 'behavioural')).toBe(true);
  });

  it('is repeatable for a seed and varies between seeds when nothing ranks the questions', () => {
    const a = pickPracticeQuestions({ round: 'behavioural', count: 5, seed: 1 });
    expect(pickPracticeQuestions({ round: 'behavioural', count: 5, seed: 1 })).toEqual(a);
    const others = [2, 3, 4, 5].map((seed) => pickPracticeQuestions({ round: 'behavioural', count: 5, seed }).map((q) => q.id).join());
    expect(others.some((ids) => ids !== a.map((q) => q.id).join())).toBe(true);
  });
});
