// One answer per topic: sub-prompts join their main question, separate questions stay apart,
// follow-ups are recognised, and Space asks the question rather than the small talk around it.
// Hand-written transcripts, including recogniser-style text without punctuation.
import { pickAskedQuestion } from '@/ws-server/questions/pick-asked-question';
import { QuestionTrigger } from '@/ws-server/questions/question-trigger';
import { leansOnPrevious } from '@/ws-server/questions/question-topics';

const asked = (text: string) => new QuestionTrigger({ cooldownMs: 0 }).onFinalUtterance('u1', text).map((q) => q.text);

describe('merging sub-prompts into one question', () => {
  it('joins a behavioural question and its sub-prompts, in order, as one question', () => {
    expect(asked('Tell me about a time you had a conflict with a coworker. How did you handle it, and what was the outcome?')).toEqual([
      'Tell me about a time you had a conflict with a coworker. How did you handle it and what was the outcome?',
    ]);
    expect(asked('Describe a product you launched from start to finish. What did you learn from it?')).toHaveLength(1);
    expect(asked('Can you explain what a hash table is? How does it handle collisions?')).toHaveLength(1);
  });

  it('joins sub-prompts in unpunctuated recogniser output too', () => {
    expect(asked('tell me about a mistake you made in production what did you change afterwards')).toEqual(['tell me about a mistake you made in production what did you change afterwards']);
  });

  it('keeps genuinely separate back-to-back questions apart', () => {
    expect(asked('How do you approach code review? And how do you mentor junior engineers?')).toEqual(['How do you approach code review?', 'And how do you mentor junior engineers?']);
    expect(asked('What is your biggest strength? And what is your biggest weakness?')).toHaveLength(2);
  });

  it('does not join across a statement between the two', () => {
    expect(asked('Tell me about your last project. We use Go here. What would you change about it?')).toHaveLength(2);
  });
});

describe('questions that lean on the previous one', () => {
  it.each(['And what happened then?', 'Why?', 'How come?', 'What was the hardest part?', 'What tools would you use to measure it?', 'What happens if one of the workers fails?'])('"%s" is a follow-up', (q) => {
    expect(leansOnPrevious(q)).toBe(true);
  });

  it.each(['Tell me about yourself.', 'Why are you leaving your current job?', 'Where do you see yourself in five years?', 'Have you ever worked on a team project that went badly?', 'Do you have any questions for me?'])(
    '"%s" stands on its own',
    (q) => {
      expect(leansOnPrevious(q)).toBe(false);
    },
  );
});

describe('what Space asks', () => {
  it('sends the question, with the small talk before it as context', () => {
    expect(pickAskedQuestion('Hi, thanks for joining. Can you hear me okay? Great. I see you were at Northwind. What was the hardest problem you solved there?')).toEqual({
      question: 'What was the hardest problem you solved there?',
      context: 'Hi, thanks for joining. Can you hear me okay? Great. I see you were at Northwind.',
    });
  });

  it('sends the newest question with its sub-prompts when several were asked', () => {
    expect(pickAskedQuestion('How do you approach code review? Tell me about a time you disagreed with a reviewer. How did you resolve it?').question).toBe(
      'Tell me about a time you disagreed with a reviewer. How did you resolve it?',
    );
  });

  it('sends the prompt said after a topic opener in the same breath, with the opener as context', () => {
    expect(pickAskedQuestion("Let's talk about teamwork, describe a time you disagreed with a teammate.")).toEqual({
      question: 'describe a time you disagreed with a teammate.',
      context: "Let's talk about teamwork,",
    });
  });

  it('sends text with no recognisable question as it is', () => {
    expect(pickAskedQuestion('  um the ledger migration last year  ')).toEqual({ question: 'um the ledger migration last year' });
  });
});
