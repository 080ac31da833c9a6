// Whom a sentence of an answer speaks of, for deciding what may back its claims. An answer is
// the candidate speaking, so by default its claims are the candidate's own and only their
// record backs them. Some clauses speak of the hiring side instead: they look ahead or say what
// the candidate wants ("I'd love to join Globex", "quisiera aportar"), speak to or of the
// company ("your platform serves 10 million requests a day", "Globex's focus on reliability…"),
// or ask ("How do the 4 team leads split the work?"). The words that tell are each language's
// (./speaker-markers.ts); the sentences and clauses are cut by ./claim-spans.ts.
import { clauseSpans, sentenceSpans, spanAt, type SpanRange } from './claim-spans';
import { CLAIM_LANGUAGES } from './claim-words';
import { fold } from './claim-text';
import { hasMarker, lower, markersFor } from './speaker-markers';

export interface SpeakerView {
  /** The sentence around `index` has a first-person word: the candidate speaks of themselves. */
  sentenceSpeaksAsCandidate(index: number): boolean;
  /** The clause around `index` has a first-person subject ("I", "tengo"), not only a possessive ("my first 90 days"). */
  clauseSpeaksAsCandidate(index: number): boolean;
  /** The clause around `index` looks ahead or says what the candidate wants. */
  clauseLooksAhead(index: number): boolean;
  /** The sentence around `index` looks ahead somewhere. */
  sentenceLooksAhead(index: number): boolean;
  /**
   * The clause around `index` speaks to the interviewer ("you", "your"), opens with the company's
   * name, or names the company (not after "at": "at Globex" is an employer) with no first-person word.
   */
  clauseSpeaksOfCompany(index: number): boolean;
  /** The clause around `index` denies ("I haven't used Salesforce yet"): it claims nothing. */
  clauseDenies(index: number): boolean;
  /**
   * A figure or date at `index` may be the company's: "your" or the company's name just before it
   * ("your 14 warehouses", "Bramford's target of 1,500 homes"); its clause names the company, not
   * as an employer ("at Globex"), even as the candidate speaks ("I know Harbourline plans 16
   * berths"); or its clause speaks to the interviewer, or its sentence names the company, and the
   * clause has no first-person subject ("With 41 clinics, the Águas Claras network…"). "We
   * handled 10 million users, like your platform" stays the candidate's.
   */
  figureMayBeCompanys(index: number): boolean;
  /** The sentence around `index` is a question: it asks, it claims nothing. */
  sentenceAsks(index: number): boolean;
  /** Which sentence holds `index` (0, 1, …). */
  sentenceOf(index: number): number;
}

