import { MAX_DEVICES } from './pairing-limits';

/** What the phone page says when a link or code pairs nothing (the claim route's errors, shown as they come). */
export const CLAIM_MESSAGES = {
  used: 'This link has already been used',
  expired: 'This link has expired. Open Second screen on your laptop and scan the new link.',
  unknownLink: 'This link is not valid. Open Second screen on your laptop and scan the link it shows.',
  unknownCode: 'That code does not match a pairing link. Check it against your laptop and try again.',
  tooManyDevices: `${MAX_DEVICES} devices are paired already. Unpair one in the Second screen dialog on your laptop, then try again.`,
  rateLimited: 'Too many tries. Please wait a minute and try again.',
} as const;
