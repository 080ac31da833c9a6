// Flags what an answer states that the candidate's record does not back: figures, dates, job
// titles and the names of employers and products. Plain, explainable checks, no model: a figure
// is backed when a source has the same number (however it is written, in words or in any
// script's digits), a date when a source names the same month and year, a title when a source
// has its words (in any language a pack translates), a name when a source has each of its words.
//
// Which sources count depends on whom the claim's sentence speaks of (./claim-speaker.ts). The
// candidate's record (resume, stories, their own words) backs anything. The hiring side (the
// job description, the interviewer's words, the company) backs a figure, date or title only in
// a clause that looks ahead or speaks of the company without speaking as the candidate, and a
// name unless its sentence speaks as the candidate in a clause that does neither: "your
// 10 million requests a day" and "I'd love to join Globex" are fine, "I have handled 10 million
// requests a day" and "as a Staff Engineer at Globex" are the candidate's to back.
import { guessLanguage } from '../language/guess-language';
import { primaryLanguage } from '../language/languages';
import { RANKING_STOP_WORDS } from '../retrieval/ranking-stop-words';
import { toClaimSupport, type ClaimSupport } from './claim-support';
import { speakerView } from './claim-speaker';
import { backingOf } from './claim-backing';
import { answerProseWithCode, fold, proseWords, type ProseWord } from './claim-text';
import { CLAIM_LANGUAGES, joinersOf } from './claim-words';
import { EMPLOYER_AFTER, findNames, followsEmployerWord } from './find-names';
import { findFigures, findNamedDates } from './find-figures';
import { findTitles, type TitleClaim } from './find-titles';
import { titleSupported } from './title-support';

interface Claim {
  text: string;
  index: number;
}

const STOP = new Set(RANKING_STOP_WORDS.map(fold));
const isStopWord = (w: string) => STOP.has(w);
const NOUN_CAPITALISING_CODES = new Set(CLAIM_LANGUAGES.filter((l) => l.nounsCapitalised).map((l) => l.code));
const NOUN_CAPITALISING = CLAIM_LANGUAGES.flatMap((l) => (l.nounsCapitalised ? [new Set(l.nounsCapitalised.markers.split(/\s+/))] : []));
const CAPITAL = /^\p{Lu}/u;
/** Inside code, a number beside an operator or a bracket is code ("n^2", "arr[0]"), not a figure. */
const CODE_NEIGHBOUR = /[^\s,.;:!?%)]/u;

