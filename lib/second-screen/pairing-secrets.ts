// The random secrets of pairing and their hashes, for the servers (node:crypto): a link token
// (128 bits, in /second-screen/<token>), a short code (50 bits) and a device credential (256
// bits). The database stores only SHA-256 hashes: the secrets are random enough that an
// unsalted hash gives nothing away, and the web app and the ws-server compute the same one.
import { createHash, randomBytes } from 'node:crypto';
import { pairingCodeFromBytes } from './pairing-code';

export const LINK_TOKEN_BYTES = 16;
export const DEVICE_TOKEN_BYTES = 32;

/** A link token: 128 random bits, base64url (22 characters). */
export function newLinkToken(): string {
  return randomBytes(LINK_TOKEN_BYTES).toString('base64url');
}

/** A device credential: 256 random bits, base64url (43 characters), handed to the phone once. */
export function newDeviceToken(): string {
  return randomBytes(DEVICE_TOKEN_BYTES).toString('base64url');
}

/** A short code: 10 Crockford base32 characters from 50 random bits. */
export function newPairingCode(): string {
  return pairingCodeFromBytes(randomBytes(7));
}

/** SHA-256 in hex: what the database keeps of each secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
