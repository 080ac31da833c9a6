// What the unsupported-claims check needs to know of each language, as data in each pack
// (lib/language/packs/<code>/claim-words.ts): month names (with their short forms) for dates,
// weekday names (capitalised in English, never a claim), the words of job titles, and the small
// words that join the parts of a name ("Bank of America", "Banco de España"). The check reads
// every language's words at once: an answer's language need not be known to read its claims.
import { packsWith } from '../language/packs/registry';

export interface ClaimWords {
  /** Twelve entries, January first: the full name, then short forms, space-separated. */
  months: string[];
  days: string;
  /** Words that make a title of the role noun after them: "Senior Engineer". */
  seniority: string;
  /** Words that make a title of the role noun before them, in languages that write it so: "ingeniero sénior". */
  seniorityAfter?: string;
  /** The role itself, singular: titles the candidate held are singular. */
  roles: string;
  /** Titles written "<head> of <area>": "VP of Sales", "jefe de producto". */
  heads: string;
  /** Small words inside names and titles: "Bank of America", "director de ingeniería". */
  joiners: string;
  /** Dates written year first with these marks: Chinese and Japanese "2021年3月" ({ year: '年', month: '月' }). */
  yearFirstDates?: { year: string; month: string };
  /** Title words are written together, with no spaces: "高级软件工程师". */
  titlesUnspaced?: boolean;
  /** A title may be an area and a head, area first, with no seniority word (Hindi "प्रोडक्ट मैनेजर", product manager). */
  titlesAreaFirst?: boolean;
  /** A title may be a head and an area, head first, with no "of" (German "Abteilungsleiterin Finanzen"). */
  headThenArea?: boolean;
  /** Titles are written in lower case ("jefe de producto", "directrice produit"): a head-of title needs no capital. */
  titlesLowerCase?: boolean;
  /** Articles and their contractions ("la", "na", "du"): after one, a word is a noun, whatever its ending ("na secretaria"). */
  articles?: string;
  /** Words before a title that make it someone else's: "the", "our", "my" ("my senior engineer", "el jefe de producto"). */
  otherPersonWords?: string;
  /** Words before those that make the title the candidate's again: "as" ("as the Head of Engineering"). */
  asWords?: string;
  /** Languages that capitalise every noun: only runs of capitalised words are names there. */
  nounsCapitalised?: { markers: string };
  /**
   * Numbers written as words, lower case, each with its value: units, teens, tens, and whole
   * forms a language writes as one word ("doscientos": 200, "quatre-vingts": 80, "डेढ़": 1.5).
   * A value of 100 or more multiplies what comes before it ("two hundred"), as do the entries of
   * `numberMultipliers`; a value of 1,000 or more closes a group ("two thousand five hundred").
   */
  numberWords?: Readonly<Record<string, number>>;
  /** Words that multiply the number before them but do not close a group: Chinese 十, 百, 千 within 万. */
  numberMultipliers?: Readonly<Record<string, number>>;
  /** Small words between number words: "and" in "two hundred and fifty", "y" in "treinta y dos". */
  numberJoiners?: string;
  /** Number words are written together as one word ("zweihundertfünfzig"), or with no spaces at all (Chinese). */
  numbersCompound?: boolean;
  /** Words for "one" that only count before a magnitude: "a million", never "a team". */
  numberArticles?: string;
  /** After a number, making it a percentage: "percent", "per cent", "por ciento". */
  percentWords?: readonly string[];
  /** Before a number, making it a percentage: Chinese 百分之. */
  percentBefore?: readonly string[];
  /** After a number in digits or words, multiplying it: "million": 1e6, "Mio.": 1e6, "lakh": 1e5, "万": 1e4. */
  magnitudes?: Readonly<Record<string, number>>;
  /** After a number, naming money: "dollars", "euros", "rupees". */
  currencyWords?: string;
  /**
   * Words of job titles with the English word each translates, lower case: "ingeniero": "engineer",
   * "sénior": "senior", "datos": "data". A title in one language is then backed by the same title
   * in another ("ingeniero de datos sénior" by "Senior Data Engineer").
   */
  titleTranslations?: Readonly<Record<string, string>>;
  /** Words that speak as the candidate: "i me my mine we us our" (space-separated, lower case). */
  firstPerson?: string;
  /** Endings of first-person verb forms, where the language drops the pronoun: "trabajé", "lideramos" ("é amos"). */
  firstPersonEndings?: string;
  /** The first-person words that are a subject (a pronoun, a verb form): "I", "we", "tengo"; "my 90 days" plans, "I cut" claims. */
  firstPersonSubjects?: string;
  /** Nouns of a language that capitalises nouns that are never a name, even beside another capital ("Jahre", "Code"; lower case). */
  commonNouns?: string;
  /** Acronyms every business uses, never an employer or a product: "SLO", "KPI", "ARR" (lower case). */
  commonAcronyms?: string;
  /** Titles that are one word: "CTO", "partner", "Teamleiterin" (lower case). */
  standaloneTitles?: string;
  /** Abbreviations a period follows without ending a sentence: "Mrd.", "z.B.", "Dr." (lower case, without the period). */
  abbreviations?: string;
  /** Words that open a new clause inside a sentence: "because", "weil", "क्योंकि". */
  clauseWords?: string;
  /** Words before an employer's name that make it one ("at Acme", "bei Siemens", "chez Renault"), or after it in a language with postpositions (Hindi "में"). */
  employerWords?: string;
  /** The employer words come after the name. */
  employerWordsAfter?: boolean;
  /** Words before a clock time written with "h" ("avant 7 h", "à 9 h 30"): the hour of something, not a figure; "en 4 h" is a duration. */
  clockWords?: string;
  /** Words between two numbers of a range ("from 28 to 19 percent", "de 28 à 19 %"): the percentage is both's. */
  rangeWords?: string;
  /** Words that deny ("not", "never", "nicht", "नहीं"): a clause that has one claims nothing of the candidate's past. */
  negationWords?: string;
  /** Titles may end a compound word ("Regionalgeschäftsführer", "Vertriebsleiterin"): the role and one-word titles are read at a word's end too. */
  compoundTitles?: boolean;
  /** Words that speak to the interviewer or of their company: "you your yours". */
  secondPerson?: string;
  /** Endings of verb forms that look ahead (the conditional, the future): "empezaría", "je commencerais", "दूँगी". */
  aheadEndings?: string;
  /** Words and phrases that look ahead or say what the candidate wants, rather than state their past: "would", "look forward", "excited". */
  aheadWords?: readonly string[];
}

