import type { NoticeMessage } from '@/lib/protocol';

// The server's `notice` messages (the recogniser cannot transcribe the chosen language, or is
// hearing speech that is probably not its language): things to know, not errors, so the session
// goes on. Each code is shown once a session, however often it arrives (a reconnect resumes the
// session, and its server may say it again), and stays dismissed once dismissed.
// The transcription route's notices (the cloud recogniser is down and the offline one stands in,
// transcription paused, the cloud is back) are said once per change instead: the newest takes
// the place of the one before, and may come again after another, but not twice in a row.

export type ServerNotice = Pick<NoticeMessage, 'code' | 'message'>;

export interface ServerNotices {
  /** Shown now, oldest first. */
  visible: ServerNotice[];
  /** Every code shown this session, dismissed or not. */
  seen: NoticeMessage['code'][];
  /** The latest transcription route notice. */
  route?: NoticeMessage['code'];
}

export const NO_SERVER_NOTICES: ServerNotices = { visible: [], seen: [] };

const ROUTE_CODES: readonly NoticeMessage['code'][] = ['stt_fallback', 'stt_paused', 'stt_restored'];

export function addServerNotice(notices: ServerNotices, notice: ServerNotice): ServerNotices {
  if (ROUTE_CODES.includes(notice.code)) return addRouteNotice(notices, notice);
  if (notices.seen.includes(notice.code)) return notices;
  return { visible: [...notices.visible, { code: notice.code, message: notice.message }], seen: [...notices.seen, notice.code] };
}

export function dismissServerNotice(notices: ServerNotices, code: NoticeMessage['code']): ServerNotices {
  return { ...notices, visible: notices.visible.filter((n) => n.code !== code) };
}

function addRouteNotice(notices: ServerNotices, notice: ServerNotice): ServerNotices {
  if (notices.route === notice.code) return notices;
  const others = notices.visible.filter((n) => !ROUTE_CODES.includes(n.code));
  const seen = notices.seen.includes(notice.code) ? notices.seen : [...notices.seen, notice.code];
  return { visible: [...others, { code: notice.code, message: notice.message }], seen, route: notice.code };
}
