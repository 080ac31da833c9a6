// A session's transcriber when a cloud recogniser is configured and an offline one is there to
// stand in: the cloud recogniser (the primary) hears the session; when it fails (an error: a
// refused or unreachable connection, a 5xx, an upload that failed; or a stall: speech and no
// result for `stallMs`), the offline recogniser (the fallback) takes over at once, first fed the
// audio the primary had not settled in finals, so no words are lost. The cloud is tried again in
// the background, with backoff, by a probe that hears the session beside the fallback and shows
// nothing; once it has answered, the session hands back at the next quiet stretch (see
// switch-back-watch.ts): the fallback finishes what was said before it, a fresh cloud stream
// hears what follows, so no utterance is lost or said twice. In a language the fallback does not
// hear, transcription pauses instead, and the first probe to answer takes over at once.
// One circuit breaker per provider and server decides whether the cloud may be tried at all.
import { toError } from '../../../lib/errors/to-error';
import { writeLog } from '../../../lib/logging/write-log';
import { pcmDurationMs } from '../../audio/pcm';
import { EnergyVad } from '../../audio/vad';
import type { FailoverDirection } from '../../metrics/server-metrics';
import type { CircuitBreaker } from '../../providers/circuit-breaker';
import { ReplayBuffer } from '../replay-buffer';
import { TranscriberError, TRANSCRIPTION_UNAVAILABLE, type Transcriber, type TranscriberListener, type TranscriptEvent, type TranscriptionRoute } from '../transcriber';
import { RetrySchedule, type RetryBackoff } from './retry-schedule';
import { StallWatch, type AnswersDuring } from './stall-watch';
import { SwitchBackWatch } from './switch-back-watch';

export interface FailoverReporter {
  failover(provider: string, direction: FailoverDirection): void;
  providerError(provider: string, kind: string): void;
}

export interface FailoverOptions {
  primary: { name: string; open(listener: TranscriberListener): Transcriber; answersDuring: AnswersDuring };
  /** Absent when the offline recogniser does not hear the session's language: transcription pauses. */
  fallback?: (listener: TranscriberListener) => Transcriber;
  breaker: Pick<CircuitBreaker, 'allowRequest' | 'recordSuccess' | 'recordFailure'> & Partial<Pick<CircuitBreaker, 'recoveries'>>;
  stallMs: number;
  retry: RetryBackoff;
  metrics?: FailoverReporter;
}

/** Unsettled audio kept for a replay: an utterance is cut at 30 s by the speech detector, so this holds one whole. */
const MAX_GAP_MS = 30_000;
/**
 * Quiet after the speech detector's own 700 ms hangover before handing back: 1.7 s of silence in
 * all, longer than the offline recogniser holds a pause that sounds unfinished (1.3 s), so the
 * cut never falls inside a phrase the speaker stopped in.
 */
const SWITCH_QUIET_MS = 1_000;
/**
 * A probe from a session on the fallback first hears the last seconds of speech again, so the
 * cloud can prove itself at once instead of when the interviewer next speaks.
 */
const PROBE_HEARS_MS = 4_000;
/** Once another session's probe closed the breaker, sessions on the fallback try within this much stream time, spread. */
const RECOVERY_SPREAD_MS = 1_000;

interface Inner {
  kind: 'primary' | 'fallback';
  /** The one that speaks for the session, a probe heard by no one, or a fallback finishing its last words. */
  role: 'active' | 'probe' | 'retiring';
  t?: Transcriber;
  /** Stream time of the first frame it was given (a replay starts before the present). */
  origin: number;
  /** Keeps utterance ids unique across the recognisers of one session; only the cloud's first stream keeps its own. */
  prefix: string;
  /** Utterances shown as interim text and not yet ended. */
  open: Set<string>;
  /** Closed or abandoned: whatever it says now is dropped. */
  gone: boolean;
  answered: boolean;
}

