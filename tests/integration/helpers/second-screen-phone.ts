// A phone paired as a second screen, for the ws-server suites: pairing through the web app's
// own functions, and a client of /second-screen that records what it is sent (checked against
// the phone protocol's schemas) and how its socket closed.
import type { SupabaseClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import type { RunningEmulator } from '../../../emulators/server';
import { phoneServerMessage, type PhoneServerMessage } from '../../../lib/protocol/second-screen';
import { claimPairing } from '../../../lib/second-screen/claim-pairing';
import { createPairing } from '../../../lib/second-screen/create-pairing';
import type { Database } from '../../../lib/supabase/database';
import { serviceClient } from './emulator';
import type { TestUser } from './ws-harness';

export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export function adminOf(em: RunningEmulator): SupabaseClient<Database> {
  return serviceClient(em) as unknown as SupabaseClient<Database>;
}

/** Pairs a phone with the user's screen (bound to the sign-in session `authSessionId` when given): the device credential. */
export async function pairPhone(em: RunningEmulator, user: TestUser, authSessionId: string | null = null): Promise<string> {
  const admin = adminOf(em);
  const pairing = await createPairing(admin, { userId: user.userId, authSessionId, origin: 'http://localhost:3000' });
  return (await claimPairing(admin, { link: pairing.url.split('/').at(-1)! }, PHONE_UA)).device_token;
}

/** The sign-in session id in an access token (its session_id claim). */
export function authSessionOf(accessToken: string): string {
  return (JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { session_id: string }).session_id;
}

export class PhoneClient {
  readonly messages: PhoneServerMessage[] = [];
  readonly violations: unknown[] = [];
  readonly closed: Promise<{ code: number; reason: string; at: number }>;
  private waiters: { test: (m: PhoneServerMessage) => boolean; resolve: (m: PhoneServerMessage) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString(), at: performance.now() })));
    ws.on('error', () => undefined);
    ws.on('message', (data) => {
      const parsed = phoneServerMessage.safeParse(JSON.parse(data.toString()));
      if (!parsed.success) return void this.violations.push(JSON.parse(data.toString()));
      this.messages.push(parsed.data);
      for (const w of [...this.waiters]) if (w.test(parsed.data)) (this.waiters.splice(this.waiters.indexOf(w), 1), w.resolve(parsed.data));
    });
  }

  static async open(url: string): Promise<PhoneClient> {
    const phone = new PhoneClient(new WebSocket(`${url}/second-screen`, { headers: { origin: 'http://localhost:3000' } }));
    await new Promise((resolve, reject) => (phone.ws.once('open', resolve), phone.ws.once('error', reject)));
    return phone;
  }

  /** Opens and views with the credential; resolves once the view was accepted. */
  static async viewing(url: string, deviceToken: string): Promise<PhoneClient> {
    const phone = await PhoneClient.open(url);
    phone.send({ type: 'view', device_token: deviceToken });
    await phone.next((m) => m.type === 'viewing');
    return phone;
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  next(test: (m: PhoneServerMessage) => boolean, timeoutMs = 15_000): Promise<PhoneServerMessage> {
    const seen = this.messages.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching phone message within ${timeoutMs} ms; got ${JSON.stringify(this.messages.map((m) => m.type))}`)), timeoutMs);
      this.waiters.push({ test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  /** The text of every answer the phone was sent, by answer id, as the phone page folds it. */
  answers(): Map<string, { text: string; done: boolean; question?: string }> {
    const answers = new Map<string, { text: string; done: boolean; question?: string }>();
    for (const m of this.messages) {
      const views = m.type === 'snapshot' ? (m.session?.answers ?? []).map((a) => ({ ...a, replaces: true })) : m.type === 'live' ? m.batch.items.filter((i) => i.kind === 'answer') : [];
      for (const a of views) {
        const before = answers.get(a.id);
        answers.set(a.id, { text: a.replaces || !before ? a.text : before.text + a.text, done: a.done, question: before?.question ?? a.question });
      }
    }
    return answers;
  }

  heard(): string | undefined {
    const items = this.messages.flatMap((m) => (m.type === 'live' ? m.batch.items : m.type === 'snapshot' && m.session ? [{ kind: 'heard' as const, text: m.session.heard }] : []));
    return items.filter((i) => i.kind === 'heard').at(-1)?.text;
  }

  close(): void {
    expect(this.violations).toEqual([]);
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close(1000);
  }
}
