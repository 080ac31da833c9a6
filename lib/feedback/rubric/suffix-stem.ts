/**
 * A stemmer from a list of suffixes, for languages without a dedicated one: the first suffix
 * that leaves at least `keep` letters is cut, and the rest is cut to `max` letters, so
 * "proyectos" meets "proyecto" and "gestión" meets "gestionar". Crude on purpose: relevance
 * only asks whether the answer and the question share a root, and both go through it.
 */
export function suffixStem(options: { suffixes: readonly string[]; keep?: number; max?: number; foldAccents?: boolean }): (word: string) => string {
  const suffixes = [...options.suffixes].sort((a, b) => b.length - a.length);
  const keep = options.keep ?? 4;
  const max = options.max ?? 8;
  return (word) => {
    let w = word.toLowerCase().normalize('NFC');
    // Accents fold only for Latin letters: Devanagari vowel signs are marks too, and meaningful.
    if (options.foldAccents) w = w.normalize('NFD').replace(/\p{M}/gu, '');
    const suffix = suffixes.find((s) => w.endsWith(s) && [...w].length - [...s].length >= keep);
    if (suffix) w = w.slice(0, w.length - suffix.length);
    return [...w].slice(0, max).join('');
  };
}
