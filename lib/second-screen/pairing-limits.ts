// The numbers of pairing, in one place: the docs' arithmetic (docs/second-screen.md) and the
// database functions' arguments read them from here.

/** A link and its code work this long. */
export const LINK_TTL_SECONDS = 120;
/** Links of one user that work at once; making another ends the oldest. */
export const MAX_OPEN_LINKS = 3;
/** Links one user may make in LINK_WINDOW_SECONDS. */
export const LINKS_PER_WINDOW = 10;
export const LINK_WINDOW_SECONDS = 600;
/** A paired device lasts this long unless it is unpaired sooner. */
export const DEVICE_TTL_SECONDS = 12 * 60 * 60;
/** Devices one user may have paired at once. */
export const MAX_DEVICES = 5;
/** Claims (a link opened or a code typed) per client address per minute. */
export const CLAIMS_PER_MINUTE_PER_ADDRESS = 10;
/** Claims per minute from every address together, per web server process. */
export const CLAIMS_PER_MINUTE_GLOBAL = 300;
