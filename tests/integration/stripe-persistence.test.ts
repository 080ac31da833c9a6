import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestStripe, startWebhookReceiver } from './helpers/stripe-emulator';

// A developer restarting the emulator keeps Stripe's state, and events still owed are sent.
describe('embedded Stripe: persistence across a restart', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cuecard-stripe-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps customers and prices, and resumes a webhook delivery that was waiting for a retry', async () => {
    const dataDir = path.join(dir, 'data');
    let failing = true;
    const receiver = await startWebhookReceiver(() => (failing ? 500 : 200));
    // The first retry is due 1.5 s after the first attempt: long enough that it is normally still
    // owed when the first emulator closes, but a loaded machine may close later than that, and
    // then the first emulator retries once more (and is refused) before it stops.
    const options = { dataDir, webhookUrl: receiver.url, webhookRetryDelayMs: 1500, enabledEvents: ['customer.created'] };
    try {
      const first = await startTestStripe(options);
      const customer = await first.stripe.customers.create({ email: 'restart@example.com' });
      const product = await first.stripe.products.create({ name: 'Pro' });
      const price = await first.stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 4900, recurring: { interval: 'month' }, lookup_key: 'pro_restart' });
      await receiver.waitFor((w) => w.event.data.object.id === customer.id);
      await first.close();
      const refusedBeforeRestart = receiver.received.length;
      failing = false;

      const second = await startTestStripe(options);
      try {
        expect(await second.stripe.customers.retrieve(customer.id)).toMatchObject({ email: 'restart@example.com' });
        expect((await second.stripe.prices.list({ lookup_keys: ['pro_restart'] })).data.map((p) => p.id)).toEqual([price.id]);
        await receiver.waitFor((w) => w.event.data.object.id === customer.id && receiver.received.length > refusedBeforeRestart);
        await second.handler.runtime.delivery.idle();
        const rows = (await (await fetch(`${second.url}/stripe/api/deliveries`)).json()) as { type: string; status: string; attempts: { status_code: number }[] }[];
        const row = rows.find((r) => r.type === 'customer.created')!;
        expect(row).toMatchObject({ status: 'succeeded' });
        // Every attempt the first emulator made was refused; the one that succeeded came after the restart.
        expect(row.attempts.map((a) => a.status_code)).toEqual([...Array<number>(refusedBeforeRestart).fill(500), 200]);
      } finally {
        await second.close();
      }
    } finally {
      await receiver.close();
    }
  });
});
