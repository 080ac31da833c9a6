// What the unsupported-claims check knows of German: month and weekday names, the words of job
// titles (with their English words), numbers written as words (one word, "zweihundertfünfzig"),
// and the words that tell whom a sentence speaks of.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['januar jan', 'februar feb', 'märz mär', 'april apr', 'mai', 'juni jun', 'juli jul', 'august aug', 'september sep sept', 'oktober okt', 'november nov', 'dezember dez'],
  days: 'montag dienstag mittwoch donnerstag freitag samstag sonntag',
  seniority: 'senior junior principal leitender leitende lead stellvertretender stellvertretende',
  roles: 'entwickler entwicklerin ingenieur ingenieurin leiter leiterin berater beraterin architekt architektin engineer developer manager managerin analyst analystin designer designerin richter richterin reporter reporterin redakteur redakteurin chefredakteur chefredakteurin anwalt anwältin fachanwalt fachanwältin',
  heads: 'leiter leiterin head chefredakteur chefredakteurin abteilungsleiter abteilungsleiterin bereichsleiter bereichsleiterin teamleiter teamleiterin',
  headThenArea: true,
  // None: in German "von" and "der" join nouns to names ("Einführung von Soloplan", "Anforderungen der MDR").
  joiners: '',
  compoundTitles: true,
  // Nouns every answer uses, never a name even beside another capital ("fünf Jahre Reporter", "eine Zeile Code").
  commonNouns: 'jahr jahre jahren monat monate monaten woche wochen tag tage tagen stunde stunden minute minuten prozent euro team teams projekt projekte projekten kunde kunden kundin kundinnen mitarbeiter mitarbeiterin mitarbeitende mitarbeitenden zeile zeilen code daten system systeme prozess prozesse ziel ziele ergebnis ergebnisse umsatz kosten budget aufgabe aufgaben erfahrung arbeit stelle rolle firma unternehmen abteilung bereich leitung entwicklung lösung lösungen problem probleme frage fragen beispiel zeit ende anfang woche quartal',
  nounsCapitalised: { markers: 'und ich wir nicht mit habe hatte eine einen einem dem die das ist wurde auch für' },
  otherPersonWords: 'der die das den dem mein meine meinen unser unsere unseren sein seine ihr ihre',
  asWords: 'als',
  numberWords: {
    eins: 1, ein: 1, eine: 1, einen: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10,
    elf: 11, zwölf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19,
    zwanzig: 20, dreißig: 30, dreissig: 30, vierzig: 40, fünfzig: 50, sechzig: 60, siebzig: 70, achtzig: 80, neunzig: 90,
    hundert: 100, tausend: 1_000, million: 1e6, millionen: 1e6, milliarde: 1e9, milliarden: 1e9, einhalb: 0.5, anderthalb: 1.5,
  },
  numberJoiners: 'und',
  numbersCompound: true,
  percentWords: ['prozent', 'prozentpunkte'],
  magnitudes: { tsd: 1e3, 'tsd.': 1e3, mio: 1e6, 'mio.': 1e6, million: 1e6, millionen: 1e6, mrd: 1e9, 'mrd.': 1e9, milliarde: 1e9, milliarden: 1e9 },
  currencyWords: 'euro dollar',
  titleTranslations: {
    entwickler: 'developer|engineer', stellvertretender: 'deputy', stellvertretende: 'deputy', richter: 'judge', richterin: 'judge', reporter: 'reporter', reporterin: 'reporter', redakteur: 'editor', redakteurin: 'editor', chefredakteur: 'editor-in-chief', chefredakteurin: 'editor-in-chief', anwalt: 'lawyer', anwältin: 'lawyer', fachanwalt: 'specialist lawyer', fachanwältin: 'specialist lawyer', entwicklerin: 'developer|engineer', partner: 'partner', partnerin: 'partner', teamleiter: 'team lead', teamleiterin: 'team lead', projektleiter: 'project lead', projektleiterin: 'project lead', abteilungsleiter: 'head', abteilungsleiterin: 'head', geschäftsführer: 'ceo', geschäftsführerin: 'ceo', bereichsleiter: 'head', bereichsleiterin: 'head', ingenieur: 'engineer', ingenieurin: 'engineer', leiter: 'head|manager|lead', leiterin: 'head|manager|lead',
    berater: 'consultant', beraterin: 'consultant', architekt: 'architect', architektin: 'architect', managerin: 'manager',
    analystin: 'analyst', designerin: 'designer', leitender: 'lead', leitende: 'lead', softwareentwickler: 'software developer',
    softwareentwicklerin: 'software developer', daten: 'data', produkt: 'product', vertrieb: 'sales', entwicklung: 'engineering', personal: 'hr', marketing: 'marketing', einkauf: 'procurement', controlling: 'controlling', it: 'it',
    plattform: 'platform', sicherheit: 'security', projekt: 'project', projekte: 'project', finanzen: 'finance', qualität: 'quality',
  },
  negationWords: "nicht nie kein keine keinen keinem",
  firstPerson: 'ich mich mir mein meine meinen meinem meiner meines wir uns unser unsere unseren unserem unserer',
  firstPersonSubjects: 'ich wir',
  standaloneTitles: 'partner partnerin teamleiter teamleiterin abteilungsleiter abteilungsleiterin geschäftsführer geschäftsführerin bereichsleiter bereichsleiterin projektleiter projektleiterin',
  abbreviations: 'mrd mio tsd nr bzw ca dr st z.b u.a usw vgl inkl',
  clauseWords: 'weil da dass aber obwohl während wenn sondern denn',
  employerWords: 'bei',
  rangeWords: 'auf bis',
  secondPerson: 'sie ihr ihre ihren ihrem ihrer ihres du dein deine euch euer',
  aheadWords: ['würde', 'würden', 'möchte', 'möchten', 'werde', 'werden', 'hoffe', 'freue mich', 'gerne', 'gern', 'beitragen', 'einbringen', 'reizt mich', 'reizt', 'interessiert mich', 'spannend', 'bewundere', 'könnte', 'könnten'],
};
