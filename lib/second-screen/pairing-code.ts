// The short pairing code typed on a device that cannot scan the QR code: 10 characters of
// Crockford's base32 (5 bits each, 50 bits), shown in groups ("ABCD-EFGH-JK"). Crockford's
// alphabet leaves out I, L, O and U, and reading a code back forgives the look-alikes (i and l
// are 1, o is 0), case and the separators a person types.

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;
/** Bits of chance in one code: log2(32) per character. */
export const CODE_BITS = CODE_LENGTH * 5;

const LOOK_ALIKES: Record<string, string> = { I: '1', L: '1', O: '0' };

/** "ABCDEFGHJK" → "ABCD-EFGH-JK", as the dialog shows it. */
export function formatPairingCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** What a person typed, as the code it means; undefined when it cannot be one. */
export function normalizePairingCode(typed: string): string | undefined {
  const letters = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[ILO]/g, (c) => LOOK_ALIKES[c]);
  if (letters.length !== CODE_LENGTH) return undefined;
  return [...letters].every((c) => CODE_ALPHABET.includes(c)) ? letters : undefined;
}

/** A code from 50 random bits (the bytes must hold at least 7). */
export function pairingCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 7) throw new RangeError('a pairing code needs 7 random bytes');
  let bits = 0n;
  for (const b of bytes.subarray(0, 7)) bits = (bits << 8n) | BigInt(b);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    code += CODE_ALPHABET[Number(bits & 31n)];
    bits >>= 5n;
  }
  return code;
}
