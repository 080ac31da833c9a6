// A screen_question's frames, from base64 to checked JPEG bytes. The schema has bounded the
// sizes already; this checks what only the bytes can tell: that each frame is a JPEG of the
// size it claims, no larger than the protocol allows.
import { LIMITS, type ScreenQuestionMessage } from '../../lib/protocol';
import type { ScreenImage } from '../llm/answer-engine';
import { readJpegSize } from './jpeg-size';

/** `thumbnail`: the message's thumbnail once checked to be a small JPEG (the history may keep it). */
export type DecodedFrames =
  | { ok: true; frames: ScreenImage[]; bytes: number; thumbnail?: string }
  | { ok: false; code: 'bad_message' | 'screen_too_large'; message: string };

export function decodeScreenFrames(message: ScreenQuestionMessage): DecodedFrames {
  const frames: ScreenImage[] = [];
  let bytes = 0;
  for (const [i, frame] of message.frames.entries()) {
    const jpeg = new Uint8Array(Buffer.from(frame.data, 'base64'));
    if (jpeg.length > LIMITS.maxScreenFrameBytes) return { ok: false, code: 'screen_too_large', message: `Screen frame ${i + 1} is larger than ${LIMITS.maxScreenFrameBytes / 1024} KiB.` };
    const size = readJpegSize(jpeg);
    if (!size) return { ok: false, code: 'bad_message', message: `Screen frame ${i + 1} is not a JPEG image.` };
    if (size.width !== frame.width || size.height !== frame.height) {
      return { ok: false, code: 'bad_message', message: `Screen frame ${i + 1} is ${size.width}×${size.height}, not the ${frame.width}×${frame.height} it claims.` };
    }
    frames.push({ jpeg, width: size.width, height: size.height });
    bytes += jpeg.length;
  }
  if (message.thumbnail === undefined) return { ok: true, frames, bytes };
  const thumbnail = checkThumbnail(message.thumbnail);
  if (thumbnail) return { ok: false, code: 'bad_message', message: thumbnail };
  return { ok: true, frames, bytes, thumbnail: message.thumbnail };
}

/**
 * The history shows the thumbnail as an image, so it must be what it says: a JPEG no larger
 * than a thumbnail (the schema has bounded its length and its data: prefix). The problem, or undefined.
 */
function checkThumbnail(dataUrl: string): string | undefined {
  const size = readJpegSize(new Uint8Array(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')));
  if (!size) return 'The screen thumbnail is not a JPEG image.';
  const side = LIMITS.maxScreenThumbnailSide;
  if (Math.max(size.width, size.height) > side) return `The screen thumbnail is ${size.width}×${size.height}; its long side may be at most ${side} px.`;
  return undefined;
}