export function createFailoverTranscriber(listener: TranscriberListener, o: FailoverOptions): Transcriber {
  const provider = o.primary.name;
  const gap = new ReplayBuffer(MAX_GAP_MS);
  const vad = new EnergyVad();
  const stall = new StallWatch(o.stallMs, o.primary.answersDuring);
  const retry = new RetrySchedule(o.retry);
  const switchBack = new SwitchBackWatch(SWITCH_QUIET_MS);
  const recentSpeech = new ReplayBuffer(PROBE_HEARS_MS);
  /** The breaker's recoveries when this session last tried the cloud; a later one makes it try again (see watch). */
  let recoveriesSeen = o.breaker.recoveries?.() ?? 0;
  let recoveryDueAt: number | undefined;
  let streamMs = 0;
  let route: TranscriptionRoute = 'primary';
  let active: Inner | undefined;
  let probe: Inner | undefined;
  let retiring: Inner | undefined;
  let retired: Promise<void> = Promise.resolve();
  /** The new cloud stream's events while the fallback finishes: finals stay in speaking order. */
  let held: TranscriptEvent[] = [];
  let instances = 0;
  let state: 'running' | 'finishing' | 'closed' = 'running';

  const setRoute = (next: TranscriptionRoute) => {
    if (next === route) return;
    route = next;
    listener.onRoute?.(next);
  };

  function start(kind: Inner['kind'], role: 'active' | 'probe', replay?: ReplayBuffer): void {
    const n = ++instances;
    const inner: Inner = { kind, role, origin: replay ? replay.firstMs : streamMs, prefix: n === 1 && kind === 'primary' ? '' : `${kind[0]}${n}-`, open: new Set(), gone: false, answered: false };
    if (role === 'probe') probe = inner;
    else active = inner;
    const open = kind === 'primary' ? o.primary.open : o.fallback;
    try {
      inner.t = open?.({
        onTranscript: (e) => {
          if (!inner.gone) heard(inner, e);
        },
        onError: (error) => {
          if (!inner.gone) failed(inner, error);
        },
        onSettled: (untilMs) => {
          if (!inner.gone && inner.role === 'active') gap.confirm(inner.origin + untilMs);
        },
      });
    } catch (error) {
      return failed(inner, error instanceof TranscriberError ? error : new TranscriberError('stt_unavailable', TRANSCRIPTION_UNAVAILABLE, toError(error).message, true));
    }
    for (const frame of replay?.pending ?? []) inner.t?.push(frame);
  }

  function heard(inner: Inner, e: TranscriptEvent): void {
    if (inner.kind === 'primary') {
      stall.answered();
      if (!inner.answered) o.breaker.recordSuccess();
      inner.answered = true;
      if (inner.role === 'probe') {
        // Nothing else hears a paused session: the probe takes over with its first words.
        if (route !== 'paused') return switchBack.primaryAnswered();
        promote(inner);
      }
    }
    const id = inner.prefix + e.utteranceId;
    if (e.speechFinal) inner.open.delete(id);
    else inner.open.add(id);
    if (retiring && inner.role === 'active') held.push({ ...e, utteranceId: id });
    else listener.onTranscript({ ...e, utteranceId: id });
  }

  function failed(inner: Inner, error: TranscriberError): void {
    if (inner.kind === 'primary') return primaryFailed(inner, error.code, error.detail);
    // The offline recogniser's own trouble (a busy server) is the session's to hear; one that
    // gave up leaves nothing transcribing until the cloud returns.
    listener.onError(error.fatal ? new TranscriberError(error.code, error.message, error.detail) : error);
    if (!error.fatal) return;
    abandon(inner);
    if (active === inner) active = undefined;
  }

  function primaryFailed(inner: Inner, kind: string, detail?: string): void {
    o.metrics?.providerError(provider, kind);
    o.breaker.recordFailure();
    abandon(inner);
    retry.failed(streamMs);
    if (inner.role === 'probe') {
      probe = undefined;
      switchBack.reset();
      writeLog('info', 'stt_probe_failed', { provider, reason: kind, detail });
      return;
    }
    active = undefined;
    writeLog('warn', 'stt_failover', { provider, reason: kind, detail, replay_ms: Math.round(streamMs - gap.firstMs), fallback: o.fallback ? 'offline' : 'none' });
    fallBack();
  }

  function fallBack(): void {
    o.metrics?.failover(provider, 'to_fallback');
    if (!o.fallback) return setRoute('paused');
    setRoute('fallback');
    start('fallback', 'active', gap);
  }

  /** Stops listening to it; an utterance it showed as interim text ends empty (the replay says it again). */
  function abandon(inner: Inner): void {
    inner.gone = true;
    inner.t?.close();
    if (inner.role === 'probe') return;
    if (inner.role === 'active') release();
    for (const id of inner.open) listener.onTranscript({ utteranceId: id, text: '', speechFinal: true });
    inner.open.clear();
  }

  function promote(inner: Inner): void {
    probe = undefined;
    inner.role = 'active';
    active = inner;
    restored();
  }

  function handBack(): void {
    const shadow = probe;
    probe = undefined;
    if (shadow) {
      shadow.gone = true;
      shadow.t?.close();
    }
    const old = active;
    if (old) {
      old.role = 'retiring';
      retiring = old;
      retired = Promise.resolve(old.t?.finish())
        .catch(() => undefined)
        .then(() => {
          old.gone = true;
          if (retiring !== old) return;
          retiring = undefined;
          release();
        });
    }
    gap.confirm(streamMs);
    restored();
    start('primary', 'active');
  }

  function restored(): void {
    stall.answered();
    switchBack.reset();
    retry.reset();
    recentSpeech.confirm(Infinity); // the next outage's probe hears its own speech, not this one's
    o.metrics?.failover(provider, 'to_primary');
    writeLog('info', 'stt_restored', { provider, from: route });
    setRoute('primary');
  }

  function release(): void {
    const events = held;
    held = [];
    for (const e of events) listener.onTranscript(e);
  }

  function tryProbe(): void {
    // The breaker lets one probe through per cool-down across the server; the rest wait.
    if (!o.breaker.allowRequest()) return retry.failed(streamMs);
    stall.answered();
    switchBack.reset();
    recoveriesSeen = o.breaker.recoveries?.() ?? 0;
    recoveryDueAt = undefined;
    // With nothing else listening, the probe hears the unsettled audio too: a short outage loses
    // nothing. Beside the fallback it hears the last speech again, which it only has to read back.
    start('primary', 'probe', route === 'paused' ? gap : recentSpeech);
  }

  /** Another session's probe found the provider back: this one tries soon, not at the end of its backoff. */
  function recoveryDue(): boolean {
    if (recoveryDueAt === undefined && (o.breaker.recoveries?.() ?? 0) > recoveriesSeen) recoveryDueAt = streamMs + Math.random() * RECOVERY_SPREAD_MS;
    return recoveryDueAt !== undefined && streamMs >= recoveryDueAt;
  }

  function watch(speech: boolean): void {
    const quiet = switchBack.frame(streamMs, speech);
    const cloud = route === 'primary' ? active : probe;
    if (cloud && stall.frame(streamMs, speech)) return primaryFailed(cloud, 'stall', `no result for ${o.stallMs} ms of speech`);
    if (route === 'primary') return;
    if (quiet && route === 'fallback' && probe?.answered) return handBack();
    if (!probe && (retry.due(streamMs) || recoveryDue())) tryProbe();
  }

  if (o.breaker.allowRequest()) start('primary', 'active');
  else {
    // The provider failed across sessions lately: start on the fallback, without waiting on it.
    writeLog('info', 'stt_breaker_open', { provider });
    fallBack();
    retry.failed(0);
  }

  return {
    push(frame) {
      if (state !== 'running') return;
      streamMs += pcmDurationMs(frame.length);
      vad.push(frame);
      gap.push(frame);
      if (route === 'fallback' && vad.isSpeaking) recentSpeech.push(frame);
      const listening = [active, probe];
      for (const inner of listening) inner?.t?.push(frame);
      watch(vad.isSpeaking);
    },
    async finish() {
      if (state !== 'running') return;
      state = 'finishing';
      if (probe) abandon(probe);
      probe = undefined;
      await retired;
      // The cloud may fail while it flushes: the fallback it hands to is finished in turn.
      for (let inner = active; inner; inner = active === inner ? undefined : active) await inner.t?.finish();
      release();
      state = 'closed';
    },
    close() {
      state = 'closed';
      held = [];
      for (const inner of [active, probe, retiring]) {
        if (!inner) continue;
        inner.gone = true;
        inner.t?.close();
      }
    },
    busy: () => state === 'running' && (active?.t?.busy?.() ?? false),
  };
}
