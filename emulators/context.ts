import type { Database } from './db/types';
import type { Mailbox } from './mail/mailbox';

/** What every sub-service of the emulator shares. */
export interface EmulatorContext {
  db: Database;
  /** Base URL the emulator is reached at, e.g. http://127.0.0.1:54321 (links in e-mails point here). */
  publicUrl: string;
  /** The app's URL (GoTrue's SITE_URL): default redirect target of e-mail links and OAuth. */
  siteUrl: string;
  /** Other allowed redirect targets (GoTrue's URI_ALLOW_LIST); the site URL's origin is always allowed. */
  redirectAllowList: string[];
  mailbox: Mailbox;
  /** Clock in ms, replaceable in tests (token expiry, link expiry, rate limits). */
  now: () => number;
}
