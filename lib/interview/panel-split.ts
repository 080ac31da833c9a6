/**
 * The left panel's width as a percentage of the workspace (default 30 %), kept in
 * localStorage. Clamped so neither panel can vanish.
 */
export const DEFAULT_LEFT_PERCENT = 30;
export const MIN_LEFT_PERCENT = 15;
export const MAX_LEFT_PERCENT = 70;
const KEYBOARD_STEP = 2;
const KEYBOARD_BIG_STEP = 10;
export const SPLIT_STORAGE_KEY = 'cuecard.interview.leftPanelPercent';

export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_LEFT_PERCENT;
  return Math.min(MAX_LEFT_PERCENT, Math.max(MIN_LEFT_PERCENT, Math.round(value * 10) / 10));
}

export function parseStoredPercent(raw: string | null): number {
  if (raw === null || raw.trim() === '') return DEFAULT_LEFT_PERCENT;
  const value = Number(raw);
  return Number.isFinite(value) ? clampPercent(value) : DEFAULT_LEFT_PERCENT;
}

/** Pointer x within the container → left width in percent. */
export function percentFromPointer(clientX: number, left: number, width: number): number {
  return width > 0 ? clampPercent(((clientX - left) / width) * 100) : DEFAULT_LEFT_PERCENT;
}

/** Arrow keys move by 2 %, Page Up/Down by 10 %, Home/End to the limits; null for other keys. */
export function percentFromKey(key: string, current: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(current - KEYBOARD_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(current + KEYBOARD_STEP);
    case 'PageDown':
      return clampPercent(current - KEYBOARD_BIG_STEP);
    case 'PageUp':
      return clampPercent(current + KEYBOARD_BIG_STEP);
    case 'Home':
      return MIN_LEFT_PERCENT;
    case 'End':
      return MAX_LEFT_PERCENT;
    default:
      return null;
  }
}
