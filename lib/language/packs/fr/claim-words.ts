// What the unsupported-claims check knows of French: month and weekday names, the words of job
// titles, and the small words inside names.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['janvier janv', 'février févr', 'mars', 'avril avr', 'mai', 'juin', 'juillet juil', 'août', 'septembre sept', 'octobre oct', 'novembre nov', 'décembre déc'],
  days: 'lundi mardi mercredi jeudi vendredi samedi dimanche',
  seniority: '',
  seniorityAfter: 'senior junior principal chef responsable',
  roles: 'ingénieur ingénieure développeur développeuse directeur directrice chef analyste designer architecte consultant consultante responsable',
  heads: 'directeur directrice chef responsable vice-président',
  joiners: 'de du des la et',
};
