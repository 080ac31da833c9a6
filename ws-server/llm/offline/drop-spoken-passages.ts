// The offline engine's way of not repeating itself: resume passages the candidate has already
// said out loud in this interview (most of their words spoken) go to the back, so the next
// talking points bring something new. When every passage was spoken they all stay: repeating
// a true point beats inventing one.
import { tokenize } from '../../../lib/retrieval/rank-terms';

/** Share of a passage's words the candidate must have said for it to count as spoken. */
const SPOKEN_SHARE = 0.6;

export function dropSpokenPassages(passages: string[], candidateSaid: string[] | undefined): string[] {
  if (!candidateSaid?.length || passages.length === 0) return passages;
  const said = new Set(tokenize(candidateSaid.join(' ')));
  const fresh = passages.filter((p) => {
    const words = new Set(tokenize(p));
    if (words.size === 0) return true;
    let spoken = 0;
    for (const w of words) if (said.has(w)) spoken++;
    return spoken / words.size < SPOKEN_SHARE;
  });
  return fresh.length > 0 ? fresh : passages;
}
