// What the unsupported-claims check knows of English: month and weekday names, the words of job
// titles, and the small words inside names.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['january jan', 'february feb', 'march mar', 'april apr', 'may', 'june jun', 'july jul', 'august aug', 'september sep sept', 'october oct', 'november nov', 'december dec'],
  days: 'monday tuesday wednesday thursday friday saturday sunday',
  seniority: 'senior sr staff principal junior jr chief associate distinguished head vp svp evp',
  roles: 'engineer developer manager designer analyst scientist architect director consultant officer administrator specialist researcher programmer owner president recruiter coordinator strategist accountant lead',
  heads: 'vp svp evp president head director chief manager',
  joiners: 'of & and',
};
