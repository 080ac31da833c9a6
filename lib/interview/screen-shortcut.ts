/**
 * The keyboard shortcuts of "Solve screen" (Alt+S) and "Add screen" (Alt+A): Alt, so a
 * letter typed anywhere never sends the screen, and never while typing in a field or with a
 * dialog open. `code` is the physical key, so the shortcut survives keyboard layouts and
 * macOS's Option characters (Option+S types "ß").
 */
export interface ScreenKey {
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
}

export const SCREEN_SHORTCUTS = { solve: 'Alt+S', add: 'Alt+A' } as const;

export function screenShortcut(key: ScreenKey, ctx: { available: boolean; targetIsTextField: boolean; dialogOpen: boolean }): 'solve' | 'add' | null {
  if (!ctx.available || ctx.targetIsTextField || ctx.dialogOpen) return null;
  if (!key.altKey || key.ctrlKey || key.metaKey || key.shiftKey || key.repeat) return null;
  if (key.code === 'KeyS') return 'solve';
  if (key.code === 'KeyA') return 'add';
  return null;
}
