// What the unsupported-claims check knows of Italian: month and weekday names, the words of job
// titles (with their English words), numbers written as words (one word, "duecentocinquanta"),
// and the words that tell whom a sentence speaks of. Italian drops the pronoun; the passato
// prossimo keeps it in "ho" and "abbiamo", and the first-person plural endings are safe to read.
// "e" is no number joiner: written Italian joins "millecinquecento" without it, and as a part of
// every compound it doubled the cost of reading each word of a resume. January's short form "gen"
// is left out: month names are read in every language, and "Gen AI" would lose its "Gen".
// Heads of an area ("responsabile della sicurezza") are written in lower case, but they are
// left to need a capital: the check's "of" words include "da", which in Italian is "since"
// ("responsabile da due anni"); a head and its area with no "of" ("direttore vendite") is one.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['gennaio', 'febbraio feb', 'marzo mar', 'aprile apr', 'maggio mag', 'giugno giu', 'luglio lug', 'agosto ago', 'settembre set sett', 'ottobre ott', 'novembre nov', 'dicembre dic'],
  days: 'lunedì martedì mercoledì giovedì venerdì sabato domenica',
  seniority: '',
  seniorityAfter: 'senior junior capo',
  roles:
    'ingegnere ingegnera sviluppatore sviluppatrice programmatore programmatrice progettista responsabile direttore direttrice analista architetto consulente ricercatore ricercatrice infermiere infermiera scienziato scienziata coordinatore coordinatrice dirigente developer engineer manager designer',
  heads: 'responsabile direttore direttrice capo',
  joiners: 'di del della dei degli delle e',
  headThenArea: true,
  otherPersonWords: 'il lo la gli mio mia suo sua nostro nostra loro tuo tua vostro vostra',
  asWords: 'come',
  numberWords: {
    uno: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10,
    undici: 11, dodici: 12, tredici: 13, quattordici: 14, quindici: 15, sedici: 16, diciassette: 17, diciotto: 18, diciannove: 19,
    venti: 20, trenta: 30, quaranta: 40, cinquanta: 50, sessanta: 60, settanta: 70, ottanta: 80, novanta: 90,
    // A ten drops its vowel before "uno" and "otto".
    ventuno: 21, ventotto: 28, trentuno: 31, trentotto: 38, quarantuno: 41, quarantotto: 48, cinquantuno: 51, cinquantotto: 58,
    sessantuno: 61, sessantotto: 68, settantuno: 71, settantotto: 78, ottantuno: 81, ottantotto: 88, novantuno: 91, novantotto: 98,
    cento: 100, mille: 1_000, mila: 1_000, milione: 1e6, milioni: 1e6, miliardo: 1e9, miliardi: 1e9,
  },
  numbersCompound: true,
  numberArticles: 'un una uno',
  percentWords: ['per cento', 'percento', 'punti percentuali'],
  magnitudes: { mila: 1e3, milione: 1e6, milioni: 1e6, mln: 1e6, miliardo: 1e9, miliardi: 1e9, mld: 1e9 },
  currencyWords: 'euro dollari dollaro',
  titleTranslations: {
    ingegnere: 'engineer', ingegnera: 'engineer', sviluppatore: 'developer', sviluppatrice: 'developer', programmatore: 'programmer',
    programmatrice: 'programmer', progettista: 'designer', responsabile: 'head|manager|lead', direttore: 'director', direttrice: 'director',
    analista: 'analyst', architetto: 'architect', consulente: 'consultant', ricercatore: 'researcher', ricercatrice: 'researcher',
    infermiere: 'nurse', infermiera: 'nurse', scienziato: 'scientist', scienziata: 'scientist', tecnico: 'technical',
    coordinatore: 'coordinator', coordinatrice: 'coordinator', dirigente: 'executive', capo: 'chief',
    dati: 'data', prodotto: 'product', vendite: 'sales', ingegneria: 'engineering', piattaforma: 'platform', sicurezza: 'security',
    progetto: 'project', progetti: 'projects', finanza: 'finance', operazioni: 'operations', qualità: 'quality', sistemi: 'systems',
  },
  firstPerson: 'io me mi mio mia miei mie noi nostro nostra nostri nostre ho abbiamo ero eravamo siamo avevo avevamo',
  firstPersonEndings: 'iamo vamo ammo emmo immo',
  // The conditional and the future; "-rò" alone would be "però" (but).
  aheadEndings: 'rei rebbe remmo erò irò arò eremo iremo aremo',
  firstPersonSubjects: 'io noi mi ho abbiamo ero eravamo siamo avevo avevamo',
  abbreviations: 'dott ing sig avv prof ecc',
  clauseWords: 'perché poiché ma però mentre sebbene benché quindi',
  employerWords: 'presso',
  rangeWords: 'al a',
  secondPerson: 'lei voi vostro vostra vostri vostre tu tuo tua tuoi ti suo sua',
  aheadWords: [
    'vorrei', 'vorremmo', 'mi piacerebbe', 'piacerebbe', 'spero', 'speriamo', 'voglio', 'desidero', 'potrei', 'potremmo', 'contribuire',
    'unirmi', 'far parte', 'farei', 'faremmo', 'sarei', 'sarebbe', 'lavorerei', 'porterei', 'mi entusiasma', 'mi interessa', 'mi attira',
    'sarò', 'farò', 'avrò', 'potrò', 'saremo', 'faremo', 'ammiro', "non vedo l'ora", 'entusiasta', 'se venissi assunto', 'se venissi assunta',
  ],
};
