// The model-backed coach names the languages it must write in: the questions in the interview
// language, the feedback in the reader's, the stronger answer and follow-up in the interview's.
import { scoreAnswer } from '@/lib/feedback/score-answer';
import { createAiSdkPracticeCoach } from '@/ws-server/practice/ai-sdk-practice-coach';
import { mockModelReply } from '../fixtures/engine/mock-model-reply';

const reply = mockModelReply;

const signal = () => AbortSignal.timeout(5_000);

describe('the practice coach’s languages', () => {
  it('asks for the questions in the interview language by name', async () => {
    const model = reply('{"questions": [{"text": "¿Por qué quiere trabajar aquí?", "kind": "other"}]}');
    const coach = createAiSdkPracticeCoach(model, { name: 'mock' });
    await coach.questions({ round: 'mixed', count: 1, resume: '', jobDescription: '', avoid: [], language: 'es-MX' }, signal());
    const prompt = JSON.stringify(model.doGenerateCalls[0].prompt);
    expect(prompt).toContain('Write every question in Spanish (Español)');
  });

  it('asks for feedback in the reader’s language and the stronger answer in the interview’s, never “spoken English”', async () => {
    const model = reply('{"feedback": "Good.", "stronger_answer": "Ich habe…", "follow_up": null}');
    const coach = createAiSdkPracticeCoach(model, { name: 'mock' });
    const answer = 'Ich habe das Projekt geleitet.';
    const score = scoreAnswer({ question: 'Erzählen Sie von einem Projekt.', answer, seconds: 5, kind: 'behavioural', language: 'de' });
    await coach.review({ question: 'Erzählen Sie von einem Projekt.', kind: 'behavioural', answer, resume: '', jobDescription: '', score, language: 'de', feedbackLanguage: 'en' }, signal());
    const prompt = JSON.stringify(model.doGenerateCalls[0].prompt);
    expect(prompt).toContain('two or three sentences in English');
    expect(prompt).toContain('natural spoken German (Deutsch)');
    expect(prompt).not.toContain('spoken English');
  });

  it('writes in English when no language is given, as before', async () => {
    const model = reply('{"questions": [{"text": "Why us, of all places?", "kind": "other"}]}');
    await createAiSdkPracticeCoach(model, { name: 'mock' }).questions({ round: 'mixed', count: 1, resume: '', jobDescription: '', avoid: [] }, signal());
    expect(JSON.stringify(model.doGenerateCalls[0].prompt)).toContain('Write every question in English');
  });
});
