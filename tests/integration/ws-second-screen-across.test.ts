// The second screen across two ws-server processes: the laptop's session runs on one (here, in
// the test's process), the phone is connected to another operating-system process, and the
// two share nothing but the database and the emulator's Realtime. The answer reaches the phone,
// the phone's "Answer now" reaches the session, and Unpair closes the phone on its process.
import type { RunningEmulator } from '../../emulators/server';
import { revokeDevices } from '../../lib/second-screen/revoke-devices';
import type { RunningWsServer } from '../../ws-server/server';
import { startTestEmulator, userClient } from './helpers/emulator';
import { PhoneClient, adminOf, pairPhone } from './helpers/second-screen-phone';
import { spawnWsServer, type SpawnedWsServer } from './helpers/spawn-ws-server';
import { createSignedInUser, fixedAnswerEngine, scriptedTranscriberFactory, startWsServer, TestClient } from './helpers/ws-harness';

jest.setTimeout(90_000);
process.env.LOG_LEVEL = 'error';

let em: RunningEmulator;
let sessions: RunningWsServer;
let phones: SpawnedWsServer;
const scripted = scriptedTranscriberFactory();

beforeAll(async () => {
  em = await startTestEmulator();
  [sessions, phones] = await Promise.all([
    startWsServer(em, { createTranscriber: scripted.factory, answerEngine: fixedAnswerEngine(['Across ', 'two ', 'processes.'], 20), answerFallback: null }),
    spawnWsServer(em, { SECOND_SCREEN_RECHECK_MS: '60000' }),
  ]);
});
afterAll(async () => {
  await sessions?.close();
  await phones?.server.close();
  await em?.close();
});

describe('second screen across two ws-server processes', () => {
  it('the phone on the other process shows the answer, asks for one, and is closed by Unpair', async () => {
    const user = await createSignedInUser(em, 'across');
    const phone = await PhoneClient.viewing(phones.server.url, await pairPhone(em, user));
    await phone.next((m) => m.type === 'snapshot');
    const laptop = await TestClient.open(sessions);
    const ready = await laptop.hello(user.accessToken);
    await phone.next((m) => m.type === 'snapshot' && m.session?.session_id === ready.session_id);

    laptop.sendJson({ type: 'trigger_response', question: 'How do two processes share an answer?' });
    await phone.next(() => [...phone.answers().values()].some((a) => a.done));
    expect([...phone.answers().values()]).toEqual([{ text: 'Across two processes.', done: true, question: 'How do two processes share an answer?' }]);

    scripted.say('u1', 'And what did you learn?', true);
    await phone.next(() => phone.heard() === 'And what did you learn?');
    phone.send({ type: 'answer_now' });
    expect(await laptop.next((m) => m.type === 'answer' && m.question === 'And what did you learn?')).toMatchObject({ trigger: 'manual' });

    const own = userClient(em, user.accessToken);
    const { data } = await own.from('second_screen_device').select('id');
    const closed = Promise.race([phone.closed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('still open a second later')), 1_000))]);
    await revokeDevices({ user: own, admin: adminOf(em) }, user.userId, 'unpaired', data![0].id);
    expect((await closed).code).toBe(4401);
    await laptop.close();
  });
});
