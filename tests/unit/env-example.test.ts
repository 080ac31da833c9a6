import fs from 'node:fs';
import path from 'node:path';
import { parseEnv as parseDotEnv } from 'node:util';
import { parseEnv, publicEnvSchema, serverEnvSchema } from '@/lib/env-schema';
import { DEV_PUBLISHABLE_KEY, DEV_SUPABASE_URL } from '@/lib/dev-defaults';
import { parseConfig } from '@/ws-server/config';

// README promises that a copy of .env.example works as is: every value in it must pass the
// same validation the app and the ws-server run at start-up, and equal the embedded defaults.
describe('.env.example', () => {
  const example = parseDotEnv(fs.readFileSync(path.join(__dirname, '..', '..', '.env.example'), 'utf8')) as Record<string, string>;

  it('is accepted by the app, as the embedded defaults', () => {
    const pub = parseEnv(publicEnvSchema, example, 'public');
    expect(pub.NEXT_PUBLIC_SUPABASE_URL).toBe(DEV_SUPABASE_URL);
    expect(pub.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY).toBe(DEV_PUBLISHABLE_KEY);
    expect(() => parseEnv(serverEnvSchema, example, 'server')).not.toThrow();
  });

  it('is accepted by the ws-server, with the offline engines', () => {
    const config = parseConfig(example);
    expect(config.server.port).toBe(8787);
    // Moonshine, or pocketsphinx on a machine that has not fetched Moonshine's model: both offline.
    expect(['moonshine', 'offline']).toContain(config.engines.stt.provider);
    expect(config.engines.answers.provider).toBe('offline');
  });
});
