// English words to voice a sentence flite cannot speak (Spanish, Hindi, Chinese…) for about as
// long as it would take to say: one stand-in word a word, or for Chinese and Japanese one for
// every two characters. The recogniser in the benchmark replays the script's own text, so what
// matters is only that the VAD hears speech where, and for as long as, the sentence is said.
const WORDS = 'the team built a service that runs every day and we measured how well it works for all our customers'.split(' ');
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

export function standInSpeech(text: string): string {
  const characters = text.match(UNSPACED)?.length ?? 0;
  const spaced = text.replace(UNSPACED, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const count = Math.max(1, Math.round(characters / 2) + spaced);
  return Array.from({ length: count }, (_, i) => WORDS[i % WORDS.length]).join(' ') + '.';
}
