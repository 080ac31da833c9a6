// Reads the text of a screen question's frames with the shared OCR pool, in frame order (the
// candidate scrolls down between "Add screen" presses). Failures become AnswerErrors the
// session can show; the text itself is never logged.
import { LIMITS } from '../../lib/protocol';
import { AnswerError, type ScreenImage } from '../llm/answer-engine';
import { OcrBusyError, type OcrPool } from './ocr-pool';

/** `owner`: the user whose turn the frames wait for in the shared OCR queue. */
export type ScreenReader = (frames: ScreenImage[], signal: AbortSignal, owner?: string) => Promise<string>;

const SCREEN_BUSY = 'Reading screens is busy right now. Press Solve screen again in a moment.';
const SCREEN_READ_FAILED = 'The screen could not be read. Press Solve screen to try again.';

export function createScreenReader(pool: OcrPool): ScreenReader {
  return async (frames, signal, owner) => {
    let texts: string[];
    try {
      texts = await Promise.all(frames.map((f) => pool.recognize(f.jpeg, signal, owner)));
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof OcrBusyError) throw new AnswerError('answer_rate_limited', SCREEN_BUSY, 'OCR queue full (SCREEN_OCR_MAX_CONCURRENCY)');
      throw new AnswerError('answer_failed', SCREEN_READ_FAILED, `OCR: ${error instanceof Error ? error.name : 'failed'}`);
    }
    return cleanScreenText(texts.join('\n\n'));
  };
}

/** OCR output tidied: lines trimmed, noise-only lines (no letter or digit) dropped, blank runs collapsed, capped. */
function cleanScreenText(raw: string): string {
  const lines = raw.split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim());
  const kept = lines.filter((l) => l === '' || /[\p{L}\p{N}]/u.test(l));
  const text = kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return text.length <= LIMITS.maxScreenTextChars ? text : `${text.slice(0, LIMITS.maxScreenTextChars)} …`;
}
