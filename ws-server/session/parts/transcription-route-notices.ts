// What the candidate is told when transcription changes recogniser (ws-server/stt/failover/):
// that the cloud recogniser is down and the offline one stands in, or, in a language the offline
// one does not hear, that transcription has paused; then that the cloud is back. Said once per
// change of the session's route, however many channels it has: on /both the session is as badly
// off as its worse channel.
import { writeLog } from '../../../lib/logging/write-log';
import { findLanguage, languageLabel } from '../../../lib/language/languages';
import type { NoticeMessage, ServerMessage } from '../../../lib/protocol';
import type { TranscriptionRoute } from '../../stt/transcriber';

export interface RouteNoticesInput {
  /** The interview language: "auto" or a BCP-47 tag. */
  language: string;
  send(message: ServerMessage): void;
  conn: string;
}

/** The offline recognisers hear English only (docs/interview-engine.md, Other languages). */
export const STT_FALLBACK_MESSAGE = 'Cloud transcription is down; Cuecard switched to offline recognition (English)';
export const STT_RESTORED_MESSAGE = 'Cloud transcription is back.';

export function sttPausedMessage(language: string): string {
  const name = findLanguage(language)?.name ?? languageLabel(language);
  return `Cloud transcription is down, and the offline recogniser does not hear ${name}: transcription has paused until it returns. Solve screen still works.`;
}

const BADNESS: Record<TranscriptionRoute, number> = { primary: 0, fallback: 1, paused: 2 };

/** Returns what to call with each channel's route change. */
export function createRouteNotices(o: RouteNoticesInput): (route: TranscriptionRoute, channel: string) => void {
  const routes = new Map<string, TranscriptionRoute>();
  let told: TranscriptionRoute = 'primary';
  return (route, channel) => {
    routes.set(channel, route);
    const now = [...routes.values()].reduce((worst, r) => (BADNESS[r] > BADNESS[worst] ? r : worst), 'primary');
    if (now === told) return;
    told = now;
    const notice = noticeFor(now, o.language);
    writeLog('info', 'ws_transcription_route', { conn: o.conn, route: now, notice: notice.code });
    o.send(notice);
  };
}

function noticeFor(route: TranscriptionRoute, language: string): NoticeMessage {
  if (route === 'fallback') return { type: 'notice', code: 'stt_fallback', message: STT_FALLBACK_MESSAGE };
  if (route === 'paused') return { type: 'notice', code: 'stt_paused', message: sttPausedMessage(language) };
  return { type: 'notice', code: 'stt_restored', message: STT_RESTORED_MESSAGE };
}
