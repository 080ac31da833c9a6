// Holds each microphone utterance's final until the tab channel has had its say about the
// same moment, then lets it through or drops it as the interviewer's echo. The two channels'
// recognisers finish in either order, so a final waits up to `graceMs` (longer while the tab
// is still mid-utterance, never past `maxHoldMs`; while the tab's recogniser is still decoding,
// up to `busyMaxHoldMs`, since on an overloaded server a candidate's words shown a few seconds
// late cost less than the interviewer's shown as theirs and answered from). A
// final's moment is when its last word was spoken, where the recogniser says, not when its
// text arrived: on a loaded server one channel's decode can trail the other's by seconds,
// and the same speech must still be the same moment. Interims that already look like the echo
// are withheld, so the candidate's side never flickers with the interviewer's words.
// Verdicts are handed out in the order the finals arrived: two utterances held together
// (their timers can fire in either order) still reach the transcript and the answers'
// context oldest first.
// Everything it keeps is bounded: tab utterances of the last `windowMs`, at most `maxKept`.
import { ECHO_MATCH, isEchoOf, type EchoMatchOptions, type TimedUtterance } from './echo-match';
import { scheduleWith, type Schedule } from '../../lib/timers/schedule';

export interface EchoGateOptions {
  /** Session-clock milliseconds. */
  now(): number;
  match?: EchoMatchOptions;
  graceMs?: number;
  maxHoldMs?: number;
  /** The longest hold while the tab's recogniser says it is still decoding (see tabBusy). */
  busyMaxHoldMs?: number;
  windowMs?: number;
  maxKept?: number;
  /**
   * Where the tab's recogniser can say it: text of tab audio already received is still to
   * come. A microphone final is held while it is, so a decode that trails does not let the echo
   * through.
   */
  tabBusy?(): boolean;
  /** Replaces setTimeout, with clearTimer for its handles (tests run time by hand). */
  setTimer?(fn: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

interface TabUtterance extends TimedUtterance {
  final: boolean;
}

interface Held {
  utterance: TimedUtterance;
  finalAt: number;
  decide(echo: boolean): void;
  /** Set once judged; it is handed out when every earlier final has been. */
  verdict?: boolean;
  /** Cancels the timer that looks at it again, while one is set. */
  cancelTimer?: () => void;
}

export class EchoGate {
  private readonly tab = new Map<string, TabUtterance>();
  private readonly micStarts = new Map<string, number>();
  /** Finals not handed out yet, oldest first. */
  private readonly held = new Set<Held>();
  private readonly match: EchoMatchOptions;
  private readonly graceMs: number;
  private readonly maxHoldMs: number;
  private readonly busyMaxHoldMs: number;
  private readonly windowMs: number;
  private readonly maxKept: number;
  private readonly schedule: Schedule;
  /** Microphone finals judged, and how many of them were the interviewer's echo. */
  readonly stats = { micFinals: 0, echoes: 0 };

  constructor(private readonly o: EchoGateOptions) {
    this.match = o.match ?? ECHO_MATCH;
    this.graceMs = o.graceMs ?? this.match.toleranceMs;
    this.maxHoldMs = o.maxHoldMs ?? 4_000;
    this.busyMaxHoldMs = Math.max(this.maxHoldMs, o.busyMaxHoldMs ?? 12_000);
    this.windowMs = o.windowMs ?? 30_000;
    this.maxKept = o.maxKept ?? 64;
    this.schedule = scheduleWith(o);
  }

  /** Any tab transcript (interim or final); `spokenAgoMs` where the recogniser says when a final's last word was. */
  tabHeard(id: string, text: string, final: boolean, spokenAgoMs?: number): void {
    const at = this.o.now();
    const endMs = spokenEnd(at, final ? spokenAgoMs : undefined);
    const known = this.tab.get(id);
    if (final && !text.trim()) this.tab.delete(id);
    else if (known) Object.assign(known, { text, startMs: Math.min(known.startMs, endMs), endMs, final });
    else this.tab.set(id, { text, startMs: endMs, endMs, final });
    this.prune(at);
    for (const h of [...this.held]) this.evaluate(h);
  }

  /** A microphone interim: true when it already matches the tab and should not be shown. */
  micInterim(id: string, text: string): boolean {
    const at = this.o.now();
    if (!this.micStarts.has(id)) {
      this.micStarts.set(id, at);
      if (this.micStarts.size > this.maxKept) dropOldest(this.micStarts);
    }
    return this.echoed({ text, startMs: this.micStarts.get(id)!, endMs: at });
  }

  /** A microphone final: `decide` is called once, now or after a short hold, with the verdict. */
  micFinal(id: string, text: string, decide: (echo: boolean) => void, spokenAgoMs?: number): void {
    const at = this.o.now();
    const endMs = spokenEnd(at, spokenAgoMs);
    const startMs = Math.min(this.micStarts.get(id) ?? endMs, endMs);
    this.micStarts.delete(id);
    const held: Held = {
      utterance: { text, startMs, endMs },
      finalAt: at,
      decide: (echo) => {
        this.stats.micFinals++;
        if (echo) this.stats.echoes++;
        decide(echo);
      },
    };
    this.held.add(held);
    this.evaluate(held);
  }

  /** Drops everything held: the session is over. */
  close(): void {
    for (const h of this.held) h.cancelTimer?.();
    this.held.clear();
    this.tab.clear();
    this.micStarts.clear();
  }

  private evaluate(h: Held): void {
    if (!this.held.has(h) || h.verdict !== undefined) return;
    const waited = this.o.now() - h.finalAt;
    const echo = this.echoed(h.utterance);
    const tabSpeaking = [...this.tab.values()].some((t) => !t.final && t.startMs <= h.utterance.endMs + this.match.toleranceMs);
    const tabBusy = this.o.tabBusy?.() === true && waited < this.busyMaxHoldMs;
    const holding = waited < this.graceMs || (tabSpeaking && waited < this.maxHoldMs) || tabBusy;
    if (!echo && holding) {
      if (h.cancelTimer === undefined) {
        // A busy recogniser says nothing when it is done: look again shortly (its final, if it has text, comes through tabHeard first).
        const wait = waited < this.graceMs ? this.graceMs - waited : tabBusy ? Math.min(BUSY_RECHECK_MS, this.busyMaxHoldMs - waited) : this.maxHoldMs - waited;
        h.cancelTimer = this.schedule(() => {
          h.cancelTimer = undefined;
          this.evaluate(h);
        }, wait);
      }
      return;
    }
    h.cancelTimer?.();
    h.cancelTimer = undefined;
    h.verdict = echo;
    this.release();
  }

  /** Hands out the judged finals at the head of the queue, stopping at the first still held. */
  private release(): void {
    for (const h of this.held) {
      if (h.verdict === undefined) return;
      this.held.delete(h);
      h.decide(h.verdict);
    }
  }

  private echoed(mic: TimedUtterance): boolean {
    for (const t of this.tab.values()) if (isEchoOf(mic, t, this.match)) return true;
    return false;
  }

  private prune(at: number): void {
    for (const [id, t] of this.tab) if (at - t.endMs > this.windowMs) this.tab.delete(id);
    while (this.tab.size > this.maxKept) dropOldest(this.tab);
  }
}

/** How often a final held only for a busy tab recogniser is looked at again. */
const BUSY_RECHECK_MS = 250;

/** When a final's last word was spoken, by the gate's clock: its arrival, less the delay the recogniser reported. */
function spokenEnd(at: number, spokenAgoMs: number | undefined): number {
  return spokenAgoMs === undefined ? at : at - Math.max(0, spokenAgoMs);
}

/** Removes a map's first-inserted entry. */
function dropOldest<K>(map: Map<K, unknown>): void {
  const oldest = map.keys().next();
  if (!oldest.done) map.delete(oldest.value);
}
