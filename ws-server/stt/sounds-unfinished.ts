// Whether a recogniser's reading of speech up to a pause sounds like the speaker stopped
// mid-thought: a hesitation ("…and the, uh"), a clause left open ("This one, Montreal,"), or a
// sentence that never got its full stop. People pause like that all the time when they speak
// freely; cutting the utterance there hands the recogniser half a phrase on each side of the
// cut, and it mishears both halves (real-speech benchmark: "the acoustic corpus" cut in two came
// back as "the e uh" and "Dictor pits"). A reading that ends a sentence, a question above all,
// lets the utterance end as soon as usual, so an answer never waits for this.
//
// The offline recogniser that reads at pauses (Moonshine) writes English with punctuation, so
// the rule reads English punctuation and a few English words that cannot end a sentence.

/** Ends a sentence, optionally inside closing quotes or brackets. */
const SENTENCE_END = /[.?!…]["'”’)\]]*$/u;

/** Hesitation sounds and words a sentence does not end on: the speaker is still going. */
const OPEN_ENDINGS = new Set(['uh', 'um', 'uhm', 'er', 'erm', 'ah', 'hmm', 'mm', 'and', 'but', 'or', 'nor', 'the', 'a', 'an', 'of', 'to', 'with', 'because']);

export function soundsUnfinished(text: string): boolean {
  const trimmed = text.trim();
  // Nothing legible (a cough, the room): nothing to keep open for.
  if (!/\p{L}|\p{N}/u.test(trimmed)) return false;
  if (!SENTENCE_END.test(trimmed)) return true;
  const words = trimmed.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const last = words.at(-1) ?? '';
  // A lone letter ("…than the e.m.") is a word cut off in the middle, written as an abbreviation.
  return OPEN_ENDINGS.has(last) || (/^\p{L}$/u.test(last) && last !== 'i');
}

/** Ends on a question mark, something legible before it: the one ending a padded early reading still gets right (see unfinished-pause-hold.ts). */
export function endsQuestion(text: string): boolean {
  return /\?["'”’)\]]*$/u.test(text.trim()) && /\p{L}|\p{N}/u.test(text) && !soundsUnfinished(text);
}
