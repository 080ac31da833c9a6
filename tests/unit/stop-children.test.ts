// npm start and npm run dev stop their processes in order: the app's processes get the signal the
// script got (a ws-server drains on it, writing to the database as it does), and the emulators,
// that database, are stopped only once those have exited; a process that never exits is waited
// for no longer than the timeout. Real child processes, so signals are delivered as in use.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { stopChildren, stopWaitMs } from '../../scripts/stop-children';

jest.setTimeout(30_000);

/** A node process that reports each signal it gets on stdout and exits after `exitAfter` of them (never when 0). */
async function child(name: string, events: string[], exitAfter = 1): Promise<ChildProcess> {
  const code = `let n = 0; for (const s of ['SIGTERM', 'SIGINT']) process.on(s, () => { console.log(s); if (++n === ${exitAfter}) setTimeout(() => process.exit(0), 200); }); console.log('up'); setInterval(() => {}, 1000);`;
  const c = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  c.stdout!.setEncoding('utf8');
  c.stdout!.on('data', (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) if (line !== 'up') events.push(`${name} got ${line}`);
  });
  c.on('exit', () => events.push(`${name} exited`));
  // Its handlers are installed once it has said so.
  await new Promise<void>((resolve) => c.stdout!.once('data', () => resolve()));
  return c;
}

describe('stopping the processes of npm start and npm run dev', () => {
  it('passes the signal on to the apps and stops the database only once they have exited', async () => {
    const events: string[] = [];
    const [ws, web, db] = await Promise.all([child('ws-server', events), child('web', events), child('db', events)]);
    await stopChildren({ apps: [ws, web], database: db, signal: 'SIGINT', timeoutMs: 20_000 });
    expect(events.filter((e) => e.startsWith('ws-server'))).toEqual(['ws-server got SIGINT', 'ws-server exited']);
    expect(events.filter((e) => e.startsWith('web'))).toEqual(['web got SIGINT', 'web exited']);
    const dbSignalled = events.indexOf('db got SIGTERM');
    expect(dbSignalled).toBeGreaterThan(events.indexOf('ws-server exited'));
    expect(dbSignalled).toBeGreaterThan(events.indexOf('web exited'));
    expect(events.at(-1)).toBe('db exited');
  });

  it('gives up waiting at the timeout for a process that never exits', async () => {
    const events: string[] = [];
    const stuck = await child('stuck', events, 0);
    try {
      await stopChildren({ apps: [stuck], signal: 'SIGTERM', timeoutMs: 500 });
      expect(events).toEqual(['stuck got SIGTERM']);
    } finally {
      stuck.kill('SIGKILL');
      await once(stuck, 'exit');
    }
  });

  it('waits as long as the ws-server may drain, and a little more', () => {
    expect(stopWaitMs({})).toBe(50_000);
    expect(stopWaitMs({ WS_DRAIN_TIMEOUT_MS: '5000' })).toBe(25_000);
    expect(stopWaitMs({ WS_DRAIN_TIMEOUT_MS: 'soon' })).toBe(50_000);
  });
});
