// A phone paired as a second screen, over the real ws-server and the emulator's Realtime: it is
// shown what the laptop's live session shows, "Answer now" asks as Space does, Stop says the
// interview ended, and a credential of another user, a made-up one or an unpaired one is shown
// nothing.
import type { RunningEmulator } from '../../emulators/server';
import type { RunningWsServer } from '../../ws-server/server';
import { startTestEmulator } from './helpers/emulator';
import { PhoneClient, authSessionOf, pairPhone } from './helpers/second-screen-phone';
import { createSignedInUser, fixedAnswerEngine, scriptedTranscriberFactory, startWsServer, TestClient, type Msg } from './helpers/ws-harness';

jest.setTimeout(60_000);
process.env.LOG_LEVEL = 'error';

let em: RunningEmulator;
let server: RunningWsServer;
const scripted = scriptedTranscriberFactory();
const engine = fixedAnswerEngine(['I led ', 'the billing ', 'migration.'], 30);

beforeAll(async () => {
  em = await startTestEmulator();
  server = await startWsServer(em, { createTranscriber: scripted.factory, answerEngine: engine, answerFallback: null, config: { secondScreenRecheckMs: 1_000 } });
});
afterAll(async () => {
  await server?.close();
  await em?.close();
});

/** The laptop's answer text, joined from its chunks, for the answer with this question id. */
function laptopAnswer(laptop: TestClient, questionId: string): string {
  return laptop.messages
    .filter((m): m is Msg & { transcription: string } => m.type === 'answer' && m.question_id === questionId)
    .map((m) => m.transcription)
    .join('');
}

