// The model fetch script refuses a size it does not know before fetching anything, naming the
// variable that was wrong (the finals size is fetched by a second run of the script for it, whose
// own check speaks of MOONSHINE_MODEL).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const script = join(__dirname, '../../scripts/fetch-moonshine-model.sh');
const run = (env: Record<string, string>) =>
  spawnSync('bash', [script], { env: { NODE_ENV: 'test', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', MOONSHINE_MODEL_DIR: '/nonexistent/moonshine', ...env }, encoding: 'utf8' });

describe('scripts/fetch-moonshine-model.sh', () => {
  it('refuses an unknown finals size, naming MOONSHINE_FINALS_MODEL, with nothing fetched', () => {
    const result = run({ MOONSHINE_MODEL: 'tiny', MOONSHINE_FINALS_MODEL: 'large' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("MOONSHINE_FINALS_MODEL must be tiny, base or unset, not 'large'");
    expect(result.stdout).toBe('');
  });

  it('refuses an unknown size, naming MOONSHINE_MODEL', () => {
    const result = run({ MOONSHINE_MODEL: 'huge', MOONSHINE_FINALS_MODEL: '' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("MOONSHINE_MODEL must be tiny or base, not 'huge'");
    expect(result.stdout).toBe('');
  });
});
