import { maskEmail } from '@/lib/auth/mask-email';

describe('maskEmail', () => {
  it('keeps the first 2 characters of the local part and the domain', () => {
    expect(maskEmail('priya.raman@example.com')).toBe('pr*********@example.com');
    expect(maskEmail('ab@example.com')).toBe('ab@example.com');
    expect(maskEmail('abc@x.io')).toBe('ab*@x.io');
  });

  it("gives 'Invalid email address' when the local part has fewer than 2 characters", () => {
    expect(maskEmail('a@example.com')).toBe('Invalid email address');
    expect(maskEmail('@example.com')).toBe('Invalid email address');
  });

  it("gives 'Invalid email address' for no address at all", () => {
    for (const v of ['', '   ', null, undefined, 'not-an-email']) expect(maskEmail(v)).toBe('Invalid email address');
  });

  it('uses the last @ so odd local parts still mask', () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"a***@example.com');
  });
});
