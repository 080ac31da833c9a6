// The session's languages are resolved once, in one place each (hello, else the application,
// else the profile, else Auto-detect; answers from hello, else the profile), and one answer
// guesses its question's language once: the runner's guess reaches the answer language, the
// prompt and the offline engine, none of which guesses the question again.
import { answerLanguageChoice, interviewLanguageChoice, resolveSessionLanguage } from '@/ws-server/session/resolve-session-language';
import { buildAnswerPrompt } from '@/ws-server/llm/prompt';
import { questionLanguageOf } from '@/ws-server/llm/question-language-of';

describe('the session language', () => {
  const profile = { interviewLanguage: 'de', answerLanguage: 'en' };

  it('is the hello’s, else the application’s, else the profile’s, else Auto-detect', () => {
    expect(interviewLanguageChoice({ hello: { language: 'es' }, application: { language: 'fr' }, profile })).toBe('es');
    expect(interviewLanguageChoice({ hello: {}, application: { language: 'fr' }, profile })).toBe('fr');
    expect(interviewLanguageChoice({ hello: {}, application: {}, profile })).toBe('de');
    expect(interviewLanguageChoice({ hello: {}, profile: {} })).toBe('auto');
  });

  it('answers in the hello’s choice, else the profile’s, else follows the interview language', () => {
    expect(answerLanguageChoice({ hello: { answer_language: 'pt-BR' }, profile })).toBe('pt-BR');
    expect(answerLanguageChoice({ hello: {}, application: { language: 'fr' }, profile })).toBe('en');
    expect(resolveSessionLanguage({ hello: { language: 'ja' }, profile: {} })).toEqual({ interview: 'ja' });
    expect(resolveSessionLanguage({ hello: {}, application: { language: 'fr' }, profile })).toEqual({ interview: 'fr', answers: 'en' });
  });
});

// The runner's side (its one guess reaches the answer language and the request) is in
// ws-answer-language-choice.test.ts.
describe('one answer guesses its question once', () => {
  it('lets the prompt read the guess it is given rather than the question’s words', () => {
    const request = { question: 'Tell me about yourself.', language: 'en', resume: '', jobDescription: '', history: [] };
    // An English question to be answered in English keeps its prompt as it always was…
    expect(buildAnswerPrompt(request).instructions).not.toMatch(/Write the whole answer in/);
    // …and one the runner read as German, in English, names the language.
    expect(buildAnswerPrompt({ ...request, questionLanguage: 'de' }).instructions).toMatch(/Write the whole answer in English/);
    expect(questionLanguageOf({ question: 'Erzählen Sie mir von sich, bitte.', questionLanguage: null })).toBeUndefined();
    expect(questionLanguageOf({ question: 'Erzählen Sie mir von sich, bitte.' })).toBe('de');
  });
});
