/**
 * The size a captured frame of the shared tab is sent at: scaled down (never up) so its long
 * side is at most `maxSide`, keeping the aspect ratio, in whole pixels and never below 1.
 * Screenshots of text stay readable at 1,600 px and a JPEG of one stays well under the
 * protocol's per-frame limit.
 */
export interface FrameSize {
  width: number;
  height: number;
}

export function fitFrame(width: number, height: number, maxSide: number): FrameSize {
  if (!(width > 0 && height > 0)) throw new RangeError('A frame needs a positive width and height.');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.min(maxSide, Math.round(width * scale))), height: Math.max(1, Math.min(maxSide, Math.round(height * scale))) };
}

/** JPEG qualities tried in turn until a frame fits the per-frame byte limit. */
export const JPEG_QUALITIES = [0.8, 0.65, 0.5] as const;

/**
 * The thumbnail of a frame: shown in the question list, and sent with the screen question for
 * the history, which keeps it only if the user turned that on (LIMITS.maxScreenThumbnailSide).
 */
export const THUMBNAIL_SIDE = 240;
export const THUMBNAIL_QUALITY = 0.6;
