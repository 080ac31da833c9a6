// A reading at a pause that sounds like the speaker stopped mid-thought keeps the utterance open;
// one that ends a sentence lets it end as usual (see ws-server/stt/sounds-unfinished.ts).
import { endsQuestion, soundsUnfinished } from '@/ws-server/stt/sounds-unfinished';

describe('whether speech up to a pause sounds unfinished', () => {
  it.each([
    ['a hesitation', 'So this is the sick corpus, I have a cold, so I probably sound, uh'],
    ['no full stop', 'This is me talking really slow and slightly'],
    ['a clause left open with a comma', 'This one, Montreal,'],
    ['a dash', 'What I would like to know is —'],
    ['a full stop after a conjunction', 'We moved the queue to Kafka and.'],
    ['a full stop after an article', 'Then we rewrote the.'],
    ['a full stop after a filler', 'So, tell me about, um.'],
    ['a word cut off and written as letters', 'So I probably sound different than the e.m.'],
  ])('%s', (_, text) => {
    expect(soundsUnfinished(text)).toBe(true);
  });

  it.each([
    ['a question', 'Tell me about a time you disagreed with your manager?'],
    ['a statement', 'The recording environment is also quite different.'],
    ['an exclamation', 'Thanks!'],
    ['a sentence ending on "I"', 'The others wanted to rewrite it, and so did I.'],
    ['a sentence inside quotes', 'He said "we ship on Friday."'],
    ['nothing legible', ''],
    ['punctuation only', '...'],
  ])('%s does not', (_, text) => {
    expect(soundsUnfinished(text)).toBe(false);
  });
});

describe('whether a reading ends on a question', () => {
  it.each([
    ['a question', 'Did you find the root cause?', true],
    ['a question inside quotes', 'She asked "why now?"', true],
    ['a statement', 'I led the migration.', false],
    ['a phrase left open', 'Tell me about the', false],
    ['a question mark after a filler', 'So, tell me about, um?', false],
    ['punctuation only', '?', false],
  ])('%s: %s', (_, text, expected) => {
    expect(endsQuestion(text)).toBe(expected);
  });
});
