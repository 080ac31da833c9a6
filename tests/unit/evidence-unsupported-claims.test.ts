import { findUnsupportedClaims } from '@/lib/evidence/unsupported-claims';

const resume = [
  'Jane Doe, Senior Software Engineer',
  'Acme Payments, Berlin (Mar 2019 – present)',
  '- Led the billing ledger migration from MySQL to Postgres with zero downtime',
  '- Cut invoice generation time by 75% for 1,200 merchants',
  '- Mentored 3 engineers and introduced code review checklists',
  'Globex (2015 – 2019), Software Engineer',
  '- Built Kafka pipelines moving $2 million in payments a day',
].join('\n');
const story = [
  'Situation: At 2am on Black Friday checkout started failing for a third of customers.',
  'Action: I led the incident call and rolled back the cache change.',
  'Result: Checkout recovered in 40 minutes.',
].join('\n');
const job = 'Senior Backend Engineer at Initech. You will run our services on Kubernetes and AWS.';
const question = 'How would you keep 500 requests per second fast?';
const support = [resume, story, job, question];

describe('findUnsupportedClaims', () => {
  it('flags nothing when every figure and name is in the resume, a story or the job description', () => {
    const answer = 'At Acme Payments I led the migration from MySQL to Postgres [1]. Invoice generation got 75% faster for 1200 merchants [2], and on Black Friday checkout recovered in 40 minutes [3].';
    expect(findUnsupportedClaims(answer, support)).toEqual([]);
  });

  it('flags a percentage, an employer, a year and a title that no source has, as written, in order', () => {
    const answer = 'In 2017 I joined Stripe as a Staff Engineer and cut cloud costs by 40%.';
    expect(findUnsupportedClaims(answer, support)).toEqual(['2017', 'Stripe', 'Staff Engineer', '40%']);
    expect(findUnsupportedClaims('In 2019 I moved to Acme Payments.', [story, job])).toEqual(['2019', 'Acme Payments']);
    expect(findUnsupportedClaims('In 2019 I moved to Acme Payments.', support)).toEqual([]);
  });

  it('matches figures however they are written', () => {
    const answer = 'The pipelines moved $2M a day, then 2,000,000 dollars, for 1.200 merchants; costs fell 75 percent.';
    expect(findUnsupportedClaims(answer, support)).toEqual([]);
    expect(findUnsupportedClaims('They moved $2.5M a day and grew 10x.', support)).toEqual(['$2.5M', '10x']);
    // 40 minutes does not back 40%.
    expect(findUnsupportedClaims('Checkout failures fell by 40%.', support)).toEqual(['40%']);
  });

  it('reads through Markdown bullets, bold labels, list numbers and citations', () => {
    const answer = [
      '**Situation:** At Acme Payments the ledger was running out of disk [1].',
      '',
      '1. **Action:** I wrote a dual-write layer and mentored 5 engineers [2].',
      '2. **Result:** Invoices got *75 %* faster [12].',
      '- Then I hired an SRE from Google.',
    ].join('\n');
    // "SRE" is a role every business has, not an employer: the acronyms every business uses are no names.
    expect(findUnsupportedClaims(answer, support)).toEqual(['5', 'Google']);
  });

  it('does not flag ordinary words that open a sentence, but does flag a name used again mid-sentence', () => {
    expect(findUnsupportedClaims('Leading the rollout taught me a lot. Patience matters.', support)).toEqual([]);
    const answer = 'Terraform was new to us. Later we adopted Terraform across every team.';
    expect(findUnsupportedClaims(answer, support)).toEqual(['Terraform']);
    expect(findUnsupportedClaims('PayPal asked us to move faster.', support)).toEqual(['PayPal']);
  });

  it('takes numbers from the question as backed, and keeps multi-word names and acronyms together', () => {
    expect(findUnsupportedClaims('To keep 500 requests per second fast I would cache reads on AWS.', support)).toEqual([]);
    expect(findUnsupportedClaims('Before that I was at Bank of America and used GCP with the Kafka team.', support)).toEqual(['Bank of America', 'GCP']);
  });

  it('checks a date by month and year', () => {
    const answer = 'I joined Acme Payments in March 2019 and shipped the ledger in June 2020; I left Globex on a Friday in 2019.';
    expect(findUnsupportedClaims(answer, support)).toEqual(['June 2020']);
    expect(findUnsupportedClaims('Started 03/2021.', ['Joined in March 2021'])).toEqual([]);
    expect(findUnsupportedClaims('Empecé en marzo de 2021.', ['2021-03 – hoy'])).toEqual([]);
  });

  it('checks job titles by their words in order, and does not read a sentence as a title', () => {
    expect(findUnsupportedClaims('As a senior engineer at Acme Payments I owned the ledger.', support)).toEqual([]);
    expect(findUnsupportedClaims('I was promoted to Principal Engineer and later VP of Engineering.', support)).toEqual(['Principal Engineer', 'VP of Engineering']);
    expect(findUnsupportedClaims('I lead two senior engineers.', support)).toEqual([]);
  });

  it('works on a Spanish answer', () => {
    const answer = 'En Acme Payments reduje el tiempo de facturación un 40 % [1]. Después trabajé en Mercado Libre como ingeniero de software sénior durante 2 años.';
    // The resume names the title in English; the Spanish pack translates its words, so it is the same title.
    expect(findUnsupportedClaims(answer, support)).toEqual(['40 %', 'Mercado Libre', '2']);
    const curriculum = 'Ingeniero de Software Sénior, Mercado Libre (2 años)\nReduje el tiempo de facturación un 40 %.';
    expect(findUnsupportedClaims(answer, [curriculum, 'Acme Payments'])).toEqual([]);
    expect(findUnsupportedClaims('Trabajé como ingeniera principal en Mercado Libre.', support)).toEqual(['ingeniera principal', 'Mercado Libre']);
  });

  it('flags only runs of names in a German answer, where every noun has a capital', () => {
    const answer = 'Bei Acme Payments habe ich die Migration geleitet und die Kosten um 30 % gesenkt. Danach war ich bei Siemens Healthineers.';
    expect(findUnsupportedClaims(answer, support)).toEqual(['30 %', 'Siemens Healthineers']);
  });

  it('finds figures in Chinese, which has no spaces', () => {
    expect(findUnsupportedClaims('我在Acme Payments把成本降低了40%，发票速度提高了75%。', support)).toEqual(['40%']);
  });

  it('gives nothing for an empty answer, and each claim once', () => {
    expect(findUnsupportedClaims('', support)).toEqual([]);
    expect(findUnsupportedClaims('Stripe paid well. I liked Stripe, and Stripe liked me.', support)).toEqual(['Stripe']);
  });
});