/** Title and area words end like verbs ("ingeniería", "engenharia"): they never tell whom a sentence speaks of. */
const TITLE_WORDS = new Set(CLAIM_LANGUAGES.flatMap((l) => Object.keys(l.titleTranslations ?? {})).map(lower));
/** Words a clause may open with before the company's name ("the", "a", "la", "die"): each language's articles. */
const ARTICLES = new Set(CLAIM_LANGUAGES.flatMap((l) => (l.otherPersonWords ?? '').split(/\s+/)).filter(Boolean).map(fold));
const WORD = /[\p{L}\p{M}'’]+/gu;
const LETTER = /\p{L}/gu;
const QUESTION_END = /[?？]["”»)\]\s]*$/u;

interface Span {
  denies: boolean;
  namesCompany: boolean;
  first: boolean;
  subject: boolean;
  second: boolean;
  ahead: boolean;
  opensWithCompany: boolean;
  asks: boolean;
}

/**
 * `language` is the answer's language when the session knows it (./speaker-markers.ts says what
 * that changes). `isStopWord` keeps verb endings off small words ("aquí", "así").
 */
export function speakerView(prose: string, options: { company?: string; language?: string; isStopWord: (folded: string) => boolean }): SpeakerView {
  const m = markersFor(options.language);
  const company = options.company ? fold(options.company.replace(/’/g, "'")).split(/\s+/).filter(Boolean) : [];
  // The company's own words ("Estrelle" in "Ville d'Estrelle"), its articles and elisions off.
  const distinctive = company.map((w) => w.replace(/^\p{L}{1,2}'/u, '')).filter((w) => w.length >= 4 && !options.isStopWord(w));
  // An ending counts after a stem of two letters at least ("sería", not "fría"; "ferais", not "frais").
  // A word after an article is a noun ("na secretaria", "la ingeniería"), whatever it ends with.
  const ends = (word: string, before: string | undefined, list: readonly string[]) =>
    !options.isStopWord(fold(word)) &&
    !TITLE_WORDS.has(word) &&
    !(before !== undefined && m.articles.has(before)) &&
    list.some((e) => word.endsWith(e) && (word.slice(0, -e.length).match(LETTER)?.length ?? 0) >= 2);
  // The company's name, or its first word in short or possessive ("Westbrook's" for Westbrook Academies).
  const isCompanyWord = (w: string | undefined) => w !== undefined && w.length > 0 && (w === company[0] || distinctive.some((d) => w === d || w.startsWith(d)));
  const opensWith = (folded: readonly string[]) =>
    company.every((w, i) => folded[i] === w || (i === company.length - 1 && folded[i]?.startsWith(w))) || isCompanyWord(folded[0]);
  /** The company named in the clause, not right after an employer word ("at Globex"); elisions read through ("d'Orvéa"). */
  const namesCompany = (folded: readonly string[]) =>
    folded.some((w, i) => isCompanyWord(w.replace(/^\p{L}{1,2}'/u, '')) && !m.employerWords.has(folded[i - 1] ?? '') && !m.employerWords.has(w.replace(/'.*$/u, '')));
  const describe = ([start, end]: SpanRange): Span => {
    const text = prose.slice(start, end);
    const words = [...text.matchAll(WORD)].map((w) => lower(w[0]));
    const folded = words.map(fold);
    const ending = words.some((w, k) => ends(w, words[k - 1], m.firstEndings));
    return {
      denies: hasMarker(m.negation, text, words),
      namesCompany: namesCompany(folded),
      first: hasMarker(m.first, text, words) || ending,
      subject: hasMarker(m.subjects, text, words) || ending,
      second: hasMarker(m.second, text, words),
      ahead: hasMarker(m.ahead, text, words) || words.some((w, k) => ends(w, words[k - 1], m.aheadEndings)),
      // "Globex is…", "the Globex platform…", "a Nubex precisa…": an article may come first.
      opensWithCompany: company.length > 0 && (opensWith(folded) || (ARTICLES.has(folded[0] ?? '') && opensWith(folded.slice(1)))),
      asks: QUESTION_END.test(text),
    };
  };
  /** "your" or the company's name among the three words before `index`, in its clause. */
  const ownedJustBefore = (index: number): boolean => {
    const k = spanAt(clauses, index);
    const from = k >= 0 ? clauses[k][0] : 0;
    const before = [...prose.slice(Math.max(from, index - 60), index).matchAll(WORD)].map((w) => lower(w[0])).slice(-3);
    return before.some((w) => m.second.words.has(w) || isCompanyWord(fold(w).replace(/^\p{L}{1,2}'/u, '')));
  };
  // Spans are cut at once, but described only where a claim asks: an answer of 20,000 brackets
  // has 20,000 clauses and no claim.
  const sentences = sentenceSpans(prose, m);
  const clauses = sentences.flatMap((s) => clauseSpans(prose, s, m));
  const described = [new Map<number, Span>(), new Map<number, Span>()];
  const at = (which: 0 | 1, index: number): Span | undefined => {
    const list = which === 0 ? sentences : clauses;
    const k = spanAt(list, index);
    if (k < 0) return undefined;
    let span = described[which].get(k);
    if (!span) described[which].set(k, (span = describe(list[k])));
    return span;
  };
  return {
    sentenceSpeaksAsCandidate: (i) => at(0, i)?.first ?? false,
    clauseSpeaksAsCandidate: (i) => at(1, i)?.subject ?? false,
    clauseLooksAhead: (i) => at(1, i)?.ahead ?? false,
    sentenceLooksAhead: (i) => at(0, i)?.ahead ?? false,
    clauseSpeaksOfCompany: (i) => {
      const clause = at(1, i);
      return Boolean(clause && (clause.second || clause.opensWithCompany || (clause.namesCompany && !clause.first)));
    },
    clauseDenies: (i) => at(1, i)?.denies ?? false,
    figureMayBeCompanys: (i) => {
      const clause = at(1, i);
      if (!clause) return false;
      if (ownedJustBefore(i) || clause.namesCompany || clause.opensWithCompany) return true;
      return (clause.second || Boolean(at(0, i)?.namesCompany)) && !clause.subject;
    },
    sentenceAsks: (i) => at(0, i)?.asks ?? false,
    sentenceOf: (i) => spanAt(sentences, i),
  };
}
