// What the unsupported-claims check knows of Swedish: month and weekday names, the words of job
// titles (with their English words; many written as one word, "systemutvecklare",
// "projektledare"), numbers written as words (one word, "tvåhundrafemtio"), and the words that
// tell whom a sentence speaks of.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['januari jan', 'februari feb', 'mars mar', 'april apr', 'maj', 'juni jun', 'juli jul', 'augusti aug', 'september sep sept', 'oktober okt', 'november nov', 'december dec'],
  days: 'måndag tisdag onsdag torsdag fredag lördag söndag',
  seniority: 'senior junior',
  roles:
    'utvecklare systemutvecklare mjukvaruutvecklare programmerare ingenjör mjukvaruingenjör chef ledare projektledare teamledare produktägare analytiker arkitekt konsult forskare sjuksköterska developer engineer manager designer',
  heads: 'chef',
  joiners: 'och',
  titlesLowerCase: true,
  // "vår", "vårt" and "våra" (our) are left out: without their ring they are "var" (was), "vart" and "vara" (to be).
  otherPersonWords: 'min mitt mina hans hennes deras din ditt ert den',
  asWords: 'som',
  numberWords: {
    en: 1, ett: 1, två: 2, tre: 3, fyra: 4, fem: 5, sex: 6, sju: 7, åtta: 8, nio: 9, tio: 10,
    elva: 11, tolv: 12, tretton: 13, fjorton: 14, femton: 15, sexton: 16, sjutton: 17, arton: 18, nitton: 19,
    tjugo: 20, trettio: 30, fyrtio: 40, femtio: 50, sextio: 60, sjuttio: 70, åttio: 80, nittio: 90,
    hundra: 100, tusen: 1_000, ettusen: 1_000, miljon: 1e6, miljoner: 1e6, miljard: 1e9, miljarder: 1e9,
  },
  numbersCompound: true,
  numberArticles: 'en ett',
  percentWords: ['procent', 'procentenheter'],
  magnitudes: { tusen: 1e3, tkr: 1e3, miljon: 1e6, miljoner: 1e6, milj: 1e6, 'milj.': 1e6, mkr: 1e6, miljard: 1e9, miljarder: 1e9, mdr: 1e9, mdkr: 1e9 },
  currencyWords: 'kronor krona kr sek euro dollar',
  titleTranslations: {
    utvecklare: 'developer', systemutvecklare: 'software developer', mjukvaruutvecklare: 'software developer', programmerare: 'programmer',
    ingenjör: 'engineer', mjukvaruingenjör: 'software engineer', chef: 'head|manager|lead|chief', ledare: 'lead', projektledare: 'project manager',
    teamledare: 'team lead', produktägare: 'product owner', analytiker: 'analyst', arkitekt: 'architect', konsult: 'consultant',
    forskare: 'researcher', sjuksköterska: 'nurse', mjukvara: 'software', programvara: 'software', produkt: 'product',
    försäljning: 'sales', säkerhet: 'security', projekt: 'project', plattform: 'platform', kvalitet: 'quality', ekonomi: 'finance',
  },
  firstPerson: 'jag mig min mitt mina vi oss vår vårt våra',
  firstPersonSubjects: 'jag vi',
  standaloneTitles: 'projektledare teamledare produktägare',
  abbreviations: 'bl.a t.ex dvs ab kr',
  clauseWords: 'eftersom medan fastän',
  employerWords: 'på hos',
  rangeWords: 'till',
  // "era" (your) is left out: an answer whose language the session does not know is read with every
  // language's words, and it would be English "era".
  secondPerson: 'du dig din ditt dina ni er ert',
  aheadWords: [
    'skulle', 'skulle vilja', 'skulle kunna', 'vill', 'vill gärna', 'gärna', 'hoppas', 'ska', 'kommer att', 'planerar', 'ser fram emot',
    'bidra', 'ansluta', 'gå med i', 'intresserad', 'intresserar mig', 'lockar mig', 'beundrar', 'entusiastisk', 'taggad',
  ],
};
