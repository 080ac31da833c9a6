'use client';
import { buttonClasses } from '@/components/ui/button';
import { SCREEN_SHORTCUTS } from '@/lib/interview/screen-shortcut';

/**
 * "Solve screen" and "Add screen", shown while an interview runs with a shared tab. The
 * shortcut is printed on each button; Add screen shows how many frames are kept.
 */
export function ScreenControls({
  busy,
  ready,
  keptCount,
  maxFrames,
  onSolve,
  onAdd,
}: {
  busy: boolean;
  ready: boolean;
  keptCount: number;
  maxFrames: number;
  onSolve: () => void;
  onAdd: () => void;
}) {
  const kbd = 'rounded border border-current/30 px-1 font-mono text-[0.7rem] font-medium opacity-80';
  return (
    <div role="group" aria-label="Screen questions" className="inline-flex items-center gap-2">
      <button type="button" className={buttonClasses('primary', 'px-3 py-1.5')} onClick={onSolve} disabled={busy || !ready} aria-keyshortcuts={SCREEN_SHORTCUTS.solve} title="Read the problem on the shared tab and answer it">
        Solve screen
        <kbd className={kbd}>{SCREEN_SHORTCUTS.solve}</kbd>
      </button>
      <button
        type="button"
        className={buttonClasses('secondary', 'px-3 py-1.5')}
        onClick={onAdd}
        disabled={busy || keptCount >= maxFrames}
        aria-keyshortcuts={SCREEN_SHORTCUTS.add}
        title={`Keep this part of the problem (up to ${maxFrames}); Solve screen sends them all`}
      >
        Add screen{keptCount > 0 ? ` (${keptCount}/${maxFrames})` : ''}
        <kbd className={kbd}>{SCREEN_SHORTCUTS.add}</kbd>
      </button>
    </div>
  );
}
