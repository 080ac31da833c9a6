/**
 * A light English suffix-stripping stemmer: enough that "managed", "managing", "manager" and
 * "management" meet, without a dictionary. Over-stemming is harmless here: both sides of a
 * comparison go through the same function.
 */
export function englishStem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, '');
  if (w.length <= 3) return w;
  const rules: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/sses$/, 'ss'],
    [/ational$/, 'ate'],
    [/ization$/, 'ize'],
    [/isation$/, 'ize'],
    [/ise$/, 'ize'],
    [/ments?$/, ''],
    [/ness$/, ''],
    [/ingly$/, ''],
    [/edly$/, ''],
    [/ing$/, ''],
    [/ed$/, ''],
    [/ers?$/, ''],
    [/ly$/, ''],
    [/([^su])s$/, '$1'],
  ];
  for (const [pattern, replacement] of rules) {
    const next = w.replace(pattern, replacement);
    if (next !== w && next.length >= 3) {
      w = next;
      break;
    }
  }
  // "running" → "runn" → "run"; "managed" → "manag" meets "manage" → "manag".
  w = w.replace(/([bdfgklmnprt])\1$/, '$1');
  if (w.length > 3) w = w.replace(/e$/, '');
  return w;
}
