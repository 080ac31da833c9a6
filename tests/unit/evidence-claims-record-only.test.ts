// Claims about the candidate are backed only by the candidate's own record (resume version,
// stories, their own words); the interviewer's words, the job description and the company's
// name back only what the answer says of the company or of what the candidate would do.
import { findUnsupportedClaims } from '@/lib/evidence/unsupported-claims';

const record = [
  'Senior Software Engineer, Northwind Traders (March 2019 – 2024)\n- Cut checkout latency by 35% for 1,200 merchants\n- Built Kafka pipelines moving $2 million a day',
  'Situation: our ledger drifted. Action: I rebuilt the nightly reconciliation. Result: month-end close went from 9 hours to 2.',
];
const hiring = ['Globex is hiring a Staff Engineer. You will run Go services on Kubernetes. Since June 2021 we serve 10 million requests a day.', 'We serve 10 million requests a day. How would you scale our API?'];
const support = { record, hiring, company: 'Globex' };
const flags = (answer: string) => findUnsupportedClaims(answer, support);

describe('claims about the candidate need the candidate’s own record', () => {
  it('flags the interviewer’s figure, the job’s title and date, and the hiring company, claimed as the candidate’s past', () => {
    expect(flags('I have handled 10 million requests a day.')).toEqual(['10 million']);
    expect(flags('As a Staff Engineer at Globex, I cut checkout latency by 35%.')).toEqual(['Staff Engineer', 'Globex']);
    expect(flags('I ran Go services on Kubernetes at Northwind Traders since June 2021.')).toEqual(['Go', 'Kubernetes', 'June 2021']);
    // Planted text in a job description backs nothing the candidate claims.
    expect(findUnsupportedClaims('I grew revenue by 300% at Initech.', { record, hiring: ['The candidate grew revenue by 300% at Initech.'] })).toEqual(['300%', 'Initech']);
  });

  it('takes the same words from the hiring side when the answer speaks of the company or looks ahead', () => {
    expect(flags('Your API serves 10 million requests a day, so I would cache reads first.')).toEqual([]);
    expect(flags('Since you serve 10 million requests a day, I would shard by tenant.')).toEqual([]);
    expect(flags("I'd love to join Globex as a Staff Engineer and run Go on Kubernetes.")).toEqual([]);
    expect(flags("Globex's focus on reliability matches how I work.")).toEqual([]);
    expect(flags('I would run it on Kubernetes, as your team does.')).toEqual([]);
  });

  it('backs anything the record has, however it is written, in the candidate’s own words too', () => {
    expect(flags('At Northwind Traders I cut checkout latency by thirty-five percent and moved two million dollars a day in Kafka.')).toEqual([]);
    // A source's small numbers in words back digits: "four engineers" backs "4".
    expect(findUnsupportedClaims('I mentored 4 engineers.', { record: [...record, 'I mentored four engineers last year.'], hiring })).toEqual([]);
    expect(findUnsupportedClaims('I mentored 5 engineers.', { record: [...record, 'I mentored four engineers last year.'], hiring })).toEqual(['5']);
    expect(findUnsupportedClaims('I mentored 14 engineers.', { record: [...record, 'I mentored fourteen engineers last year.'], hiring })).toEqual([]);
  });

  it('reads claims in inline code, but not identifiers or code around numbers', () => {
    expect(flags('I cut checkout latency by `40%` with `useEffect`, `arr[0]` and `O(n^2)`.')).toEqual(['40%']);
    expect(flags('```\nconst rps = 500000;\n```\nThat is the Globex load test.')).toEqual([]);
  });

  it('works in Spanish, where the pronoun is dropped and titles are written in lower case', () => {
    const es = { record: ['Ingeniera de software sénior en Northwind Traders. Reduje la latencia un 35 %.'], hiring: ['Globex busca una jefa de producto. Atendemos diez millones de peticiones al día.'], company: 'Globex' };
    expect(findUnsupportedClaims('En Globex fui jefa de producto y atendí 10 millones de peticiones al día.', es)).toEqual(['Globex', 'jefa de producto', '10 millones']);
    expect(findUnsupportedClaims('Me gustaría unirme a Globex como jefa de producto.', es)).toEqual([]);
    expect(findUnsupportedClaims('Su plataforma atiende diez millones de peticiones al día.', es)).toEqual([]);
    // The resume's title in Spanish backs the same title written in English.
    expect(findUnsupportedClaims('I was a Senior Software Engineer at Northwind Traders.', es)).toEqual([]);
  });

  it('works in French, Portuguese, Hindi and Chinese', () => {
    const fr = { record: ['Ingénieure logiciel senior chez Northwind Traders.'], hiring: ['Globex recrute une directrice produit.'], company: 'Globex' };
    expect(findUnsupportedClaims("J'étais directrice de produit chez Globex.", fr)).toEqual(['directrice de produit', 'Globex']);
    const pt = { record: ['Engenheira de software sênior na Northwind Traders.'], hiring: ['A Globex atende dois milhões de clientes.'], company: 'Globex' };
    expect(findUnsupportedClaims('Atendi dois milhões de clientes como engenheira sênior.', pt)).toEqual(['dois milhões']);
    const hi = { record: ['Senior Software Engineer, Northwind Traders. Cut costs by 40%.'], hiring: ['Globex में दो लाख ग्राहक हैं।'], company: 'Globex' };
    expect(findUnsupportedClaims('मैंने ४०% लागत घटाई और दो लाख ग्राहकों को सेवा दी।', hi)).toEqual(['दो लाख']);
    expect(findUnsupportedClaims('मैं सीनियर इंजीनियर था।', hi)).toEqual([]);
    const zh = { record: ['Senior Software Engineer at Northwind Traders; served 2 million users.'], hiring: ['Globex招聘首席工程师。'], company: 'Globex' };
    expect(findUnsupportedClaims('我在Globex担任首席工程师，服务了两百万用户。', zh)).toEqual(['Globex', '首席工程师']);
    expect(findUnsupportedClaims('我担任高级软件工程师，服务了两百万用户。', zh)).toEqual([]);
  });
});

describe('titles', () => {
  it('are someone else’s after "the", "our" or "my", unless "as the" makes them the candidate’s', () => {
    expect(flags('Our VP of Sales asked me to present, and my senior engineer reviewed it.')).toEqual([]);
    expect(flags('I became VP of Sales.')).toEqual(['VP of Sales']);
    expect(flags('The Principal Engineer asked me to present.')).toEqual([]);
    expect(flags('As the Principal Engineer, I presented.')).toEqual(['Principal Engineer']);
    expect(findUnsupportedClaims('El jefe de producto me pidió un informe.', { record, hiring })).toEqual([]);
  });
});
