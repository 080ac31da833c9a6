import { isRecord } from '@/lib/is-record';

/**
 * Start is refused on a mobile or touch device: the product needs a desktop browser. "Touch"
 * means a touch screen as the primary pointer (a laptop with a touch screen and a mouse is
 * still a desktop).
 */
export interface DeviceHints {
  userAgent: string;
  /** navigator.userAgentData?.mobile where the browser has it. */
  uaMobile?: boolean;
  maxTouchPoints: number;
  /** matchMedia('(pointer: coarse)').matches */
  coarsePointer: boolean;
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Silk|Kindle|BlackBerry|Opera Mini|IEMobile/i;

export function isMobileOrTouch(device: DeviceHints): boolean {
  if (device.uaMobile === true) return true;
  if (MOBILE_UA.test(device.userAgent)) return true;
  // iPadOS reports a desktop Safari user agent; its touch points and coarse pointer give it away.
  return device.maxTouchPoints > 0 && device.coarsePointer;
}

export function currentDevice(): DeviceHints {
  // User-Agent Client Hints (Chromium only) are not in TypeScript's DOM types.
  const hints = 'userAgentData' in navigator && isRecord(navigator.userAgentData) ? navigator.userAgentData : undefined;
  return {
    userAgent: navigator.userAgent,
    uaMobile: typeof hints?.mobile === 'boolean' ? hints.mobile : undefined,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    coarsePointer: typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
  };
}
