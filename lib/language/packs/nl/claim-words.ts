// What the unsupported-claims check knows of Dutch: month and weekday names, the words of job
// titles (with their English words; Dutch writes many as one word, "softwareontwikkelaar"),
// numbers written as words (one word, "tweehonderdvijftig", "vijfentwintig"), and the words that
// tell whom a sentence speaks of. "en" (and) is no name joiner: joiners are read in every
// language, and it would join "Google en Madrid" in a Spanish answer.
import type { ClaimWords } from '../../../evidence/claim-words';

const UNITS: Readonly<Record<string, number>> = { een: 1, twee: 2, drie: 3, vier: 4, vijf: 5, zes: 6, zeven: 7, acht: 8, negen: 9 };
const TENS: Readonly<Record<string, number>> = { twintig: 20, dertig: 30, veertig: 40, vijftig: 50, zestig: 60, zeventig: 70, tachtig: 80, negentig: 90 };

/**
 * 21 to 99, the unit first and "en" between ("vijfentwintig", "tweeëntwintig"), listed whole:
 * with "en" as a joiner the check would read "duizenden" (thousands) as a thousand.
 */
function unitsAndTens(): Record<string, number> {
  return Object.fromEntries(
    Object.entries(UNITS).flatMap(([unit, u]) => Object.entries(TENS).map(([ten, t]) => [`${unit}${unit.endsWith('e') ? 'ë' : 'e'}n${ten}`, u + t])),
  );
}

export const CLAIM_WORDS: ClaimWords = {
  months: ['januari jan', 'februari feb', 'maart mrt', 'april apr', 'mei', 'juni jun', 'juli jul', 'augustus aug', 'september sep sept', 'oktober okt', 'november nov', 'december dec'],
  days: 'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag',
  seniority: 'senior junior medior lead',
  roles:
    'ontwikkelaar softwareontwikkelaar programmeur ingenieur ontwerper analist architect adviseur consultant directeur directrice projectleider teamleider projectmanager productmanager leidinggevende onderzoeker verpleegkundige wetenschapper developer engineer manager designer',
  heads: 'hoofd directeur',
  joiners: 'van der',
  titlesLowerCase: true,
  otherPersonWords: 'de het mijn onze zijn haar hun uw jullie',
  asWords: 'als',
  numberWords: {
    ...UNITS,
    tien: 10, elf: 11, twaalf: 12, dertien: 13, veertien: 14, vijftien: 15, zestien: 16, zeventien: 17, achttien: 18, negentien: 19,
    ...TENS,
    ...unitsAndTens(),
    honderd: 100, duizend: 1_000, miljoen: 1e6, miljard: 1e9,
  },
  numbersCompound: true,
  numberArticles: 'een',
  percentWords: ['procent', 'procentpunt', 'procentpunten'],
  magnitudes: { duizend: 1e3, miljoen: 1e6, mln: 1e6, 'mln.': 1e6, miljard: 1e9, mld: 1e9, 'mld.': 1e9 },
  currencyWords: 'euro dollar',
  titleTranslations: {
    ontwikkelaar: 'developer', softwareontwikkelaar: 'software developer', programmeur: 'programmer', ingenieur: 'engineer',
    ontwerper: 'designer', analist: 'analyst', adviseur: 'advisor', directeur: 'director', directrice: 'director',
    projectleider: 'project lead', teamleider: 'team lead', projectmanager: 'project manager', productmanager: 'product manager',
    leidinggevende: 'manager', onderzoeker: 'researcher', verpleegkundige: 'nurse', wetenschapper: 'scientist', medior: 'mid',
    hoofd: 'head', gegevens: 'data', verkoop: 'sales', ontwikkeling: 'engineering', beveiliging: 'security', financiën: 'finance',
    kwaliteit: 'quality', techniek: 'engineering',
  },
  firstPerson: 'ik mij me mijn wij we ons onze',
  firstPersonSubjects: 'ik wij we',
  standaloneTitles: 'teamleider projectleider projectmanager productmanager',
  abbreviations: 'dhr mevr drs ir ing bijv enz',
  clauseWords: 'omdat maar terwijl hoewel dus',
  employerWords: 'bij',
  rangeWords: 'tot naar',
  secondPerson: 'u uw jij je jouw jullie',
  aheadWords: [
    'zou', 'zouden', 'zou graag', 'wil', 'wil graag', 'willen', 'graag', 'hoop', 'hopen', 'ga', 'gaan', 'zal', 'zullen', 'van plan',
    'kijk ernaar uit', 'kijk uit naar', 'bijdragen', 'aansluiten', 'versterken', 'enthousiast', 'spreekt me aan', 'interesseert me',
    'bewonder', 'zou kunnen',
  ],
};
