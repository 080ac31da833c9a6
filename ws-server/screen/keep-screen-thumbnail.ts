// Frames are never stored; a screen question's thumbnail reaches the history only while the
// user's "Keep screen thumbnails" is on, read when the turn is saved. Whatever goes wrong
// (no setting to read, the read fails) the thumbnail is dropped: the text read is kept either
// way. The thumbnail itself never goes near a log.
import { toError } from '../../lib/errors/to-error';
import { writeLog } from '../../lib/logging/write-log';
import type { TurnRecord } from '../history/history-store';

export interface KeepScreenThumbnailOptions {
  /** The user's setting; absent means "never keep". */
  keeps?: () => Promise<boolean>;
  conn: string;
}

export async function keepScreenThumbnail<T extends Pick<TurnRecord, 'screenThumbnail' | 'status'>>(turn: T, o: KeepScreenThumbnailOptions): Promise<T> {
  const { screenThumbnail, ...rest } = turn;
  if (!screenThumbnail) return turn;
  // A cut-off turn is kept but never shown: a picture nobody can see is not worth keeping.
  if (turn.status === 'aborted' || !o.keeps) return rest as T;
  try {
    return (await o.keeps()) ? turn : (rest as T);
  } catch (error) {
    writeLog('warn', 'screen_thumbnail_setting_unread', { conn: o.conn, error: toError(error).message });
    return rest as T;
  }
}
