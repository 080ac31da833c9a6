import type { NoticeMessage } from '@/lib/protocol';

// The server's `notice` messages (the recogniser cannot transcribe the chosen language, or is
// hearing speech that is probably not its language): things to know, not errors, so the session
// goes on. Each code is shown once a session, however often it arrives (a reconnect resumes the
// session, and its server may say it again), and stays dismissed once dismissed.

export type ServerNotice = Pick<NoticeMessage, 'code' | 'message'>;

export interface ServerNotices {
  /** Shown now, oldest first. */
  visible: ServerNotice[];
  /** Every code shown this session, dismissed or not. */
  seen: NoticeMessage['code'][];
}

export const NO_SERVER_NOTICES: ServerNotices = { visible: [], seen: [] };

export function addServerNotice(notices: ServerNotices, notice: ServerNotice): ServerNotices {
  if (notices.seen.includes(notice.code)) return notices;
  return { visible: [...notices.visible, { code: notice.code, message: notice.message }], seen: [...notices.seen, notice.code] };
}

export function dismissServerNotice(notices: ServerNotices, code: NoticeMessage['code']): ServerNotices {
  return { ...notices, visible: notices.visible.filter((n) => n.code !== code) };
}
