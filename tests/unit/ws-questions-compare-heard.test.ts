// The same question heard twice, as a recogniser that re-reads the whole utterance prints it:
// a misheard word or two is still the same question, more words after it is the question
// gone on, and another question is another question. Transcripts from bench:interview-replay.
import { compareHeard } from '@/ws-server/questions/compare-heard';

describe('comparing two hearings of a question', () => {
  it('takes a word or two re-read differently as the same question', () => {
    expect(compareHeard('Walk me through your last project and what you built.', 'What me through your last project and what you built?')).toBe('same');
    expect(compareHeard('What is the difference between state and props?', 'what is the difference between the state and props')).toBe('same');
  });

  it('takes the question with more said after it as grown, even when its own words were re-read', () => {
    expect(
      compareHeard(
        'Explain how you had designed a component library for several teams.',
        'Explain how you would design a component library for several teams. How would you version it?',
      ),
    ).toBe('grown');
    expect(compareHeard('What tils would you use to?', 'What tools would you use to measure it?')).toBe('grown');
    expect(compareHeard('Describe a proudety lunch from start to finish.', 'Describe a project he launched from start to finish. What did you learn from it?')).toBe('grown');
    expect(compareHeard('Tell me about a conflict.', 'Tell me about a conflict. How did you handle it?')).toBe('grown');
  });

  it('takes the question with its end missing as shorter', () => {
    expect(compareHeard('How would you make a slow page load faster?', 'How would you make a slow page')).toBe('shorter');
  });

  it('keeps different questions apart', () => {
    expect(compareHeard('What testing strategy do you use for user interfaces?', 'And how do you handle older browsers?')).toBe('different');
    expect(compareHeard('Why Kotlin?', 'Why Java?')).toBe('different');
    expect(compareHeard('Tell me about yourself.', 'Tell me about a time you failed.')).toBe('different');
    expect(compareHeard('How do you approach code review?', 'How do you mentor junior engineers?')).toBe('different');
    expect(compareHeard('', 'Why?')).toBe('different');
  });
});
