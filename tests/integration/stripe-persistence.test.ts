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
    const options = { dataDir, webhookUrl: receiver.url, webhookRetryDelayMs: 400, enabledEvents: ['customer.created'] };
    try {
      const first = await startTestStripe(options);
      const customer = await first.stripe.customers.create({ email: 'restart@example.com' });
      const product = await first.stripe.products.create({ name: 'Pro' });
      const price = await first.stripe.prices.create({ product: product.id, currency: 'usd', unit_amount: 4900, recurring: { interval: 'month' }, lookup_key: 'pro_restart' });
      await receiver.waitFor((w) => w.event.data.object.id === customer.id);
      await first.close(); // the retry, due 400 ms after the first attempt, is still owed
      failing = false;

      const second = await startTestStripe(options);
      try {
        expect(await second.stripe.customers.retrieve(customer.id)).toMatchObject({ email: 'restart@example.com' });
        expect((await second.stripe.prices.list({ lookup_keys: ['pro_restart'] })).data.map((p) => p.id)).toEqual([price.id]);
        await receiver.waitFor((w) => w.event.data.object.id === customer.id && receiver.received.length >= 2);
        await second.handler.runtime.delivery.idle();
        const rows = (await (await fetch(`${second.url}/stripe/api/deliveries`)).json()) as { type: string; status: string; attempts: { status_code: number }[] }[];
        const row = rows.find((r) => r.type === 'customer.created')!;
        expect(row).toMatchObject({ status: 'succeeded' });
        expect(row.attempts.map((a) => a.status_code)).toEqual([500, 200]);
      } finally {
        await second.close();
      }
    } finally {
      await receiver.close();
    }
  });
});
