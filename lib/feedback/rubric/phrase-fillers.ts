import { tokenize, type Token } from '../tokenize';

/**
 * A filler counter from two lists of phrases: sounds and words that are fillers wherever they
 * fall ("eh", "euh", "嗯"), and words that are also ordinary words ("este" is "this", "also"
 * is "therefore", "तो" is "then") and count only where a pause follows them ("este, …",
 * "also, …"): said as a word they run on into the sentence. A transcript with no punctuation shows no pauses, so those are
 * missed there rather than counted in sentences where they carry meaning. Each phrase counts
 * once however many words it has ("o sea" is one filler).
 */
export function phraseFillers(lists: { always: readonly string[]; atPause: readonly string[] }): (tokens: readonly Token[]) => number {
  const always = lists.always.map(words);
  const atPause = lists.atPause.map(words);
  return (tokens) => {
    let count = 0;
    for (let i = 0; i < tokens.length; i++) {
      const hit = always.find((p) => matchesAt(tokens, i, p)) ?? atPause.find((p) => matchesAt(tokens, i, p) && tokens[i + p.length - 1].pauseAfter);
      if (!hit) continue;
      count++;
      i += hit.length - 1;
    }
    return count;
  };
}

function words(phrase: string): string[] {
  return tokenize(phrase).map((t) => t.word);
}

function matchesAt(tokens: readonly Token[], i: number, phrase: readonly string[]): boolean {
  if (phrase.length === 0 || i + phrase.length > tokens.length) return false;
  for (let k = 0; k < phrase.length; k++) {
    if (tokens[i + k].word !== phrase[k]) return false;
    // A phrase is said in one breath: a pause inside it makes it two words that happen to meet.
    if (k > 0 && tokens[i + k].pauseBefore) return false;
  }
  return true;
}
