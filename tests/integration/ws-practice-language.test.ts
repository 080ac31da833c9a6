// Practice in the candidate's language on the real ws-server, with no model (the offline
// bank) and a scripted recogniser standing in for a cloud one that hears Spanish (the offline
// Moonshine hears English only): the questions come from the Spanish bank, marked Spanish; the
// Spanish answer is scored by Spanish rules with Spanish notes and saved; a language with no
// bank gets English questions and one notice saying so.
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import type { TranscriberFactory } from '../../ws-server/session/ports';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { createSignedInUser, startWsServer, TestClient } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

const ANSWER =
  'Bueno, en mi anterior trabajo teníamos que lanzar una aplicación antes de Navidad. Mi responsabilidad era coordinar al equipo. ' +
  'Así que dividí el proyecto en entregas semanales y, eh, automaticé las pruebas con Jenkins. Como resultado, entregamos dos días antes y redujimos los errores un 40%.';

/** A recogniser that says the scripted answer, as one final, the first time it hears audio after each question. */
function scriptedSpanish(): TranscriberFactory {
  return (listener) => {
    let said = 0;
    return {
      push() {
        if (said > 0) return;
        said++;
        listener.onTranscript({ utteranceId: `u${said}`, text: ANSWER, speechFinal: true });
      },
      finish: async () => undefined,
      close: () => undefined,
    };
  };
}

describe('practice in the interview language on the ws-server', () => {
  let em: RunningEmulator;
  let server: RunningWsServer;

  beforeAll(async () => {
    em = await startTestEmulator();
    server = await startWsServer(em, { createTranscriber: scriptedSpanish(), config: { practiceSilenceMs: 2_000 } });
  });
  afterAll(async () => {
    await server?.close();
    await em?.close();
  });

  it('asks Spanish questions from the Spanish bank and scores the Spanish answer in Spanish', async () => {
    const user = await createSignedInUser(em, 'ws-practice-es');
    const client = await TestClient.open(server, '/mic');
    const ready = await client.hello(user.accessToken, { purpose: 'practice', practice: { round: 'behavioural', count: 3 }, language: 'es' });
    expect(ready).toMatchObject({ type: 'ready', purpose: 'practice', language: 'es' });

    const first = await client.type('practice_question');
    expect(first).toMatchObject({ index: 1, total: 3, kind: 'behavioural', language: 'es', question_id: expect.stringMatching(/^es-gen-b-\d{2}$/) });
    expect(String(first.text)).toMatch(/[¿áéíóúñ]|usted|Cuénteme|Hábleme|Deme|Descríbame/);

    client.ws.send(Buffer.alloc(3_200));
    await client.next((m) => m.type === 'transcript' && m.speech_final === true);
    client.sendJson({ type: 'next_question' });
    const feedback = await client.type('practice_feedback', 20_000);
    const score = feedback.score as { missingStructure: string[]; notes: string[]; figures: { fillerWords: number } };
    expect(score.missingStructure).toEqual([]);
    // "Bueno," and "eh," are Spanish fillers; English rules would count neither.
    expect(score.figures.fillerWords).toBe(2);
    expect(score.notes.join(' ')).toMatch(/Estructura STAR clara|Están las cuatro partes de STAR/);

    const second = await client.next((m) => m.type === 'practice_question' && m.index === 2);
    expect(second.language).toBe('es');
    client.sendJson({ type: 'end_practice' });
    await client.type('practice_done');
    expect(client.messages.some((m) => m.type === 'notice' && m.code === 'practice_language')).toBe(false);
    expect(client.violations).toEqual([]);

    const { data: turns } = await serviceClient(em).from('interview_turn').select('question, candidate_answer').eq('session_id', String(ready.session_id)).throwOnError();
    expect(turns).toEqual([{ question: first.text, candidate_answer: ANSWER }]);
  });

  it('asks English questions for a language without a bank, after one notice saying so', async () => {
    const user = await createSignedInUser(em, 'ws-practice-it');
    const client = await TestClient.open(server, '/mic');
    await client.hello(user.accessToken, { purpose: 'practice', practice: { round: 'mixed', count: 3 }, language: 'it' });
    // The recogniser may add a notice of its own (it cannot hear Italian): this is practice's.
    const notice = await client.next((m) => m.type === 'notice' && m.code === 'practice_language');
    expect(notice).toEqual({ type: 'notice', code: 'practice_language', message: 'Practice questions are in English: the offline question bank has no Italian questions yet.' });
    const first = await client.type('practice_question');
    expect(first.language).toBe('en');
    client.sendJson({ type: 'end_practice' });
    await client.type('practice_done');
    expect(client.violations).toEqual([]);
  });
});
