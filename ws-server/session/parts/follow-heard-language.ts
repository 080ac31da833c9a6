// What transcription learns about the language, passed on to the rest of the session: the
// language a cloud recogniser reports on each final becomes the session's heard language (read
// by question detection, answers and practice) and, under Auto-detect, the history row's; the
// offline recogniser's confidence feeds the "this doesn't sound like English" watch.
import { canonicalLanguageTag } from '../../../lib/language/languages';
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import type { TranscriptEvent } from '../../stt/transcriber';
import type { SessionContext } from '../session-context';
import { createLanguageMismatchWatch } from './language-mismatch';

export interface FollowOptions {
  /** Off when the session was already told its language cannot be transcribed: once is enough. */
  watchMismatch: boolean;
}

/** Returns what to call with each final transcript event (with text) of the session. */
export function followHeardLanguage(ctx: SessionContext, options: FollowOptions): (event: TranscriptEvent) => void {
  const { heardLanguage, historyId, deps, conn } = ctx;
  if (heardLanguage.isAuto && historyId && deps.history.setLanguage) {
    const setLanguage = deps.history.setLanguage.bind(deps.history);
    heardLanguage.onChange((tag) => {
      setLanguage(historyId, tag).catch((error: unknown) => writeLog('warn', 'ws_history_language_failed', { conn, session: historyId, language: tag, error: toError(error).message }));
    });
  }
  const mismatch = options.watchMismatch ? createLanguageMismatchWatch() : undefined;
  return (event) => {
    const tag = event.language ? canonicalLanguageTag(event.language) : undefined;
    if (tag) heardLanguage.observe(tag);
    const notice = mismatch?.observe(event);
    if (notice) {
      writeLog('info', 'ws_language_mismatch', { conn });
      ctx.send(notice);
    }
  };
}
