// Spoken practice questions: a voice of the question's language (its usual region first), or
// none at all rather than the wrong language; and the screen keeps the server's language notices.
import { chooseVoice, type VoiceLike } from '@/components/practice/choose-voice';
import { INITIAL_PRACTICE, practiceReducer } from '@/lib/practice/practice-reducer';

const voice = (lang: string, name: string, isDefault = false): VoiceLike => ({ lang, name, default: isDefault });
const VOICES = [voice('en-US', 'Samantha', true), voice('es-MX', 'Paulina'), voice('es-ES', 'Mónica'), voice('pt_PT', 'Joana'), voice('pt-BR', 'Luciana'), voice('hi-IN', 'Lekha')];

describe('choosing a voice for a question', () => {
  it('prefers the list’s usual region of the language, then any voice of it', () => {
    expect(chooseVoice(VOICES, 'es')?.name).toBe('Mónica');
    expect(chooseVoice(VOICES, 'pt')?.name).toBe('Luciana');
    expect(chooseVoice(VOICES, 'hi')?.name).toBe('Lekha');
    expect(chooseVoice([voice('de-AT', 'Anna')], 'de')?.name).toBe('Anna');
  });

  it('honours the region the session asked for', () => {
    expect(chooseVoice(VOICES, 'es-MX')?.name).toBe('Paulina');
    expect(chooseVoice(VOICES, 'pt-PT')?.name).toBe('Joana');
  });

  it('has no voice, rather than a wrong one, for a language the browser cannot speak', () => {
    expect(chooseVoice(VOICES, 'zh')).toBeUndefined();
    expect(chooseVoice([], 'en')).toBeUndefined();
  });

  it('speaks English by default, as before', () => {
    expect(chooseVoice(VOICES)?.name).toBe('Samantha');
  });
});

describe('the practice screen’s state', () => {
  it('keeps each language notice once and the question’s language', () => {
    let state = practiceReducer(INITIAL_PRACTICE, { type: 'start' });
    const notice = { type: 'notice', code: 'practice_language', message: 'Practice questions are in English: the offline question bank has no Italian questions yet.' } as const;
    state = practiceReducer(state, { type: 'message', message: notice });
    state = practiceReducer(state, { type: 'message', message: notice });
    expect(state.languageNotices).toEqual([notice.message]);
    state = practiceReducer(state, { type: 'message', message: { type: 'practice_question', index: 1, total: 3, question_id: 'hi-gen-o-01', text: 'शुरुआत के लिए…', kind: 'other', language: 'hi' } });
    expect(state.question?.language).toBe('hi');
  });
});
