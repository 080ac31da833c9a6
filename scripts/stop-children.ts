// How npm start and npm run dev stop the processes they run. The signal they got is passed on to
// the app's processes first: a ws-server then drains (its sessions told to move to another
// server), which may take WS_DRAIN_TIMEOUT_MS, and it writes their last turns and seconds to the
// database while it does. So the emulators, which are that database, are stopped only once the
// others have exited, and the whole stop is bounded, for a process that never exits.
import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';

const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

async function stopAll(children: ChildProcess[], signal: NodeJS.Signals): Promise<void> {
  await Promise.all(
    children.filter(running).map((c) => {
      const exited = once(c, 'exit');
      c.kill(signal);
      return exited;
    }),
  );
}

/** The longest a stop waits: the ws-server's drain timeout, and time for it to close what is left. */
export function stopWaitMs(env: Record<string, string | undefined> = process.env): number {
  const drain = Number(env.WS_DRAIN_TIMEOUT_MS);
  return (Number.isFinite(drain) && drain > 0 ? drain : 30_000) + 20_000;
}

/** Resolves when every child has exited, or after `timeoutMs`. */
export async function stopChildren(o: { apps: ChildProcess[]; database?: ChildProcess; signal: NodeJS.Signals; timeoutMs: number }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, o.timeoutMs)));
  try {
    await Promise.race([stopAll(o.apps, o.signal), deadline]);
    if (o.database) await Promise.race([stopAll([o.database], 'SIGTERM'), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
