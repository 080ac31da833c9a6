import { PRACTICE_QUESTIONS } from '../../lib/language/packs/en/practice-questions';
import { givenQuestionKind, planGivenQuestions } from '../../ws-server/practice/given-questions';

describe('the plan of a "Practise these" round', () => {
  it('keeps the given order and asks a repeated question once', () => {
    const plan = planGivenQuestions(['Tell me about a time you failed.', '  tell me about a   time you failed. ', 'What is a hash map?']);
    expect(plan.map((q) => q.text)).toEqual(['Tell me about a time you failed.', 'What is a hash map?']);
    expect(new Set(plan.map((q) => q.id)).size).toBe(2);
  });

  it('gives a bank question its own id and kind', () => {
    const banked = PRACTICE_QUESTIONS.find((q) => q.kind === 'technical')!;
    expect(planGivenQuestions([banked.text])).toEqual([{ id: banked.id, text: banked.text, kind: 'technical' }]);
  });

  it('scores behavioural and technical questions as such, and situational, motivation and background ones as "other"', () => {
    expect(givenQuestionKind('Give me an example of a conflict in your team.')).toBe('behavioural');
    expect(givenQuestionKind('How would you design a cache for this API?')).toBe('technical');
    expect(givenQuestionKind('What would you do if a client changed the scope on day one?')).toBe('other');
    expect(givenQuestionKind('Why do you want this role?')).toBe('other');
    expect(givenQuestionKind('Tell me about yourself.')).toBe('other');
  });

  it('classifies a question in another language by its own words', () => {
    expect(givenQuestionKind('Cuéntame una situación en la que tuviste un conflicto con un compañero.', 'en')).toBe('behavioural');
  });
});
