import { answerLanguageFor, canonicalLanguageTag, findLanguage, INTERVIEW_LANGUAGES, languageLabel, primaryLanguage } from '@/lib/language/languages';
import { parseClientMessage } from '@/lib/protocol';

const REQUIRED = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl', 'tr', 'ru', 'uk', 'hi', 'ar', 'zh', 'ja', 'ko', 'vi', 'id', 'sv'];

describe('the interview languages', () => {
  it('lists every language candidates asked for, once each', () => {
    const codes = INTERVIEW_LANGUAGES.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of REQUIRED) expect(codes).toContain(code);
  });

  it('canonicalises tags of listed languages and refuses the rest', () => {
    expect(canonicalLanguageTag('es')).toBe('es');
    expect(canonicalLanguageTag('pt-br')).toBe('pt-BR');
    expect(canonicalLanguageTag('PT_BR')).toBe('pt-BR');
    expect(canonicalLanguageTag('es-419')).toBe('es-419');
    expect(canonicalLanguageTag('zh-hans-cn')).toBe('zh-Hans-CN');
    expect(canonicalLanguageTag('xx')).toBeUndefined();
    expect(canonicalLanguageTag('klingon')).toBeUndefined();
    expect(canonicalLanguageTag('en-US-x-private')).toBeUndefined();
    expect(canonicalLanguageTag('')).toBeUndefined();
  });

  it('names tags and finds their language by the primary subtag', () => {
    expect(primaryLanguage('pt-BR')).toBe('pt');
    expect(findLanguage('pt-BR')?.name).toBe('Portuguese');
    expect(languageLabel('pt-BR')).toBe('Portuguese (Brazil)');
    expect(languageLabel('auto')).toBe('Auto-detect');
    expect(languageLabel('hi')).toBe('Hindi');
  });

  it('writes answers in the chosen answer language, else the interview language, else what was heard', () => {
    expect(answerLanguageFor({ answers: 'en', interview: 'de' })).toBe('en');
    expect(answerLanguageFor({ interview: 'de' })).toBe('de');
    expect(answerLanguageFor({ interview: 'auto', detected: 'es' })).toBe('es');
    expect(answerLanguageFor({ interview: 'auto' })).toBe('en');
  });
});

describe('hello language fields', () => {
  const hello = (extra: object) => parseClientMessage(JSON.stringify({ type: 'hello', access_token: 't', ...extra }));

  it('accepts auto and tags of listed languages, canonicalised', () => {
    const parsed = hello({ language: 'pt-br', answer_language: 'en' });
    expect(parsed).toMatchObject({ ok: true, message: { language: 'pt-BR', answer_language: 'en' } });
    expect(hello({ language: 'auto' })).toMatchObject({ ok: true, message: { language: 'auto' } });
    expect(hello({})).toMatchObject({ ok: true });
  });

  it('refuses an unknown tag as a bad message that says what is expected', () => {
    const parsed = hello({ language: 'tlh' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(/language/);
    expect(hello({ answer_language: 'auto' }).ok).toBe(false);
    expect(hello({ language: 42 }).ok).toBe(false);
  });
});
