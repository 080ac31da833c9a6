import { CODE_ALPHABET, CODE_BITS, formatPairingCode, normalizePairingCode, pairingCodeFromBytes } from '@/lib/second-screen/pairing-code';
import { hashSecret, newDeviceToken, newLinkToken, newPairingCode } from '@/lib/second-screen/pairing-secrets';
import { deviceToken } from '@/lib/protocol/second-screen';

describe('pairing secrets', () => {
  it('a link token carries 128 random bits in base64url', () => {
    const token = newLinkToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
  });

  it('a device credential carries 256 random bits in base64url, the shape the phone socket accepts', () => {
    const token = newDeviceToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(deviceToken.safeParse(token).success).toBe(true);
  });

  it('no two of a thousand tokens or codes are alike', () => {
    const links = new Set(Array.from({ length: 1000 }, newLinkToken));
    const codes = new Set(Array.from({ length: 1000 }, newPairingCode));
    expect([links.size, codes.size]).toEqual([1000, 1000]);
  });

  it('a code is 10 characters of Crockford base32: 50 bits', () => {
    expect(CODE_BITS).toBe(50);
    for (let i = 0; i < 200; i++) expect(newPairingCode()).toMatch(new RegExp(`^[${CODE_ALPHABET}]{10}$`));
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('every character of a code is used evenly (no bias from the bytes)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) for (const c of newPairingCode()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(32);
    // 40,000 characters over 32: 1,250 each; six standard deviations either side.
    for (const n of counts.values()) expect(Math.abs(n - 1250)).toBeLessThan(6 * Math.sqrt(1250));
  });

  it('the code is read from the low 50 bits of 7 bytes', () => {
    expect(pairingCodeFromBytes(new Uint8Array(7))).toBe('0000000000');
    expect(pairingCodeFromBytes(Uint8Array.from([0, 0, 0, 0, 0, 0, 33]))).toBe('1100000000');
    expect(() => pairingCodeFromBytes(new Uint8Array(6))).toThrow(RangeError);
  });

  it('shows a code in groups of four', () => {
    expect(formatPairingCode('ABCDEFGHJK')).toBe('ABCD-EFGH-JK');
  });

  it('reads back what a person types: any case, spaces and hyphens, and the look-alikes of Crockford base32', () => {
    expect(normalizePairingCode('abcd-efgh-jk')).toBe('ABCDEFGHJK');
    expect(normalizePairingCode(' ABCD EFGH JK ')).toBe('ABCDEFGHJK');
    expect(normalizePairingCode('io1l-0000-00')).toBe('1011000000');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizePairingCode('ABCD-EFGH-J')).toBeUndefined();
    expect(normalizePairingCode('ABCD-EFGH-JKM')).toBeUndefined();
    expect(normalizePairingCode('ABCD-EFGH-JU')).toBeUndefined();
    expect(normalizePairingCode('')).toBeUndefined();
  });

  it('hashes a secret with SHA-256, as the database functions expect', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashSecret(newLinkToken())).toMatch(/^[0-9a-f]{64}$/);
  });
});
