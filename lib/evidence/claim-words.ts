// What the unsupported-claims check needs to know of each language, as data: month names
// (with their short forms) for dates, weekday names (capitalised in English, never a claim),
// the words of job titles, and the small words that join the parts of a name ("Bank of
// America", "Banco de España"). German capitalises every noun, so a lone capitalised word there
// says nothing; its markers tell a German answer apart.

export interface ClaimLanguage {
  code: string;
  /** Twelve entries, January first: the full name, then short forms, space-separated. */
  months: string[];
  days: string;
  /** Words that make a title of the role noun after them: "Senior Engineer". */
  seniority: string;
  /** Words that make a title of the role noun before them, in languages that write it so: "ingeniero sénior". */
  seniorityAfter?: string;
  /** The role itself, singular: titles the candidate held are singular. */
  roles: string;
  /** Titles written "<head> of <area>": "VP of Sales", "jefe de producto". */
  heads: string;
  /** Small words inside names and titles: "Bank of America", "director de ingeniería". */
  joiners: string;
  /** Languages that capitalise every noun: only runs of capitalised words are names there. */
  nounsCapitalised?: { markers: string };
}

export const CLAIM_LANGUAGES: readonly ClaimLanguage[] = [
  {
    code: 'en',
    months: ['january jan', 'february feb', 'march mar', 'april apr', 'may', 'june jun', 'july jul', 'august aug', 'september sep sept', 'october oct', 'november nov', 'december dec'],
    days: 'monday tuesday wednesday thursday friday saturday sunday',
    seniority: 'senior sr staff principal junior jr chief associate distinguished head vp svp evp',
    roles: 'engineer developer manager designer analyst scientist architect director consultant officer administrator specialist researcher programmer owner president recruiter coordinator strategist accountant lead',
    heads: 'vp svp evp president head director chief manager',
    joiners: 'of & and',
  },
  {
    code: 'es',
    months: ['enero ene', 'febrero feb', 'marzo mar', 'abril abr', 'mayo may', 'junio jun', 'julio jul', 'agosto ago', 'septiembre setiembre sep sept', 'octubre oct', 'noviembre nov', 'diciembre dic'],
    days: 'lunes martes miércoles jueves viernes sábado domingo',
    seniority: '',
    seniorityAfter: 'sénior senior junior principal jefe jefa líder',
    roles: 'ingeniero ingeniera desarrollador desarrolladora gerente director directora jefe jefa analista diseñador diseñadora arquitecto arquitecta consultor consultora responsable líder',
    heads: 'director directora jefe jefa gerente responsable vicepresidente vicepresidenta',
    joiners: 'de del la y',
  },
  {
    code: 'pt',
    months: ['janeiro jan', 'fevereiro fev', 'março mar', 'abril abr', 'maio mai', 'junho jun', 'julho jul', 'agosto ago', 'setembro set', 'outubro out', 'novembro nov', 'dezembro dez'],
    days: 'segunda terça quarta quinta sexta sábado domingo',
    seniority: '',
    seniorityAfter: 'sênior sénior senior júnior junior principal chefe líder',
    roles: 'engenheiro engenheira desenvolvedor desenvolvedora gerente diretor diretora chefe analista designer arquiteto arquiteta consultor consultora líder',
    heads: 'diretor diretora chefe gerente líder vice-presidente',
    joiners: 'de do da dos das e',
  },
  {
    code: 'fr',
    months: ['janvier janv', 'février févr', 'mars', 'avril avr', 'mai', 'juin', 'juillet juil', 'août', 'septembre sept', 'octobre oct', 'novembre nov', 'décembre déc'],
    days: 'lundi mardi mercredi jeudi vendredi samedi dimanche',
    seniority: '',
    seniorityAfter: 'senior junior principal chef responsable',
    roles: 'ingénieur ingénieure développeur développeuse directeur directrice chef analyste designer architecte consultant consultante responsable',
    heads: 'directeur directrice chef responsable vice-président',
    joiners: 'de du des la et',
  },
  {
    code: 'de',
    months: ['januar jan', 'februar feb', 'märz mär', 'april apr', 'mai', 'juni jun', 'juli jul', 'august aug', 'september sep sept', 'oktober okt', 'november nov', 'dezember dez'],
    days: 'montag dienstag mittwoch donnerstag freitag samstag sonntag',
    seniority: 'senior junior principal',
    roles: 'entwickler entwicklerin ingenieur ingenieurin leiter leiterin berater beraterin architekt architektin',
    heads: 'leiter leiterin',
    joiners: 'von der für und',
    nounsCapitalised: { markers: 'und ich wir nicht mit habe hatte eine einen einem dem die das ist wurde auch für' },
  },
];

const words = (pick: (l: ClaimLanguage) => string) => CLAIM_LANGUAGES.flatMap((l) => pick(l).split(/\s+/).filter(Boolean));

/** Month forms of every language, each with its month number (1..12). */
export const MONTH_FORMS: ReadonlyMap<string, number> = new Map(
  CLAIM_LANGUAGES.flatMap((l) => l.months.flatMap((forms, i) => forms.split(/\s+/).map((f) => [f, i + 1] as const))),
);
export const DAY_WORDS: ReadonlySet<string> = new Set(words((l) => l.days));
export const SENIORITY_WORDS: readonly string[] = [...new Set(words((l) => l.seniority))];
export const ROLE_WORDS: readonly string[] = [...new Set(words((l) => l.roles))];
/** Each language that writes the seniority after the role, with its own roles: "lead two senior" is English, and no title. */
export const ROLE_FIRST_TITLES: readonly { roles: string[]; seniority: string[] }[] = CLAIM_LANGUAGES.filter((l) => l.seniorityAfter).map((l) => ({
  roles: l.roles.split(/\s+/),
  seniority: (l.seniorityAfter ?? '').split(/\s+/),
}));
export const HEAD_WORDS: readonly string[] = [...new Set(words((l) => l.heads))];
export const JOINER_WORDS: ReadonlySet<string> = new Set(words((l) => l.joiners));
