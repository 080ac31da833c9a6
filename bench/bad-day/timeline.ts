// The faults of the bad-day bench, one after another, each between calm stretches, while a fifth
// of the clients drop their socket every 20 s throughout (a flaky link).

export type FaultAction =
  | { kind: 'deepgram'; fault: 'none' | 'refuse' }
  | { kind: 'model'; fault: 'none' | 'hang' | 'rate_limited' }
  | { kind: 'kill'; server: 'A' | 'B' }
  | { kind: 'drain'; server: 'A' | 'B' }
  | { kind: 'restart'; server: 'A' | 'B' };

export interface Phase {
  name: string;
  seconds: number;
  /** At the phase's start. */
  start: FaultAction[];
  /** At its end. */
  end: FaultAction[];
}

const CALM_S = Number(process.env.BENCH_CALM_SECONDS ?? 30);
const FAULT_S = Number(process.env.BENCH_FAULT_SECONDS ?? 60);

export const PHASES: Phase[] = [
  { name: 'calm (start)', seconds: 40, start: [], end: [] },
  { name: 'recogniser refuses', seconds: FAULT_S, start: [{ kind: 'deepgram', fault: 'refuse' }], end: [{ kind: 'deepgram', fault: 'none' }] },
  { name: 'calm', seconds: CALM_S, start: [], end: [] },
  { name: 'model hangs', seconds: FAULT_S, start: [{ kind: 'model', fault: 'hang' }], end: [{ kind: 'model', fault: 'none' }] },
  { name: 'calm', seconds: CALM_S, start: [], end: [] },
  { name: 'model answers 429', seconds: FAULT_S, start: [{ kind: 'model', fault: 'rate_limited' }], end: [{ kind: 'model', fault: 'none' }] },
  { name: 'calm', seconds: CALM_S, start: [], end: [] },
  { name: 'process A killed (SIGKILL)', seconds: 45, start: [{ kind: 'kill', server: 'A' }], end: [{ kind: 'restart', server: 'A' }] },
  { name: 'calm', seconds: CALM_S, start: [], end: [] },
  { name: 'process B drained (SIGTERM), restarted', seconds: 45, start: [{ kind: 'drain', server: 'B' }], end: [{ kind: 'restart', server: 'B' }] },
  { name: 'calm (end)', seconds: CALM_S, start: [], end: [] },
];

/** A fifth of the sessions drop their socket this often, throughout. */
export const DROP_EVERY_S = 20;
export const DROP_FRACTION = 0.2;
