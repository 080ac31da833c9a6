// Timers as one function that returns its own cancel: the real setTimeout by default, or a
// test's clock (`setTimer` and `clearTimer`), so code that waits can run on time driven by hand.

export type Schedule = (fn: () => void, ms: number) => () => void;

export interface TimerOverrides {
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function scheduleWith({ setTimer, clearTimer }: TimerOverrides = {}): Schedule {
  if (setTimer) {
    return (fn, ms) => {
      const handle = setTimer(fn, ms);
      return () => clearTimer?.(handle);
    };
  }
  return (fn, ms) => {
    const handle = setTimeout(fn, ms);
    return () => clearTimeout(handle);
  };
}
