// What the unsupported-claims check knows of Polish: month names in the forms dates use
// ("marzec 2021", "od marca 2021", "w marcu 2021") and weekdays, the words of job titles in the
// nominative and the instrumental ("jako starszy programista", "byłem starszym programistą"),
// numbers written as words, and the words that tell whom a sentence speaks of. Polish drops the
// pronoun; its past tense marks the first person ("pracowałem", "wdrożyliśmy"), so those endings
// count. "z" (with) before a title makes it someone else's: "z głównym architektem". "was" (you)
// is left out of the second person: an answer whose language the session does not know is read
// with every language's words, and English "was" would speak to the interviewer.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: [
    'styczeń stycznia styczniu sty', 'luty lutego lutym lut', 'marzec marca marcu mar', 'kwiecień kwietnia kwietniu kwi',
    'maj maja maju', 'czerwiec czerwca czerwcu cze', 'lipiec lipca lipcu lip', 'sierpień sierpnia sierpniu sie',
    'wrzesień września wrześniu wrz', 'październik października październiku paź', 'listopad listopada listopadzie lis',
    'grudzień grudnia grudniu gru',
  ],
  days: 'poniedziałek wtorek środa czwartek piątek sobota niedziela',
  seniority: 'starszy starsza starszym starszą główny główna głównym główną młodszy młodsza młodszym młodszą wiodący wiodąca wiodącym',
  roles:
    'programista programistka programistą programistką inżynier inżynierem kierownik kierowniczka kierownikiem kierowniczką menedżer menedżerka menedżerem menedżerką dyrektor dyrektorka dyrektorem dyrektorką analityk analityczka analitykiem analityczką projektant projektantka projektantem projektantką architekt architektka architektem konsultant konsultantka konsultantem konsultantką specjalista specjalistka specjalistą specjalistką lider liderka liderem liderką deweloper deweloperem badacz badaczka badaczem pielęgniarka pielęgniarz koordynator koordynatorka koordynatorem developer engineer manager designer',
  heads: 'kierownik kierownikiem kierowniczka kierowniczką dyrektor dyrektorem dyrektorka dyrektorką szef szefem szefowa szefową',
  joiners: 'i oraz',
  titlesLowerCase: true,
  otherPersonWords: 'mój moja mojego mojej moim moją nasz nasza naszego naszej naszym naszą jego jej wasz wasza waszego z ze',
  asWords: 'jako',
  numberWords: {
    jeden: 1, jedna: 1, jedno: 1, dwa: 2, dwie: 2, trzy: 3, cztery: 4, pięć: 5, sześć: 6, siedem: 7, osiem: 8, dziewięć: 9, dziesięć: 10,
    jedenaście: 11, dwanaście: 12, trzynaście: 13, czternaście: 14, piętnaście: 15, szesnaście: 16, siedemnaście: 17, osiemnaście: 18, dziewiętnaście: 19,
    dwadzieścia: 20, trzydzieści: 30, czterdzieści: 40, pięćdziesiąt: 50, sześćdziesiąt: 60, siedemdziesiąt: 70, osiemdziesiąt: 80, dziewięćdziesiąt: 90,
    sto: 100, dwieście: 200, trzysta: 300, czterysta: 400, pięćset: 500, sześćset: 600, siedemset: 700, osiemset: 800, dziewięćset: 900,
    // The genitive, after "ponad", "zespół", "dla": "zespół dwudziestu osób".
    dwóch: 2, trzech: 3, czterech: 4, pięciu: 5, sześciu: 6, siedmiu: 7, ośmiu: 8, dziewięciu: 9, dziesięciu: 10,
    jedenastu: 11, dwunastu: 12, trzynastu: 13, czternastu: 14, piętnastu: 15, szesnastu: 16, siedemnastu: 17, osiemnastu: 18, dziewiętnastu: 19,
    dwudziestu: 20, trzydziestu: 30, czterdziestu: 40, pięćdziesięciu: 50, sześćdziesięciu: 60, siedemdziesięciu: 70, osiemdziesięciu: 80, dziewięćdziesięciu: 90,
    stu: 100, dwustu: 200, trzystu: 300, czterystu: 400, pięciuset: 500,
    tysiąc: 1_000, tysiące: 1_000, tysięcy: 1_000, milion: 1e6, miliony: 1e6, milionów: 1e6, miliard: 1e9, miliardy: 1e9, miliardów: 1e9, półtora: 1.5,
  },
  percentWords: ['procent', 'procenta', 'procentów', 'proc.', 'punktów procentowych', 'punkty procentowe'],
  magnitudes: { tys: 1e3, 'tys.': 1e3, tysiąc: 1e3, tysiące: 1e3, tysięcy: 1e3, mln: 1e6, milion: 1e6, miliony: 1e6, milionów: 1e6, mld: 1e9, miliard: 1e9, miliardy: 1e9, miliardów: 1e9 },
  currencyWords: 'zł złotych złote złoty pln euro dolarów',
  titleTranslations: {
    starszy: 'senior', starsza: 'senior', starszym: 'senior', starszą: 'senior', główny: 'chief', główna: 'chief', głównym: 'chief',
    główną: 'chief', młodszy: 'junior', młodsza: 'junior', młodszym: 'junior', młodszą: 'junior', wiodący: 'lead', wiodąca: 'lead',
    wiodącym: 'lead', programista: 'programmer', programistka: 'programmer', programistą: 'programmer', programistką: 'programmer',
    inżynier: 'engineer', inżynierem: 'engineer', kierownik: 'head|manager|lead', kierowniczka: 'head|manager|lead', kierownikiem: 'head|manager|lead',
    kierowniczką: 'head|manager|lead', menedżer: 'manager', menedżerka: 'manager', menedżerem: 'manager', menedżerką: 'manager',
    dyrektor: 'director', dyrektorka: 'director', dyrektorem: 'director', dyrektorką: 'director', analityk: 'analyst',
    analityczka: 'analyst', analitykiem: 'analyst', analityczką: 'analyst', projektant: 'designer', projektantka: 'designer',
    projektantem: 'designer', projektantką: 'designer', architekt: 'architect', architektka: 'architect', architektem: 'architect',
    konsultant: 'consultant', konsultantka: 'consultant', konsultantem: 'consultant', konsultantką: 'consultant',
    specjalista: 'specialist', specjalistka: 'specialist', specjalistą: 'specialist', specjalistką: 'specialist', lider: 'lead',
    liderka: 'lead', liderem: 'lead', liderką: 'lead', deweloper: 'developer', deweloperem: 'developer', badacz: 'researcher',
    badaczka: 'researcher', badaczem: 'researcher', pielęgniarka: 'nurse', pielęgniarz: 'nurse', koordynator: 'coordinator',
    koordynatorka: 'coordinator', koordynatorem: 'coordinator', szef: 'head', szefem: 'head', szefowa: 'head', szefową: 'head', oprogramowania: 'software',
    danych: 'data', produktu: 'product', sprzedaży: 'sales', bezpieczeństwa: 'security', projektu: 'project', projektów: 'projects',
    platformy: 'platform', jakości: 'quality', finansów: 'finance',
  },
  firstPerson: 'ja mnie mi mną mój moja moje mojego mojej moim my nas nam nami nasz nasza nasze naszego naszej naszym',
  firstPersonEndings: 'łem łam liśmy łyśmy bym byśmy',
  // The conditional ("chciałbym", "mogłaby"); "-by" alone is the plural of nouns too ("osoby").
  aheadEndings: 'łbym łabym łby łaby libyśmy łybyśmy liby łyby',
  firstPersonSubjects: 'ja my',
  abbreviations: 'dr inż mgr prof np tj itd itp ul',
  clauseWords: 'ponieważ bo ale gdy chociaż więc',
  employerWords: 'w',
  rangeWords: 'do',
  secondPerson: 'pan pani państwo pana panu panią państwa wy wam wasz wasza wasze waszego waszej ty ciebie tobie twój twoja twoje',
  aheadWords: [
    'chciałbym', 'chciałabym', 'chcielibyśmy', 'chcę', 'mam nadzieję', 'liczę', 'planuję', 'zamierzam', 'będę', 'będziemy', 'mógłbym',
    'mogłabym', 'moglibyśmy', 'dołączyć', 'dołączenia', 'wnieść', 'przyczynić się', 'chętnie', 'cieszę się', 'ekscytuje mnie',
    'interesuje mnie', 'podziwiam', 'jeśli zostanę', 'gdybym',
  ],
};
