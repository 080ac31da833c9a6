// What the unsupported-claims check knows of Spanish: month and weekday names, the words of job
// titles (with their English words), numbers written as words, and the words that tell whom a
// sentence speaks of. Spanish drops the pronoun, so first-person verb endings count too.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['enero ene', 'febrero feb', 'marzo mar', 'abril abr', 'mayo may', 'junio jun', 'julio jul', 'agosto ago', 'septiembre setiembre sep sept', 'octubre oct', 'noviembre nov', 'diciembre dic'],
  days: 'lunes martes miércoles jueves viernes sábado domingo',
  seniority: '',
  seniorityAfter: 'sénior senior junior principal jefe jefa líder',
  roles: 'ingeniero ingeniera desarrollador desarrolladora gerente director directora jefe jefa analista diseñador diseñadora arquitecto arquitecta consultor consultora responsable líder enfermero enfermera científico científica',
  heads: 'director directora jefe jefa gerente responsable vicepresidente vicepresidenta',
  joiners: 'de del la',
  titlesLowerCase: true,
  articles: "el la los las un una unos unas al del lo",
  otherPersonWords: 'el la los las mi mis su sus nuestro nuestra nuestros nuestras tu tus',
  asWords: 'como',
  numberWords: {
    uno: 1, un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
    once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciséis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19,
    veinte: 20, veintiuno: 21, veintiún: 21, veintiuna: 21, veintidós: 22, veintitrés: 23, veinticuatro: 24, veinticinco: 25, veintiséis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
    treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
    cien: 100, ciento: 100, doscientos: 200, doscientas: 200, trescientos: 300, trescientas: 300, cuatrocientos: 400, cuatrocientas: 400,
    quinientos: 500, quinientas: 500, seiscientos: 600, seiscientas: 600, setecientos: 700, setecientas: 700, ochocientos: 800, ochocientas: 800,
    novecientos: 900, novecientas: 900, mil: 1_000, millón: 1e6, millones: 1e6, medio: 0.5, media: 0.5,
  },
  numberJoiners: 'y',
  percentWords: ['por ciento', 'por cien'],
  magnitudes: { mil: 1e3, millón: 1e6, millones: 1e6, 'mil millones': 1e9 },
  currencyWords: 'dólares dólar euros euro pesos',
  titleTranslations: {
    ingeniero: 'engineer', ingeniera: 'engineer', desarrollador: 'developer|engineer', desarrolladora: 'developer|engineer', gerente: 'manager',
    director: 'director', directora: 'director', jefe: 'head|manager|lead|chief', jefa: 'head|manager|lead|chief', responsable: 'head|manager|lead', analista: 'analyst',
    diseñador: 'designer', diseñadora: 'designer', arquitecto: 'architect', arquitecta: 'architect', consultor: 'consultant',
    consultora: 'consultant', líder: 'lead', sénior: 'senior', vicepresidente: 'vp', vicepresidenta: 'vp', enfermero: 'nurse',
    enfermera: 'nurse', científico: 'scientist', científica: 'scientist', datos: 'data', producto: 'product', ventas: 'sales',
    ingeniería: 'engineering', plataforma: 'platform', seguridad: 'security', infraestructura: 'infrastructure', proyecto: 'project',
    proyectos: 'project', diseño: 'design', finanzas: 'finance', operaciones: 'operations', calidad: 'quality', móvil: 'mobile',
    subdirector: 'deputy director', subdirectora: 'deputy director', regional: 'regional', jurídico: 'legal', jurídica: 'legal', pedagógico: 'education', pedagógica: 'education', cuentas: 'account', cuenta: 'account', comercial: 'sales', marketing: 'marketing', técnico: 'technical', técnica: 'technical', financiero: 'finance', financiera: 'finance', clientes: 'customer',
  },
  negationWords: "no nunca jamás",
  firstPerson: 'yo me mi mis mío mía míos mías conmigo nosotros nosotras nos nuestro nuestra nuestros nuestras hice tuve fui estuve reduje conduje dije pude puse supe traje tengo soy estoy hago puedo conozco domino llevo',
  firstPersonSubjects: 'yo nosotros nosotras hice tuve fui estuve reduje conduje dije pude puse supe traje tengo soy estoy hago puedo conozco domino llevo',
  standaloneTitles: 'socio socia subdirector subdirectora',
  abbreviations: 'sr sra srta dr dra etc ej núm aprox',
  clauseWords: 'porque pues pero aunque mientras que cuando donde',
  employerWords: 'en',
  rangeWords: 'a hasta',
  firstPersonEndings: 'é í amos imos emos aba ábamos',
  secondPerson: 'usted ustedes su sus tu tus te ti vuestro vuestra vosotros',
  aheadWords: ['me gustaría', 'gustaría', 'quiero', 'quisiera', 'querría', 'espero', 'podría', 'podríamos', 'aportar', 'me encantaría', 'me entusiasma', 'me motiva', 'me apasiona', 'me atrae', 'me interesa', 'admiro', 'haría', 'haríamos', 'sería', 'seríamos', 'daría', 'diría', 'iría', 'si me incorporo', 'voy a', 'vamos a', 'estaría', 'ganas de', 'ilusión', 'ilusiona'],
  // Not the future's "-aré": the past of verbs in -arar and -erar ends so too ("declaré", "lideré").
  aheadEndings: 'aría ería iría dría ríamos rían remos',
};
