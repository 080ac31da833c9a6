// The prep sheet's likely questions: the practice bank ranked by an application's job
// description, in its language when the bank has one, a mix of kinds, the same every time.
import { likelyQuestions, sheetLanguage } from '@/lib/prep/likely-questions';

const DATA_ENGINEER = `Senior Data Engineer. You will design and run batch and streaming data pipelines (Airflow, Spark, Kafka)
feeding our Snowflake warehouse. You own data quality, schema changes and SQL models in dbt, and work with analysts
and product teams. Experience with Python, ETL, data modelling and being on call for pipeline failures.
Nice to have: experience talking to customers.`;

const ACCOUNT_EXECUTIVE = `Account Executive, mid-market. Own a quarterly quota, run discovery calls, build your pipeline through
prospecting, negotiate and close deals, and keep Salesforce up to date. You work with customers and marketing.`;

const roleOf = (id: string) => id.replace(/^(?:[a-z]{2}-)?([a-z]+)-.*$/, '$1');

describe('likely questions for an application', () => {
  it('puts data and pipeline questions first for a data-engineering description, and no sales ones', () => {
    const { questions, language } = likelyQuestions(DATA_ENGINEER, 'en');
    expect(language).toBe('en');
    expect(questions).toHaveLength(8);
    const roles = questions.map((q) => roleOf(q.id));
    expect(roles.slice(0, 3)).toEqual(['data', 'data', 'data']);
    expect(roles.filter((r) => r === 'data').length).toBeGreaterThanOrEqual(5);
    expect(roles).not.toContain('sales');
    expect(questions.some((q) => /pipeline/i.test(q.text))).toBe(true);
  });

  it('puts sales questions first for a sales description, and no data ones', () => {
    const roles = likelyQuestions(ACCOUNT_EXECUTIVE, 'en').questions.map((q) => roleOf(q.id));
    expect(roles.slice(0, 3)).toEqual(['sales', 'sales', 'sales']);
    expect(roles).not.toContain('data');
  });

  it('mixes behavioural, technical and other questions, never the same one twice', () => {
    const { questions } = likelyQuestions(DATA_ENGINEER, 'en');
    expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(['behavioural', 'technical', 'other']));
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
  });

  it('is deterministic: the same description gives the same questions in the same order', () => {
    expect(likelyQuestions(DATA_ENGINEER, 'en').questions.map((q) => q.id)).toEqual(likelyQuestions(DATA_ENGINEER, 'en').questions.map((q) => q.id));
  });

  it('asks general questions when the description names no role', () => {
    const { questions } = likelyQuestions('', 'en');
    expect(questions).toHaveLength(8);
    expect(questions.every((q) => q.roles.includes('general'))).toBe(true);
  });

  it("uses the bank of the application's language, and English when that language has none", () => {
    const hindi = likelyQuestions('हमें एक अनुभवी टीम लीडर चाहिए जो डेडलाइन और प्राथमिकता संभाल सके।', 'hi');
    expect(hindi.language).toBe('hi');
    expect(hindi.questions).toHaveLength(8);
    expect(hindi.questions.every((q) => /\p{Script=Devanagari}/u.test(q.text))).toBe(true);
    const japanese = likelyQuestions(DATA_ENGINEER, 'ja');
    expect(japanese.language).toBe('en');
    expect(japanese.questions.map((q) => q.id)).toEqual(likelyQuestions(DATA_ENGINEER, 'en').questions.map((q) => q.id));
  });
});

describe('the language of the sheet', () => {
  it("is the application's, else the profile's, else (Auto-detect) the description's, else English", () => {
    expect(sheetLanguage('es', 'fr', 'We are hiring')).toBe('es');
    expect(sheetLanguage(null, 'fr', 'We are hiring')).toBe('fr');
    expect(sheetLanguage('auto', 'fr', 'हमें एक डेटा इंजीनियर चाहिए जो पाइपलाइन संभाल सके।')).toBe('hi');
    expect(sheetLanguage(null, 'auto', '')).toBe('en');
  });
});
