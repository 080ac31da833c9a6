import { AuthError } from '../../emulators/auth/errors';
import { parsePkceParams } from '../../emulators/auth/pkce';
import { tokenHash } from '../../emulators/auth/tokens';

const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

test('PKCE parameters: both or neither, a known method, 43-128 characters', () => {
  expect(parsePkceParams(undefined, undefined)).toBeUndefined();
  expect(parsePkceParams(challenge, 'S256')).toEqual({ challenge, method: 's256' });
  expect(parsePkceParams(challenge, 'plain')).toEqual({ challenge, method: 'plain' });
  for (const [c, m] of [[challenge, undefined], [undefined, 's256'], [challenge, 'md5'], ['short', 's256']]) {
    expect(() => parsePkceParams(c, m)).toThrow(AuthError);
  }
});

test('e-mail OTP token hash is hex SHA-224 of address + code, as GoTrue computes it', () => {
  expect(tokenHash('A@Example.com', '123456')).toBe(tokenHash('a@example.com', '123456'));
  expect(tokenHash('a@example.com', '123456')).toMatch(/^[0-9a-f]{56}$/);
});
