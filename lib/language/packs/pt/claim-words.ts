// What the unsupported-claims check knows of Portuguese: month and weekday names, the words of
// job titles (with their English words), numbers written as words, and the words that tell whom
// a sentence speaks of. Portuguese drops the pronoun, so first-person verb endings count too.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['janeiro jan', 'fevereiro fev', 'março mar', 'abril abr', 'maio mai', 'junho jun', 'julho jul', 'agosto ago', 'setembro set', 'outubro out', 'novembro nov', 'dezembro dez'],
  days: 'segunda terça quarta quinta sexta sábado domingo',
  seniority: '',
  seniorityAfter: 'sênior sénior senior júnior junior principal chefe líder',
  roles: 'engenheiro engenheira desenvolvedor desenvolvedora gerente diretor diretora chefe analista designer arquiteto arquiteta consultor consultora líder enfermeiro enfermeira cientista coordenador coordenadora',
  heads: 'diretor diretora chefe gerente líder vice-presidente coordenador coordenadora head secretário secretária',
  joiners: 'de do da dos das',
  titlesLowerCase: true,
  articles: "o a os as um uma uns umas na no nas nos da do das dos à às ao aos num numa",
  otherPersonWords: 'o a os as meu minha meus minhas seu sua nosso nossa',
  asWords: 'como',
  numberWords: {
    um: 1, uma: 1, dois: 2, duas: 2, três: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
    onze: 11, doze: 12, treze: 13, catorze: 14, quatorze: 14, quinze: 15, dezesseis: 16, dezasseis: 16, dezessete: 17, dezassete: 17,
    dezoito: 18, dezenove: 19, dezanove: 19, vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60, setenta: 70,
    oitenta: 80, noventa: 90, cem: 100, cento: 100, duzentos: 200, duzentas: 200, trezentos: 300, trezentas: 300,
    quatrocentos: 400, quatrocentas: 400, quinhentos: 500, quinhentas: 500, seiscentos: 600, seiscentas: 600,
    setecentos: 700, setecentas: 700, oitocentos: 800, oitocentas: 800, novecentos: 900, novecentas: 900,
    mil: 1_000, milhão: 1e6, milhões: 1e6, milhao: 1e6, milhoes: 1e6, bilhão: 1e9, bilhões: 1e9, meio: 0.5, meia: 0.5,
  },
  numberJoiners: 'e',
  percentWords: ['por cento'],
  magnitudes: { mil: 1e3, mi: 1e6, milhão: 1e6, milhões: 1e6, bi: 1e9, bilhão: 1e9, bilhões: 1e9 },
  currencyWords: 'reais real dólares dólar euros euro',
  commonAcronyms: 'ubs sus cpf cnpj rh ti',
  titleTranslations: {
    engenheiro: 'engineer', engenheira: 'engineer', desenvolvedor: 'developer|engineer', desenvolvedora: 'developer|engineer', gerente: 'manager',
    diretor: 'director', diretora: 'director', chefe: 'head|manager|lead|chief', analista: 'analyst', arquiteto: 'architect', arquiteta: 'architect',
    consultor: 'consultant', consultora: 'consultant', líder: 'lead', sênior: 'senior', sénior: 'senior', júnior: 'junior',
    enfermeiro: 'nurse', enfermeira: 'nurse', cientista: 'scientist', coordenador: 'coordinator', coordenadora: 'coordinator',
    'vice-presidente': 'vp', dados: 'data', produto: 'product', vendas: 'sales', engenharia: 'engineering', plataforma: 'platform',
    segurança: 'security', infraestrutura: 'infrastructure', projeto: 'project', projetos: 'project', finanças: 'finance',
    operações: 'operations', qualidade: 'quality', móvel: 'mobile', subdiretor: 'deputy director', subdiretora: 'deputy director', clínico: 'clinical', clínica: 'clinical', municipal: 'municipal', saúde: 'health', secretário: 'secretary', secretária: 'secretary', regional: 'regional', jurídico: 'legal', jurídica: 'legal', pedagógico: 'education', pedagógica: 'education', contas: 'account', conta: 'account', comercial: 'sales', técnico: 'technical', técnica: 'technical', financeiro: 'finance', financeira: 'finance', clientes: 'customer',
  },
  negationWords: "não nunca jamais",
  firstPerson: 'eu me mim meu minha meus minhas comigo nós nos nosso nossa nossos nossas fiz tive fui estive pude disse trouxe tenho sou estou faço posso conheço domino sei',
  firstPersonSubjects: 'eu nós fiz tive fui estive pude disse trouxe tenho sou estou faço posso conheço domino sei',
  standaloneTitles: 'sócio sócia subdiretor subdiretora',
  abbreviations: 'sr sra dr dra etc ex nº aprox',
  clauseWords: 'porque pois mas embora enquanto que quando onde',
  employerWords: 'na no em',
  rangeWords: 'a até para',
  firstPersonEndings: 'ei i í amos emos imos ava ávamos',
  secondPerson: 'você vocês seu sua seus suas te ti teu tua',
  aheadWords: ['gostaria', 'gostava', 'me motiva', 'quero', 'queria', 'espero', 'poderia', 'poderíamos', 'contribuir', 'adoraria', 'me empolga', 'me atrai', 'me interessa', 'admiro', 'faria', 'faríamos', 'seria', 'daria', 'diria', 'iria', 'vou', 'vamos', 'estaria', 'animado', 'animada', 'empolgado', 'empolgada'],
  // Not the future's "-rei": the past of verbs in -rar ends so too ("melhorei", "migrei").
  aheadEndings: 'aria eria iria aríamos eríamos iríamos remos',
};
