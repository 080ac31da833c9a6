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
  /** Languages that capitalise every noun: only runs of capitalised words are names there. */
  nounsCapitalised?: { markers: string };
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
