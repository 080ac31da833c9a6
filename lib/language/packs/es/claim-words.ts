// What the unsupported-claims check knows of Spanish: month and weekday names, the words of job
// titles, and the small words inside names.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['enero ene', 'febrero feb', 'marzo mar', 'abril abr', 'mayo may', 'junio jun', 'julio jul', 'agosto ago', 'septiembre setiembre sep sept', 'octubre oct', 'noviembre nov', 'diciembre dic'],
  days: 'lunes martes miércoles jueves viernes sábado domingo',
  seniority: '',
  seniorityAfter: 'sénior senior junior principal jefe jefa líder',
  roles: 'ingeniero ingeniera desarrollador desarrolladora gerente director directora jefe jefa analista diseñador diseñadora arquitecto arquitecta consultor consultora responsable líder',
  heads: 'director directora jefe jefa gerente responsable vicepresidente vicepresidenta',
  joiners: 'de del la y',
};
