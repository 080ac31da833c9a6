// The same question heard twice, as a recogniser that re-reads the whole utterance prints it:
// a misheard word or two is still the same question, more words after it is the question
// gone on, and another question is another question. Transcripts from bench:interview-replay.
import { compareHeard, heardInSamePlace, saidMoreSince } from '@/ws-server/questions/compare-heard';

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

  it('reads past hesitations and restarts one hearing kept and the other left out', () => {
    // The spontaneous replay script: the pause reading left out the restart its final kept.
    expect(compareHeard('what was the worst incident you had there?', 'What was, what was the worst incident you had there?', 'en')).toBe('same');
    expect(compareHeard('Tell me about a time you, um, disagreed with your manager.', 'Tell me about a time you disagreed with your manager.', 'en')).toBe('same');
    expect(compareHeard('can you walk me through it?', 'Can you, can you walk me through it? And what broke?', 'en')).toBe('grown');
    // A hesitation is a word of its own in another language: German "er" (he) is not read past.
    expect(compareHeard('Was hat er gemacht?', 'Was hat gemacht?', 'de')).toBe('different');
  });

  it('takes the question heard again without the lead-in the first reading ran into it as the same question', () => {
    expect(compareHeard('Bright, so untastart with, so tell me about, Ah, tell me a bit about yourself.', 'So, tell me about, tell me a bit about yourself.', 'en')).toBe('same');
    // Too few words left to say they are the same question.
    expect(compareHeard('So, how did you fix it?', 'Fix it?', 'en')).toBe('different');
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

describe('a question heard over the same stretch of audio', () => {
  // From the 10 dB noisy script: more than one word in four re-read differently at the next pause.
  const first = { text: 'Tell me about each time I mention you\'re on your theme.', question: 'Tell me about each time I mention you\'re on your theme.' };

  it('takes a question re-read with many words changed, over the same words, as the one answered early', () => {
    const later = 'Tell me about the time I mentioned you\'re on working you\'re struggling.';
    expect(compareHeard(first.question, later)).toBe('different');
    expect(heardInSamePlace(first, { text: later, question: later })).toBe(true);
  });

  it('takes a question after the earlier reading as the next one', () => {
    const later = 'Tell me about the time I mentioned you\'re on your team. What did you do?';
    expect(heardInSamePlace(first, { text: later, question: 'What did you do?' })).toBe(false);
  });

  it('places the earlier question where it ended the earlier reading, after what came before it', () => {
    const earlier = { text: 'Thanks for joining. How are you today?', question: 'How are you today?' };
    expect(heardInSamePlace(earlier, { text: 'Thanks for joining us. How are you doing?', question: 'How are you doing?' })).toBe(true);
    expect(heardInSamePlace(earlier, { text: 'Thanks for joining us. How are you doing?', question: 'Thanks for joining us.' })).toBe(false);
  });

  it('finds nothing when the question is not in the later reading', () => {
    expect(heardInSamePlace(first, { text: 'Tell me about the time.', question: 'What did you do?' })).toBe(false);
  });
});

describe('whether the speaker said more between two readings of an utterance', () => {
  it('finds more words after everything the earlier reading held', () => {
    expect(saidMoreSince("Tell me about each time I mention you're on your theme.", "Tell me about the time I mentioned you're on working you're struggling.")).toBe(true);
    expect(saidMoreSince('Tell me about a conflict.', 'Tell me about a conflict. How did you handle it?')).toBe(true);
  });

  it('finds nothing more when the same audio was only read differently', () => {
    const earlier = "Tell me about the time I mentioned you're on your teamuestripling. What did you do and how did it turn out?";
    expect(saidMoreSince(earlier, 'Tell me about the time and engineer on your theme is struggling. What did you do and how did it turn out?')).toBe(false);
    expect(saidMoreSince('How do you run the team of well-engineers?', 'How do you learn between the twelve engineers?')).toBe(false);
  });
});
