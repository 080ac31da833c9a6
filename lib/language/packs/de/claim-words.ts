// What the unsupported-claims check knows of German: month and weekday names, the words of job
// titles, and the small words inside names. German capitalises every noun, so a lone capitalised
// word says nothing there: its small words (the markers) tell a German answer apart.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['januar jan', 'februar feb', 'märz mär', 'april apr', 'mai', 'juni jun', 'juli jul', 'august aug', 'september sep sept', 'oktober okt', 'november nov', 'dezember dez'],
  days: 'montag dienstag mittwoch donnerstag freitag samstag sonntag',
  seniority: 'senior junior principal',
  roles: 'entwickler entwicklerin ingenieur ingenieurin leiter leiterin berater beraterin architekt architektin',
  heads: 'leiter leiterin',
  joiners: 'von der für und',
  nounsCapitalised: { markers: 'und ich wir nicht mit habe hatte eine einen einem dem die das ist wurde auch für' },
};
