/**
 * Space works only while running, with the socket open and a non-blank current
 * question; never while the user types in a field or a dialog is open.
 */
export interface SpaceContext {
  running: boolean;
  socketReady: boolean;
  question: string;
  /** The key event's target is a text field (input, textarea, select, contenteditable). */
  targetIsTextField: boolean;
  dialogOpen: boolean;
}

export type SpaceDecision = 'trigger' | 'swallow' | 'ignore';

/**
 * 'trigger': ask for an answer. 'swallow': while running, Space must not press whatever
 * button has focus (after a click on Start, that button is Stop Interview). 'ignore': leave
 * the key to the page.
 */
export function decideSpace(ctx: SpaceContext): SpaceDecision {
  if (ctx.targetIsTextField || ctx.dialogOpen || !ctx.running) return 'ignore';
  return ctx.socketReady && ctx.question.trim() !== '' ? 'trigger' : 'swallow';
}

export function isTextFieldTarget(target: EventTarget | null): boolean {
  if (!target || !isElement(target)) return false;
  if ('isContentEditable' in target && target.isContentEditable === true) return true;
  return Boolean(target.closest('input, textarea, select, [contenteditable="true"]'));
}

/** Checked by shape, not instanceof: keys pressed in the pop-out come from another window's elements. */
function isElement(target: EventTarget): target is Element {
  return 'closest' in target && typeof target.closest === 'function';
}
