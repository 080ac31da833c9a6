// What the unsupported-claims check knows of Portuguese: month and weekday names, the words of job
// titles, and the small words inside names.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['janeiro jan', 'fevereiro fev', 'março mar', 'abril abr', 'maio mai', 'junho jun', 'julho jul', 'agosto ago', 'setembro set', 'outubro out', 'novembro nov', 'dezembro dez'],
  days: 'segunda terça quarta quinta sexta sábado domingo',
  seniority: '',
  seniorityAfter: 'sênior sénior senior júnior junior principal chefe líder',
  roles: 'engenheiro engenheira desenvolvedor desenvolvedora gerente diretor diretora chefe analista designer arquiteto arquiteta consultor consultora líder',
  heads: 'diretor diretora chefe gerente líder vice-presidente',
  joiners: 'de do da dos das e',
};
