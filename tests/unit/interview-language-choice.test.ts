// The interview-language setting as Personalize and the interview screen handle it: the zod
// schema that guards saving, the options both selects offer, and the hello fields a choice sends.
import { INTERVIEW_LANGUAGES } from '@/lib/language/languages';
import { helloLanguageFields } from '@/lib/interview/hello-language';
import { ANSWER_LANGUAGE_CHOICES, answersFromChoice, choiceValue, INTERVIEW_LANGUAGE_CHOICES, languageChoiceLabel, SAME_AS_INTERVIEW } from '@/lib/profile/language-choices';
import { interviewLanguageSettingSchema } from '@/lib/validations/interview-language';

describe('the interview-language setting schema', () => {
  it('accepts Auto-detect and listed languages, canonicalising their tags', () => {
    expect(interviewLanguageSettingSchema.parse({ interview: 'auto', answers: null })).toEqual({ interview: 'auto', answers: null });
    expect(interviewLanguageSettingSchema.parse({ interview: 'pt-br', answers: 'EN' })).toEqual({ interview: 'pt-BR', answers: 'en' });
    expect(interviewLanguageSettingSchema.parse({ interview: 'hi', answers: 'es-419' })).toEqual({ interview: 'hi', answers: 'es-419' });
  });

  it('refuses a language that is not on the list, with a message the form can show', () => {
    const interview = interviewLanguageSettingSchema.safeParse({ interview: 'xx', answers: null });
    expect(interview.success).toBe(false);
    expect(interview.error?.issues[0]?.message).toBe('Choose the interview language from the list.');
    const answers = interviewLanguageSettingSchema.safeParse({ interview: 'es', answers: 'klingon' });
    expect(answers.error?.issues[0]?.message).toBe('Choose the language for answers from the list.');
    // "auto" means something for the interview only: answers cannot be "auto-detected" into a language.
    expect(interviewLanguageSettingSchema.safeParse({ interview: 'es', answers: 'auto' }).success).toBe(false);
    expect(interviewLanguageSettingSchema.safeParse({ interview: 'es-' + 'X'.repeat(40), answers: null }).success).toBe(false);
  });
});

describe('the language selects', () => {
  it('offer Auto-detect, then every listed language by its English and its own name', () => {
    expect(INTERVIEW_LANGUAGE_CHOICES[0]).toEqual({ value: 'auto', label: 'Auto-detect' });
    expect(INTERVIEW_LANGUAGE_CHOICES.slice(1).map((c) => c.value)).toEqual(INTERVIEW_LANGUAGES.map((l) => l.code));
    const label = (code: string) => INTERVIEW_LANGUAGE_CHOICES.find((c) => c.value === code)?.label;
    expect(label('es')).toBe('Spanish (Español)');
    expect(label('hi')).toBe('Hindi (हिन्दी)');
    expect(label('en')).toBe('English');
    expect(label('zh')).toBe('Chinese (Mandarin) · 中文（普通话）');
    expect(languageChoiceLabel({ code: 'ar', name: 'Arabic', nativeName: 'العربية', voiceTag: 'ar-SA' })).toBe('Arabic (العربية)');
  });

  it('"Answers in" starts with "Same as interview language", which stands for null', () => {
    expect(ANSWER_LANGUAGE_CHOICES[0]).toEqual({ value: SAME_AS_INTERVIEW, label: 'Same as interview language' });
    expect(ANSWER_LANGUAGE_CHOICES.slice(1).map((c) => c.value)).toEqual(INTERVIEW_LANGUAGES.map((l) => l.code));
    expect(answersFromChoice(SAME_AS_INTERVIEW)).toBeNull();
    expect(answersFromChoice('en')).toBe('en');
    expect(choiceValue(null, ANSWER_LANGUAGE_CHOICES)).toBe(SAME_AS_INTERVIEW);
  });

  it('select a saved regional tag by its language, and an unknown one as the first choice', () => {
    expect(choiceValue('pt-BR', INTERVIEW_LANGUAGE_CHOICES)).toBe('pt');
    expect(choiceValue('es', INTERVIEW_LANGUAGE_CHOICES)).toBe('es');
    expect(choiceValue('auto', INTERVIEW_LANGUAGE_CHOICES)).toBe('auto');
    expect(choiceValue('xx', INTERVIEW_LANGUAGE_CHOICES)).toBe('auto');
  });
});

describe('the hello of a session', () => {
  it('names the chosen language, and answer_language only when answers are not the interview language', () => {
    expect(helloLanguageFields({ interview: 'es', answers: null })).toEqual({ language: 'es' });
    expect(helloLanguageFields({ interview: 'de', answers: 'en' })).toEqual({ language: 'de', answer_language: 'en' });
    expect(helloLanguageFields({ interview: 'auto', answers: null })).toEqual({ language: 'auto' });
  });

  it('names nothing when the saved choice could not be read, so the server reads the profile', () => {
    expect(helloLanguageFields(null)).toEqual({});
  });
});
