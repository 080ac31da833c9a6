import crypto from 'node:crypto';

/** An e-mail the emulator "sent": it lands here instead of an SMTP server. */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message, in order, for tests and the inbox page. */
  links: string[];
  created_at: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Keeps a bounded number of messages so a long dev session cannot grow memory without end. */
const MAX_MESSAGES = 500;

/** The in-memory inbox behind /inbox. Messages are lost on restart, like a dev mail catcher. */
export class Mailbox {
  private messages: MailMessage[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  send(mail: OutgoingMail): MailMessage {
    const message: MailMessage = {
      id: crypto.randomUUID(),
      to: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      links: extractLinks(mail.html, mail.text),
      created_at: new Date(this.now()).toISOString(),
    };
    this.messages.push(message);
    if (this.messages.length > MAX_MESSAGES) this.messages.splice(0, this.messages.length - MAX_MESSAGES);
    return message;
  }

  /** Newest first; `to` filters by recipient (case-insensitive). */
  list(filter: { to?: string } = {}): MailMessage[] {
    const to = filter.to?.trim().toLowerCase();
    return this.messages.filter((m) => !to || m.to === to).reverse();
  }

  get(id: string): MailMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): void {
    this.messages = [];
  }
}

const HREF = /href="([^"]+)"/g;
const BARE_URL = /https?:\/\/[^\s"'<>]+/g;

/** Links from the HTML hrefs (entity-decoded), else bare URLs in the text. */
function extractLinks(html: string, text: string): string[] {
  const fromHtml = [...html.matchAll(HREF)].map((m) => decodeEntities(m[1])).filter((u) => /^https?:\/\//.test(u));
  const links = fromHtml.length ? fromHtml : [...text.matchAll(BARE_URL)].map((m) => m[0]);
  return [...new Set(links)];
}

function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
