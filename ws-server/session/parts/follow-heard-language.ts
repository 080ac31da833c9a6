// What transcription learns about the language, passed on to the rest of the session: the
// language a cloud recogniser reports on each final becomes the session's heard language (read
// by question detection, answers and practice) and, under Auto-detect, the history row's; the
// offline recogniser's confidence feeds the "this doesn't sound like English" watch.
import { canonicalLanguageTag } from '../../../lib/language/languages';
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import type { ServerMessage } from '../../../lib/protocol';
import type { HistoryStore } from '../../history/history-store';
import type { TranscriptEvent } from '../../stt/transcriber';
import type { HeardLanguage } from './heard-language';
import { createLanguageMismatchWatch } from './language-mismatch';

export interface FollowInput {
  heardLanguage: HeardLanguage;
  /** The session's history row, whose language follows the one heard under Auto-detect. */
  historyId?: string;
  history: Pick<HistoryStore, 'setLanguage'>;
  send(message: ServerMessage): void;
  conn: string;
  /** Off when the session was already told its language cannot be transcribed: once is enough. */
  watchMismatch: boolean;
}

/** Returns what to call with each final transcript event (with text) of the session. */
export function followHeardLanguage(o: FollowInput): (event: TranscriptEvent) => void {
  const { heardLanguage, historyId, history, conn } = o;
  if (heardLanguage.isAuto && historyId && history.setLanguage) {
    const setLanguage = history.setLanguage.bind(history);
    heardLanguage.onChange((tag) => {
      setLanguage(historyId, tag).catch((error: unknown) => writeLog('warn', 'ws_history_language_failed', { conn, session: historyId, language: tag, error: toError(error).message }));
    });
  }
  const mismatch = o.watchMismatch ? createLanguageMismatchWatch() : undefined;
  return (event) => {
    const tag = event.language ? canonicalLanguageTag(event.language) : undefined;
    if (tag) heardLanguage.observe(tag);
    const notice = mismatch?.observe(event);
    if (notice) {
      writeLog('info', 'ws_language_mismatch', { conn });
      o.send(notice);
    }
  };
}