export function findUnsupportedClaims(answer: string, given: ClaimSupport | readonly string[]): string[] {
  const support = toClaimSupport(given);
  const { text: prose, inCode, inCodeLike } = answerProseWithCode(answer);
  if (!prose.trim()) return [];
  const record = backingOf(support.record);
  const hiring = backingOf([...support.hiring, support.company ?? '']);
  // The session's answer language narrows the words read to that language's own. A guess from
  // the answer's words does not (one short sentence is easily taken for another language): then
  // every language's words are read, and no verb endings.
  const language = support.language ? primaryLanguage(support.language) : undefined;
  const guessed = language ?? guessLanguage(prose);
  const speaker = speakerView(prose, { company: support.company, language, isStopWord });
  const words = proseWords(prose);
  const joiners = joinersOf(language);
  const names = findNames(
    words.filter((w) => !inCode(w.index)),
    prose,
    {
      capitalisedInside: new Set([...words, ...record.prose.flat(), ...hiring.prose.flat()].filter((w) => !w.opensSentence && CAPITAL.test(w.text)).map((w) => w.folded)),
      nounsCapitalised: (guessed !== undefined && NOUN_CAPITALISING_CODES.has(guessed)) || nounsCapitalised(words),
      companyWords: new Set(fold(support.company ?? '').split(/\s+/).filter(Boolean)),
      joiners,
      isStopWord,
    },
  );
  const nameEnds = new Set(names.map((run) => run[run.length - 1]).filter((w) => prose[w.index + w.text.length] === ' ').map((w) => w.index + w.text.length));
  // A name's word is known with or without a genitive "s" ("Kranichs Umsatz" for Kranich).
  const knows = (words: ReadonlySet<string>, w: string) => words.has(w) || (w.length > 3 && w.endsWith('s') && words.has(w.slice(0, -1)));
  const inRecord = (run: readonly ProseWord[]) => run.every((w) => joiners.has(w.folded) || knows(record.words, w.folded));
  // A sentence that names the candidate's own employer after "at" ("At Northwind the services ran on
  // Go") speaks of the candidate's past even without an "I".
  const ownEmployer = new Set(names.filter((run) => inRecord(run) && followsEmployerWord(run, words, EMPLOYER_AFTER)).map((run) => speaker.sentenceOf(run[0].index)));
  const asCandidate = (i: number) => speaker.sentenceSpeaksAsCandidate(i) || ownEmployer.has(speaker.sentenceOf(i));
  // A clause looks ahead itself, or sits in a sentence that does without saying what the
  // candidate did ("With a target of $6 million, I would start with the banks"). A question asks.
  const looksAhead = (i: number) => speaker.sentenceAsks(i) || speaker.clauseLooksAhead(i) || (speaker.sentenceLooksAhead(i) && !speaker.clauseSpeaksAsCandidate(i));
  // A plan ("in my first 90 days I'd meet the 9 lawyers"), a question and a denial claim no figure or date.
  const noFactClaimed = (i: number) => looksAhead(i) || speaker.clauseDenies(i);
  const hiringBacksFact = (i: number) => speaker.figureMayBeCompanys(i);
  const hiringBacksName = (i: number) => !asCandidate(i) || looksAhead(i) || speaker.clauseDenies(i) || speaker.clauseSpeaksOfCompany(i);
  const claims: Claim[] = [];
  // Which characters a claim already covers, one flag each: an answer of 10,000 figures would
  // otherwise compare each with every claim before it.
  const taken = new Uint8Array(prose.length);
  const take = (c: Claim) => taken.fill(1, c.index, c.index + c.text.length);
  const isTaken = (index: number) => taken[index] === 1;

  for (const d of findNamedDates(prose)) {
    take(d);
    if (noFactClaimed(d.index)) continue;
    if (!record.dates.has(d.key) && !(hiring.dates.has(d.key) && hiringBacksFact(d.index))) claims.push(d);
  }
  // Number words of the answer's language; when the session does not say, of the guessed one and
  // English, the answers' default ("once" is eleven in Spanish, "tram" a hundred in Vietnamese:
  // neither in an English answer).
  const numberLanguages = language ? [language] : [...new Set([guessed ?? 'en', 'en'])];
  for (const f of findFigures(prose, numberLanguages)) {
    if (isTaken(f.index) || (inCode(f.index) && (inCodeLike(f.index) || codeNumber(prose, f)))) continue;
    // A number right after a name is part of it ("BIM 360", "Office 365", "Windows 11"), not a figure.
    if (/^\d+$/.test(f.text) && nameEnds.has(f.index - 1)) continue;
    take(f);
    if (noFactClaimed(f.index)) continue;
    if (!record.values.has(f.value) && !(hiring.values.has(f.value) && hiringBacksFact(f.index))) claims.push(f);
  }
  // The same title said again is looked up once ("Senior Engineer" twenty times in one answer).
  const supported = new Map<string, { record: boolean; hiring: boolean }>();
  const backs = (t: TitleClaim) => {
    const key = `${t.words.join(' ')}\u0000${t.literal.join(' ')}`;
    let found = supported.get(key);
    if (!found) supported.set(key, (found = { record: titleSupported(t, record.titleKeys), hiring: titleSupported(t, hiring.titleKeys) }));
    return found;
  };
  for (const t of findTitles(prose, isStopWord, language)) {
    if (isTaken(t.index)) continue;
    take(t);
    if (t.someoneElses) continue;
    const { record: byRecord, hiring: inHiring } = backs(t);
    if (!byRecord && !(inHiring && hiringBacksName(t.index))) claims.push(t);
  }
  for (const run of names) {
    if (run.some((w) => isTaken(w.index)) || inRecord(run)) continue;
    if (run.every((w) => joiners.has(w.folded) || knows(record.words, w.folded) || knows(hiring.words, w.folded)) && hiringBacksName(run[0].index)) continue;
    const last = run[run.length - 1];
    claims.push({ text: prose.slice(run[0].index, last.index + last.text.length), index: run[0].index });
  }
  const ordered = claims.sort((a, b) => a.index - b.index).map((c) => c.text.replace(/\s+/g, ' ').trim());
  return [...new Set(ordered)];
}

function codeNumber(prose: string, figure: Claim): boolean {
  const before = prose[figure.index - 1];
  const after = prose[figure.index + figure.text.length];
  return (before !== undefined && CODE_NEIGHBOUR.test(before)) || (after !== undefined && CODE_NEIGHBOUR.test(after));
}

/** An answer in a language that capitalises every noun: a few of its own small words tell. */
function nounsCapitalised(words: ProseWord[]): boolean {
  const present = new Set(words.map((w) => w.folded));
  return NOUN_CAPITALISING.some((markers) => [...markers].filter((m) => present.has(m)).length >= 3);
}
