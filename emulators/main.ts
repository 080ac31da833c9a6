// npm run emulators: the embedded Supabase (and later Stripe) on port 54321, persisted in .data/.
import path from 'node:path';
import { DEV_ANON_JWT, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY, DEV_SERVICE_ROLE_JWT } from './dev-keys';
import { repoRoot } from './db/schema-files';
import { startEmulators } from './server';
import { STRIPE_DEV_SECRET_KEY } from './stripe/dev-keys';
import { toError } from '../lib/errors/to-error';

async function main() {
  const started = Date.now();
  const port = Number(process.env.SUPABASE_EMULATOR_PORT ?? 54321);
  const dataDir = path.resolve(repoRoot, process.env.SUPABASE_EMULATOR_DATA_DIR ?? '.data/supabase');
  const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? 'http://localhost:3000';
  const emulator = await startEmulators({
    port,
    dataDir,
    siteUrl,
    host: process.env.SUPABASE_EMULATOR_HOST ?? '127.0.0.1',
    stripe: { webhookUrl: process.env.STRIPE_EMULATOR_WEBHOOK_URL || undefined },
  });
  console.log(
    [
      `Cuecard emulators ready in ${Date.now() - started} ms (data: ${path.relative(repoRoot, dataDir)})`,
      `  Supabase URL      ${emulator.url}`,
      `  Mail inbox        ${emulator.url}/inbox`,
      `  Publishable key   ${DEV_PUBLISHABLE_KEY}`,
      `  Secret key        ${DEV_SECRET_KEY}`,
      `  anon key (legacy) ${DEV_ANON_JWT}`,
      `  service_role key  ${DEV_SERVICE_ROLE_JWT}`,
      `  Stripe API        ${emulator.url}/v1 (key ${STRIPE_DEV_SECRET_KEY})`,
      `  Stripe events     ${emulator.url}/stripe/events`,
    ].join('\n'),
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await emulator.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(`Emulators failed to start: ${toError(err).message}`);
  process.exit(1);
});