describe('second screen: a paired phone follows the live session', () => {
  it('is told no interview runs, then sees the session start, the words heard and the answer the laptop shows', async () => {
    const user = await createSignedInUser(em, 'follow');
    const phone = await PhoneClient.viewing(server.url, await pairPhone(em, user));
    expect(await phone.next((m) => m.type === 'snapshot')).toEqual({ type: 'snapshot', session: null });

    const laptop = await TestClient.open(server);
    const ready = await laptop.hello(user.accessToken);
    await phone.next((m) => m.type === 'snapshot' && m.session?.state === 'listening' && m.session.session_id === ready.session_id);
    scripted.say('u1', 'Tell me about a migration you led', true);
    await phone.next(() => phone.heard() === 'Tell me about a migration you led');

    laptop.sendJson({ type: 'trigger_response', question: 'Tell me about a migration you led' });
    await laptop.next((m) => m.type === 'answer' && m.speech_final === true);
    await phone.next(() => [...phone.answers().values()].some((a) => a.done));
    expect([...phone.answers().values()]).toEqual([{ text: laptopAnswer(laptop, 'm1'), done: true, question: 'Tell me about a migration you led' }]);
    expect(phone.heard()).toBe('');

    // Stop on the interview screen closes with 1000 "stopped".
    laptop.ws.close(1000, 'stopped');
    await phone.next((m) => m.type === 'live' && m.batch.items.some((i) => i.kind === 'session' && i.state === 'ended'));
    phone.close();
  });

  it('a laptop whose socket drops without Stop leaves the phone waiting for it to come back', async () => {
    const user = await createSignedInUser(em, 'dropped');
    const phone = await PhoneClient.viewing(server.url, await pairPhone(em, user));
    const laptop = await TestClient.open(server);
    await laptop.hello(user.accessToken);
    await phone.next((m) => m.type === 'snapshot' && m.session?.state === 'listening');
    laptop.ws.terminate();
    await phone.next((m) => m.type === 'live' && m.batch.items.some((i) => i.kind === 'session' && i.state === 'interrupted'));
    phone.close();
  });

  it('"Answer now" on the phone asks what the interviewer said since the last question, as Space does', async () => {
    const user = await createSignedInUser(em, 'answer-now');
    const phone = await PhoneClient.viewing(server.url, await pairPhone(em, user));
    const laptop = await TestClient.open(server);
    await laptop.hello(user.accessToken);
    await phone.next((m) => m.type === 'snapshot' && m.session?.state === 'listening');
    scripted.say('u1', 'Thanks for joining.', true);
    scripted.say('u2', 'Why do you want this role?', true);
    await phone.next(() => phone.heard() === 'Thanks for joining. Why do you want this role?');

    phone.send({ type: 'answer_now' });
    const first = await laptop.next((m) => m.type === 'answer');
    expect(first).toMatchObject({ trigger: 'manual', question: 'Why do you want this role?', asked_from: 'second_screen' });
    await laptop.next((m) => m.type === 'answer' && m.speech_final === true);
    await phone.next(() => [...phone.answers().values()].some((a) => a.done && a.question === 'Why do you want this role?'));
    await laptop.close();
    phone.close();
  });

  it('a phone that connects in the middle of an answer starts from where the session stands', async () => {
    const user = await createSignedInUser(em, 'late-phone');
    const token = await pairPhone(em, user);
    const laptop = await TestClient.open(server);
    await laptop.hello(user.accessToken);
    laptop.sendJson({ type: 'trigger_response', question: 'What is your greatest strength?' });
    await laptop.next((m) => m.type === 'answer');
    const phone = await PhoneClient.viewing(server.url, token);
    await laptop.next((m) => m.type === 'answer' && m.speech_final === true);
    await phone.next(() => [...phone.answers().values()].some((a) => a.done));
    expect([...phone.answers().values()].map((a) => a.text)).toEqual([laptopAnswer(laptop, 'm1')]);
    await laptop.close();
    phone.close();
  });

  it('a phone paired with another user is shown nothing of this user’s session', async () => {
    const [owner, other] = await Promise.all([createSignedInUser(em, 'owner'), createSignedInUser(em, 'other')]);
    const [ownPhone, otherPhone] = await Promise.all([pairPhone(em, owner), pairPhone(em, other)].map(async (t) => PhoneClient.viewing(server.url, await t)));
    const laptop = await TestClient.open(server);
    await laptop.hello(owner.accessToken);
    laptop.sendJson({ type: 'trigger_response', question: 'Why us?' });
    await laptop.next((m) => m.type === 'answer' && m.speech_final === true);
    await ownPhone.next(() => [...ownPhone.answers().values()].some((a) => a.done));
    expect(otherPhone.messages.filter((m) => m.type === 'live' || (m.type === 'snapshot' && m.session !== null))).toEqual([]);
    await laptop.close();
    ownPhone.close();
    otherPhone.close();
  });

  it('a made-up credential is told it is not paired and closed with 4401', async () => {
    const phone = await PhoneClient.open(server.url);
    phone.send({ type: 'view', device_token: 'A'.repeat(43) });
    expect(await phone.next((m) => m.type === 'unpaired')).toEqual({ type: 'unpaired', reason: 'not_paired' });
    expect((await phone.closed).code).toBe(4401);
  });

  it('a phone that sends no view within 5 s, or anything but a view first, is closed', async () => {
    const silent = await PhoneClient.open(server.url);
    const chatty = await PhoneClient.open(server.url);
    chatty.send({ type: 'hello', access_token: 'x' });
    expect((await chatty.closed).code).toBe(4401);
    expect((await silent.closed).code).toBe(4408);
  });

  it('the session publishes nothing for a user with no paired device', async () => {
    const user = await createSignedInUser(em, 'unpaired');
    const stats = server.secondScreenStats?.();
    const laptop = await TestClient.open(server);
    await laptop.hello(user.accessToken);
    laptop.sendJson({ type: 'trigger_response', question: 'Why us?' });
    await laptop.next((m) => m.type === 'answer' && m.speech_final === true);
    expect(server.secondScreenStats?.().channels).toBe(stats?.channels);
    await laptop.close();
  });

  it('a device bound to a sign-in session stops viewing when that session signs out everywhere, even with no broadcast', async () => {
    const user = await createSignedInUser(em, 'everywhere');
    const phone = await PhoneClient.viewing(server.url, await pairPhone(em, user, authSessionOf(user.accessToken)));
    await em.context.db.query('delete from auth.sessions where user_id = $1', [user.userId]);
    expect(await phone.next((m) => m.type === 'unpaired', 10_000)).toEqual({ type: 'unpaired', reason: 'signed_out' });
    expect((await phone.closed).code).toBe(4401);
  });
});
