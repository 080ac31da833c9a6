// The one lifecycle every part of a session shares, so that a kind starts, closes and flushes
// its parts through one list instead of remembering each part's own clean-up: a part added to
// the list is closed with the rest, and one left off it is plainly missing. A part owns its
// state; it is given only the ports it calls, never the session's context.

export interface SessionPart {
  /** Once `ready` has been sent: open what must be open from the start (the recognisers). */
  start?(): void;
  /** Stop what the part runs (recognisers, answers, timers); resolves once it has stopped. */
  close?(): void | Promise<void>;
  /** After every part has closed: resolves once what the part saved is written. */
  flush?(): Promise<void>;
}

/** A kind's parts as one: each step reaches every part, in the list's order. */
export interface SessionParts {
  start(): void;
  close(): Promise<void>;
  flush(): Promise<void>;
}

/**
 * `parts` in the order work flows through them (what hears before what answers), so that
 * closing stops the sources of work before the work itself. Every part is told to close before
 * any is waited for: one slow to stop holds up no other's stopping. Absent parts (a /both-only
 * part on /tab) are skipped.
 */
export function sessionParts(parts: readonly (SessionPart | undefined)[]): SessionParts {
  const present = parts.filter((part): part is SessionPart => part !== undefined);
  return {
    start() {
      for (const part of present) part.start?.();
    },
    async close() {
      await Promise.all(present.map((part) => part.close?.()));
    },
    async flush() {
      await Promise.all(present.map((part) => part.flush?.()));
    },
  };
}
