// What the session says and learns about its language as it is transcribed: once, as the
// recognisers open, that they cannot transcribe the language chosen (before the interviewer's
// first question rather than through a transcript of confident nonsense); then, with each
// final, the language heard and whether the offline recogniser seems to hear English at all.
import { writeLog } from '../../../lib/logging/write-log';
import type { NoticeMessage, ServerMessage } from '../../../lib/protocol';
import type { HistoryStore } from '../../history/history-store';
import type { TranscriptEvent } from '../../stt/transcriber';
import type { SessionPart } from '../session-part';
import { followHeardLanguage } from './follow-heard-language';
import type { HeardLanguage } from './heard-language';
import { languageUnsupportedNotice, type Recogniser } from './language-notices';

export interface LanguageWatchInput {
  /** The interview language chosen: "auto" or a BCP-47 tag. */
  interview: string;
  heardLanguage: HeardLanguage;
  recogniser: Recogniser;
  historyId?: string;
  history: Pick<HistoryStore, 'setLanguage'>;
  send(message: ServerMessage): void;
  conn: string;
}

export class LanguageWatch implements SessionPart {
  private readonly unsupported?: NoticeMessage;
  /** Passes each final on to the heard language and the mismatch watch. */
  readonly onFinal: (event: TranscriptEvent) => void;

  constructor(private readonly o: LanguageWatchInput) {
    this.unsupported = languageUnsupportedNotice(o.interview, o.recogniser);
    this.onFinal = followHeardLanguage({ ...o, watchMismatch: !this.unsupported });
  }

  /** Listed before transcription, so the notice goes out before the recognisers open: live interviews and practice alike. */
  start(): void {
    if (!this.unsupported) return;
    writeLog('info', 'ws_language_unsupported', { conn: this.o.conn, language: this.o.interview, transcription: this.o.recogniser.transcriptionName });
    this.o.send(this.unsupported);
  }
}
