// The second screen's Realtime channels are the servers' alone: no policy on realtime.messages
// names them, so a signed-in user's token (their own channel included) and the publishable key
// are refused, and only the service role joins. What a phone is shown reaches it through the
// ws-server, never through a Realtime subscription of its own.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RunningEmulator } from '../../emulators/server';
import { DEVICES_TOPIC, userTopic } from '../../lib/protocol/second-screen';
import { serviceClient, startTestEmulator } from './helpers/emulator';
import { closeClients, realtimeClient, refused, subscribed } from './helpers/realtime';
import { createSignedInUser } from './helpers/ws-harness';

let em: RunningEmulator;
const clients: SupabaseClient[] = [];
beforeAll(async () => {
  em = await startTestEmulator();
});
afterAll(async () => {
  await closeClients(...clients);
  await em?.close();
});

const privateChannel = (c: SupabaseClient, topic: string) => c.channel(topic, { config: { private: true } });

describe('second screen channels on Realtime', () => {
  it.each([
    ['their own second-screen channel', (id: string) => userTopic(id)],
    ['another user’s second-screen channel', () => userTopic('7b0b3c1e-9d3f-4c55-8f5a-2f1f8f0e2a11')],
    ['the channel of pairing changes', () => DEVICES_TOPIC],
  ])('a signed-in user cannot join %s', async (_name, topicOf) => {
    const user = await createSignedInUser(em, 'rt');
    const client = realtimeClient(em);
    clients.push(client);
    await client.realtime.setAuth(user.accessToken);
    expect(await refused(privateChannel(client, topicOf(user.userId)))).toMatch(/Unauthorized/);
  });

  it('a visitor with the publishable key cannot join one', async () => {
    const client = realtimeClient(em);
    clients.push(client);
    expect(await refused(privateChannel(client, DEVICES_TOPIC))).toMatch(/Unauthorized/);
  });

  it('the service role joins them', async () => {
    const client = serviceClient(em);
    clients.push(client);
    await subscribed(privateChannel(client, userTopic('7b0b3c1e-9d3f-4c55-8f5a-2f1f8f0e2a11')));
  });
});
