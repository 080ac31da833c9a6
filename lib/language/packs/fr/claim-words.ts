// What the unsupported-claims check knows of French: month and weekday names, the words of job
// titles (with their English words), numbers written as words, and the words that tell whom a
// sentence speaks of.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['janvier janv', 'février févr', 'mars', 'avril avr', 'mai', 'juin', 'juillet juil', 'août', 'septembre sept', 'octobre oct', 'novembre nov', 'décembre déc'],
  days: 'lundi mardi mercredi jeudi vendredi samedi dimanche',
  seniority: '',
  seniorityAfter: 'senior sénior junior principal principale chef cheffe responsable confirmé confirmée',
  roles: 'ingénieur ingénieure développeur développeuse directeur directrice chef cheffe analyste designer architecte consultant consultante responsable infirmier infirmière scientifique réalisateur réalisatrice journaliste rédacteur rédactrice avocat avocate',
  heads: 'directeur directrice chef cheffe responsable vice-président vice-présidente',
  joiners: 'de du des la',
  titlesLowerCase: true,
  articles: "le la les l' un une des du au aux",
  otherPersonWords: "le la les l' l’ mon ma mes notre nos son sa ses votre",
  asWords: 'comme que',
  numberWords: {
    un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
    onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, vingts: 20, trente: 30,
    quarante: 40, cinquante: 50, soixante: 60, septante: 70, huitante: 80, octante: 80, nonante: 90,
    'quatre-vingt': 80, 'quatre-vingts': 80, cent: 100, cents: 100, mille: 1_000, million: 1e6, millions: 1e6, milliard: 1e9, milliards: 1e9, demi: 0.5, demie: 0.5,
  },
  numberJoiners: 'et',
  percentWords: ['pour cent', 'pourcent'],
  magnitudes: { million: 1e6, millions: 1e6, milliard: 1e9, milliards: 1e9, md: 1e9, mds: 1e9 },
  currencyWords: "euros euro dollars dollar d'euros d’euros",
  commonAcronyms: 'n+1 n+2 n-1 rh pme tpe',
  // Brands used as common nouns in French offices.
  commonNouns: 'post-it velleda',
  titleTranslations: {
    ingénieur: 'engineer', ingénieure: 'engineer', développeur: 'developer|engineer', développeuse: 'developer|engineer', directeur: 'director',
    directrice: 'director', chef: 'head|manager|lead|chief', cheffe: 'head|manager|lead|chief', responsable: 'head|manager|lead', analyste: 'analyst', architecte: 'architect',
    consultant: 'consultant', consultante: 'consultant', confirmé: 'senior', confirmée: 'senior', sénior: 'senior', principale: 'principal',
    infirmier: 'nurse', infirmière: 'nurse', scientifique: 'scientist', 'vice-président': 'vp', 'vice-présidente': 'vp',
    données: 'data', produit: 'product', ventes: 'sales', ingénierie: 'engineering', plateforme: 'platform', sécurité: 'security',
    logiciel: 'software', projet: 'project', projets: 'project', finance: 'finance', opérations: 'operations', qualité: 'quality',
    chargé: 'officer|manager', chargée: 'officer|manager', général: 'general', générale: 'general', mission: 'project', clientèle: 'customer', affaires: 'business', études: 'research', drh: 'hr director', daf: 'cfo', dsi: 'cio', pdg: 'ceo', dg: 'general manager', réalisateur: 'director', réalisatrice: 'director', journaliste: 'journalist', rédacteur: 'editor', rédactrice: 'editor', avocat: 'lawyer', avocate: 'lawyer', rayon: 'department', magasin: 'store', régional: 'regional', régionale: 'regional', juridique: 'legal', pédagogique: 'education', technique: 'technical', financier: 'finance', financière: 'finance', adjoint: 'deputy', adjointe: 'deputy', commercial: 'sales', commerciale: 'sales', comptes: 'account', clients: 'customer',
  },
  negationWords: "ne n' pas jamais",
  firstPerson: "je j' moi me m' mon ma mes nous notre nos",
  firstPersonSubjects: "je j' nous",
  standaloneTitles: 'associé associée drh daf dsi pdg dg réalisateur réalisatrice',
  abbreviations: 'm mme mlle dr st env etc ex',
  clauseWords: "parce car mais bien quand alors puisque tandis que qu'",
  employerWords: 'chez',
  rangeWords: 'à',
  clockWords: 'à avant après vers dès jusqu’à',
  secondPerson: 'vous votre vos tu ton ta tes toi',
  aheadWords: ["j'aimerais", 'aimerais', 'voudrais', 'souhaite', 'souhaiterais', 'espère', 'pourrais', 'pourrions', 'contribuer', 'me plairait', 'ravi', 'ravie', 'enthousiaste', "m'intéresse", 'admire', 'ferais', 'ferions', 'vais', 'allons', 'me motive', "m'attire", 'me plaît', 'plaît', 'me séduit', 'hâte', 'envie', 'intéressé', 'intéressée', 'motivé', 'motivée', 'séduit', 'séduite', 'prêt', 'prête', 'serais', 'serait', 'irais', 'ferais', 'ferait', 'pourrais', 'pourrait', 'aurais', 'aurait', 'voudrais', 'prendrais', 'mettrais', 'saurais', 'devrais', 'viendrais', 'verrais', 'ferai', 'pourrai', 'serai', 'aurai', 'prendrai', 'mettrai'],
  // Not "-rais" alone: the imparfait of verbs in -rer ends so too ("je gérais", "j'encadrais").
  aheadEndings: 'erais erait erions eraient irais irait irions iraient erai irai erons irons',
};
