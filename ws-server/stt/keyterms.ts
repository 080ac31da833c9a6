// Words worth telling a recogniser about: the names in the candidate's resume and the job
// description that a general model mishears (companies, products, stacks, acronyms).
// Deepgram takes them as `keyterm` (nova-3, at most 500 tokens in all); other engines can
// take them as a vocabulary prompt.

export interface KeytermLimits {
  maxTerms: number;
  maxTokens: number;
}

const DEEPGRAM_KEYTERM_LIMITS: KeytermLimits = { maxTerms: 100, maxTokens: 500 };

// Capitalised only because they open a sentence or a bullet, or too common to help.
const COMMON = new Set(
  `a an and the of for to in on at by with from as or i we our my me you your he she they it this that these those is are was were be been
  led built designed developed managed created implemented improved worked responsible delivered launched drove owned reduced increased
  experience skills summary education projects work professional about requirements responsibilities qualifications preferred required
  nice plus bonus benefits role team company job position you'll we're what who how why when where will must should can able
  january february march april may june july august september october november december present current
  mon tue wed thu fri sat sun senior junior lead staff principal engineer engineering developer manager intern
  software data product service services platform systems system team teams customer customers user users hiring remote`.split(/\s+/),
);

/** The little words a name may hold inside ("Universidad de Chile"), never at its ends. */
const CONNECTORS = new Set(['of', 'de', 'del', 'da', 'do', 'di', 'du', 'la', 'von', 'van', 'der', '&']);

// Letters of any script (with their combining marks), so "García" or "Diseño" stay whole.
const TECH_TOKEN = /\p{L}[\p{L}\p{M}\p{N}]*(?:[.+#/-][\p{L}\p{M}\p{N}]+)*[+#]*/gu;
// Capitalised words not glued to a symbol ("Node" in Node.js is a tech token's business).
const CAP_WORD = "\\p{Lu}[\\p{L}\\p{M}\\p{N}&'-]*(?![\\p{L}\\p{M}\\p{N}&'-]|[./+#][\\p{L}\\p{N}])";
// Connectors inside a name: "University of Michigan", "Universidad de Chile", "Johnson & Johnson".
const CAPITALISED_RUN = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}./+#])${CAP_WORD}(?:[ \\t]+(?:(?:${[...CONNECTORS].filter((w) => w !== '&').join('|')})[ \\t]+|&[ \\t]+)?${CAP_WORD}){0,3}`, 'gu');

export function extractKeyterms(resume: string, jobDescription: string, limits: KeytermLimits = DEEPGRAM_KEYTERM_LIMITS): string[] {
  const scores = new Map<string, { term: string; score: number }>();
  const add = (term: string, weight: number) => {
    const clean = term.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}+#]+$/gu, '');
    if (clean.length < 2 || clean.length > 40 || COMMON.has(clean.toLowerCase())) return;
    const key = clean.toLowerCase();
    const entry = scores.get(key) ?? { term: clean, score: 0 };
    entry.score += weight;
    scores.set(key, entry);
  };
  // The interviewer talks about the job: its terms weigh double.
  for (const [text, weight] of [[jobDescription, 2], [resume, 1]] as const) {
    for (const sentence of text.split(/\n+|[.!?;•·]+(?:\s+|$)|\s[-*]\s/)) {
      for (const match of sentence.matchAll(TECH_TOKEN)) if (looksTechnical(match[0])) add(match[0], weight);
      for (const match of sentence.matchAll(CAPITALISED_RUN)) {
        const raw = match[0].split(/\s+/);
        const words = trimCommon(raw);
        if (words.length === 0) continue;
        // A lone capitalised word opening a sentence is usually just grammar ("Mentor juniors"),
        // unless the sentence is about it ("Stripe is hiring").
        const opens = match.index === sentence.search(/\S/) && words[0] === raw[0];
        const isSubject = new RegExp(`^\\s*${escape(words[0])}(?:['’]s\\b|\\s+(?:is|are|was|were|has|have)\\b)`, 'u').test(sentence);
        if (opens && words.length === 1 && !looksTechnical(words[0]) && !isSubject) continue;
        add(words.join(' '), weight * (words.length > 1 ? 1.5 : 1));
      }
    }
  }
  const ranked = [...scores.values()].sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  const chosen: string[] = [];
  let tokens = 0;
  for (const { term } of ranked) {
    const cost = estimateTokens(term);
    if (chosen.length >= limits.maxTerms || tokens + cost > limits.maxTokens) break;
    chosen.push(term);
    tokens += cost;
  }
  return chosen;
}

/** A deliberately high token estimate (sub-word tokenisers split names and symbols). */
export function estimateTokens(term: string): number {
  return term.split(/\s+/).reduce((sum, word) => sum + Math.ceil(word.length / 4) + (/[^A-Za-z]/.test(word) ? 1 : 0), 0);
}

/** Drops common words at either end of a run, keeping inner ones ("University of Michigan"). */
function trimCommon(words: string[]): string[] {
  let start = 0;
  let end = words.length;
  const drop = (word: string) => COMMON.has(word.toLowerCase()) || CONNECTORS.has(word);
  while (start < end && drop(words[start])) start++;
  while (end > start && drop(words[end - 1])) end--;
  return words.slice(start, end);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function looksTechnical(token: string): boolean {
  return (
    /[a-z][A-Z]/.test(token) || // TypeScript, PostgreSQL, iOS
    /[A-Za-z]\d|\d[A-Za-z]/.test(token) || // EC2, S3, K8s
    /[.+#/]/.test(token.replace(/[.]$/, '')) || // Node.js, C++, C#, CI/CD
    /^[A-Z]{2,6}s?$/.test(token) // AWS, SQL, APIs
  );
}
