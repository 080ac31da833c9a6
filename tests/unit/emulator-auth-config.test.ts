import { resolveAuthConfig } from '../../emulators/auth/config';
import { hashPassword, passwordMatches } from '../../emulators/auth/passwords';

describe('the emulated Auth settings', () => {
  const saved = process.env.EMULATOR_AUTH_BCRYPT_COST;
  afterEach(() => {
    if (saved === undefined) delete process.env.EMULATOR_AUTH_BCRYPT_COST;
    else process.env.EMULATOR_AUTH_BCRYPT_COST = saved;
  });

  it("hashes passwords at GoTrue's bcrypt cost, 10, unless EMULATOR_AUTH_BCRYPT_COST says otherwise", () => {
    delete process.env.EMULATOR_AUTH_BCRYPT_COST;
    expect(resolveAuthConfig().bcryptCost).toBe(10);
    process.env.EMULATOR_AUTH_BCRYPT_COST = '4';
    expect(resolveAuthConfig().bcryptCost).toBe(4);
    expect(resolveAuthConfig({ bcryptCost: 6 }).bcryptCost).toBe(6);
  });

  it.each(['3', '32', '5.5', 'ten'])('refuses EMULATOR_AUTH_BCRYPT_COST=%s, naming the variable', (raw) => {
    process.env.EMULATOR_AUTH_BCRYPT_COST = raw;
    expect(() => resolveAuthConfig()).toThrow(/EMULATOR_AUTH_BCRYPT_COST/);
  });

  it('checks a password against a hash of any cost, whatever the current setting', async () => {
    const cheap = await hashPassword('correct horse', 4);
    expect(cheap.startsWith('$2b$04$') || cheap.startsWith('$2a$04$')).toBe(true);
    expect(await passwordMatches('correct horse', cheap)).toBe(true);
    expect(await passwordMatches('wrong horse', cheap)).toBe(false);
  });
});