export interface ClaimLanguage extends ClaimWords {
  code: string;
}

/** Every language whose pack has claim words, in the language list's order. */
export const CLAIM_LANGUAGES: readonly ClaimLanguage[] = packsWith('claimWords').map(({ code, data }) => ({ code, ...data }));

const words = (pick: (l: ClaimLanguage) => string) => CLAIM_LANGUAGES.flatMap((l) => pick(l).split(/\s+/).filter(Boolean));

/** Month forms of every language, each with its month number (1..12). */
export const MONTH_FORMS: ReadonlyMap<string, number> = new Map(
  CLAIM_LANGUAGES.flatMap((l) => l.months.flatMap((forms, i) => forms.split(/\s+/).map((f) => [f, i + 1] as const))),
);
export const DAY_WORDS: ReadonlySet<string> = new Set(words((l) => l.days));
export const SENIORITY_WORDS: readonly string[] = [...new Set(words((l) => l.seniority))];
export const ROLE_WORDS: readonly string[] = [...new Set(words((l) => l.roles))];
/** Each language that writes the seniority after the role, with its own roles: "lead two senior" is English, and no title. */
export const ROLE_FIRST_TITLES: readonly { roles: string[]; seniority: string[] }[] = CLAIM_LANGUAGES.filter((l) => l.seniorityAfter).map((l) => ({
  roles: l.roles.split(/\s+/),
  seniority: (l.seniorityAfter ?? '').split(/\s+/),
}));
export const HEAD_WORDS: readonly string[] = [...new Set(words((l) => l.heads))];
export const JOINER_WORDS: ReadonlySet<string> = new Set(words((l) => l.joiners));
const JOINERS_BY_LANGUAGE = new Map(CLAIM_LANGUAGES.map((l) => [l.code, new Set(l.joiners.split(/\s+/).filter(Boolean))]));

/** The small words inside names of the answer's language when it is known ("van der" is Dutch: no German name has it), else of every language. */
export function joinersOf(language: string | undefined): ReadonlySet<string> {
  return (language && JOINERS_BY_LANGUAGE.get(language)) || JOINER_WORDS;
}
