// The failover transcriber (ws-server/stt/failover/failover-transcriber.ts) over scripted
// recognisers: what is replayed, what the session is told, which recogniser's words it sees, and
// how the circuit breaker is asked. Audio is synthetic (a tone is speech to the speech detector),
// and every clock is stream time or the breaker's injected one.
import { CircuitBreaker } from '@/ws-server/providers/circuit-breaker';
import { createFailoverTranscriber, type FailoverOptions } from '@/ws-server/stt/failover/failover-transcriber';
import { TranscriberError, type Transcriber, type TranscriberListener, type TranscriptEvent, type TranscriptionRoute } from '@/ws-server/stt/transcriber';
import { silence, tone } from '@/tests/fixtures/engine/synthetic-audio';
import { splitFrames } from '@/ws-server/audio/pcm';

process.env.LOG_LEVEL = 'error';

interface Scripted {
  kind: 'primary' | 'fallback';
  listener: TranscriberListener;
  frames: Buffer[];
  closed: boolean;
  finishing: boolean;
  /** Resolves the pending finish(). */
  done(): void;
}

function setup(options: Partial<FailoverOptions> & { hearsLanguage?: boolean } = {}) {
  const made: Scripted[] = [];
  const events: TranscriptEvent[] = [];
  const routes: TranscriptionRoute[] = [];
  const errors: TranscriberError[] = [];
  const metrics = { failovers: [] as string[], errors: [] as string[] };
  let clock = 0;
  const breaker = new CircuitBreaker('deepgram', { failures: 3, windowMs: 60_000, coolDownMs: 30_000, probeTimeoutMs: 15_000, now: () => clock });
  const open = (kind: Scripted['kind']) => (listener: TranscriberListener): Transcriber => {
    let done = () => undefined as void;
    const s: Scripted = { kind, listener, frames: [], closed: false, finishing: false, done: () => done() };
    made.push(s);
    return {
      push: (frame) => void s.frames.push(frame),
      finish: () => ((s.finishing = true), new Promise<void>((resolve) => (done = resolve))),
      close: () => void (s.closed = true),
    };
  };
  const transcriber = createFailoverTranscriber(
    { onTranscript: (e) => events.push(e), onError: (e) => errors.push(e), onRoute: (r) => routes.push(r) },
    {
      primary: { name: 'deepgram', open: open('primary'), answersDuring: 'speech' },
      fallback: options.hearsLanguage === false ? undefined : open('fallback'),
      breaker,
      stallMs: 3000,
      retry: { initialMs: 1000, maxMs: 8000 },
      metrics: { failover: (p, d) => metrics.failovers.push(`${p}:${d}`), providerError: (p, k) => metrics.errors.push(`${p}:${k}`) },
      ...options,
    },
  );
  const push = (pcm: Buffer) => splitFrames(pcm).forEach((f) => transcriber.push(f));
  return { made, events, routes, errors, metrics, breaker, transcriber, push, advanceClock: (ms: number) => (clock += ms) };
}

const say = (s: Scripted, utteranceId: string, text: string, speechFinal = false) => s.listener.onTranscript({ utteranceId, text, speechFinal });
const refuse = (s: Scripted) => s.listener.onError(new TranscriberError('stt_unavailable', 'Transcription is unavailable right now.', 'HTTP 503', true));
/** Syllables (250 ms of voice, 50 ms of silence): steady tone alone would become the detector's noise floor. */
const speech = (ms: number) => Buffer.concat(Array.from({ length: Math.ceil(ms / 300) }, () => Buffer.concat([tone(250, 220, -20), silence(50)]))).subarray(0, silence(ms).length);
const tick = () => new Promise((r) => setImmediate(r));

describe('the recogniser failover', () => {
  it('hands the unsettled audio to the offline recogniser when the cloud fails, ends what it showed, and says so once', () => {
    const { made, events, routes, errors, metrics, breaker, push } = setup();
    const [cloud] = made;
    push(silence(1000));
    say(cloud, 'u1', 'tell me about', true);
    cloud.listener.onSettled?.(1000);
    const gap = Buffer.concat([speech(500), silence(300)]);
    push(gap);
    say(cloud, 'u2', 'why');
    refuse(cloud);

    expect(cloud.closed).toBe(true);
    const offline = made[1];
    expect(offline.kind).toBe('fallback');
    expect(Buffer.concat(offline.frames)).toEqual(gap); // exactly what followed the last final
    expect(events).toEqual([
      { utteranceId: 'u1', text: 'tell me about', speechFinal: true },
      { utteranceId: 'u2', text: 'why', speechFinal: false },
      { utteranceId: 'u2', text: '', speechFinal: true }, // the replay says it again
    ]);
    say(offline, 'u1', 'why this role', true);
    expect(events.at(-1)).toEqual({ utteranceId: 'f2-u1', text: 'why this role', speechFinal: true });
    expect(routes).toEqual(['fallback']);
    expect(errors).toEqual([]); // the notice says it; no error besides
    expect(metrics).toEqual({ failovers: ['deepgram:to_fallback'], errors: ['deepgram:stt_unavailable'] });
    expect(breaker.state()).toBe('closed'); // one failure of three
  });

  it('takes a cloud that says nothing for the stall time while speech flows for a failed one', () => {
    const { made, routes, metrics, push } = setup();
    push(speech(3300)); // the detector hears speech from 400 ms on
    expect(routes).toEqual([]);
    push(speech(100));
    expect(routes).toEqual(['fallback']);
    expect(made[0].closed).toBe(true);
    expect(Buffer.concat(made[1].frames).length).toBe(speech(3400).length); // nothing was settled: all of it
    expect(metrics.errors).toEqual(['deepgram:stall']);
  });

  it('tries the cloud again in the background, shows none of the probe, and hands back at a quiet stretch after the offline words', async () => {
    const { made, events, routes, metrics, push } = setup();
    refuse(made[0]);
    const offline = made[1];
    push(silence(900));
    expect(made).toHaveLength(2); // the first retry is due after 1 s of audio
    push(speech(600));
    const probe = made[2];
    expect(probe.kind).toBe('primary');
    say(probe, 'u1', 'why'); // heard beside the offline recogniser: not shown
    say(offline, 'u1', 'why this');
    push(speech(400));
    expect(routes).toEqual(['fallback']); // answered mid-speech: no hand-back yet
    push(silence(1700)); // hangover and a quiet second
    expect(routes).toEqual(['fallback', 'primary']);
    expect(probe.closed).toBe(true);
    expect(offline.finishing).toBe(true);
    const fresh = made[3];
    push(speech(300));
    say(fresh, 'u1', 'and');
    say(offline, 'u1', 'why this role', true); // the offline recogniser's last words come first
    expect(events.map((e) => `${e.utteranceId} ${e.text}`)).toEqual(['f2-u1 why this', 'f2-u1 why this role']);
    offline.done();
    await tick();
    expect(events.map((e) => `${e.utteranceId} ${e.text}`)).toEqual(['f2-u1 why this', 'f2-u1 why this role', 'p4-u1 and']);
    expect(fresh.frames.length).toBe(3); // a fresh stream from the hand-back on
    expect(metrics.failovers).toEqual(['deepgram:to_fallback', 'deepgram:to_primary']);
  });

  it('gives a probe beside the offline recogniser the last speech again, so it can answer before anyone speaks', () => {
    const { made, routes, push } = setup({ retry: { initialMs: 5000, maxMs: 8000 } });
    refuse(made[0]);
    const said = speech(2000);
    push(said);
    push(silence(3000)); // the retry falls due in the quiet after the speech
    const probe = made[2];
    expect(probe.kind).toBe('primary');
    const heard = Buffer.concat(probe.frames);
    // The speech (its detector's onset aside) and its hangover, and never more than four seconds.
    expect(heard.length).toBeGreaterThanOrEqual(speech(1500).length);
    expect(heard.length).toBeLessThanOrEqual(silence(4000).length);
    expect(said.includes(heard.subarray(0, speech(1000).length))).toBe(true);
    say(probe, 'u1', 'tell me'); // read back at once: the cloud is back
    push(silence(1100));
    expect(routes).toEqual(['fallback', 'primary']);
  });

  it('tries again as soon as another session found the cloud back, not at the end of its own backoff', () => {
    let recoveries = 0;
    const breaker = { allowRequest: () => true, recordSuccess: () => undefined, recordFailure: () => undefined, recoveries: () => recoveries };
    const { made, push } = setup({ breaker, retry: { initialMs: 2000, maxMs: 30_000 } });
    refuse(made[0]);
    push(silence(2000));
    refuse(made[2]); // the next try is 4 s away
    push(silence(1000));
    expect(made).toHaveLength(3);
    recoveries = 1; // another session's probe closed the breaker
    // The spread (up to 1 s) counts from the first frame that sees the recovery, one 100 ms frame into
    // this push: 1.1 s covers the whole spread, still 2 s before its own next try.
    push(silence(1100));
    expect(made).toHaveLength(4);
    refuse(made[3]); // this one fails after all: back to its own backoff (8 s), not again at once
    push(silence(4000));
    expect(made).toHaveLength(4);
  });

  it('waits longer after each failed probe, and a failed probe is one more failure for the breaker', () => {
    const { made, breaker, push } = setup();
    refuse(made[0]);
    push(silence(1000));
    expect(made).toHaveLength(3);
    refuse(made[2]);
    push(silence(1900));
    expect(made).toHaveLength(3);
    push(silence(100)); // the second wait is twice the first
    expect(made).toHaveLength(4);
    refuse(made[3]);
    expect(breaker.state()).toBe('open'); // three failures: the session, two probes
    push(silence(20_000));
    expect(made).toHaveLength(4); // open: no probe for the cool-down
  });

  it('starts on the offline recogniser without touching the cloud while the breaker is open, then lets one probe through', () => {
    const first = setup();
    for (let i = 0; i < 3; i++) first.breaker.recordFailure();
    const { made, routes, push } = setup({ breaker: first.breaker });
    expect(made.map((s) => s.kind)).toEqual(['fallback']);
    expect(routes).toEqual(['fallback']);
    push(silence(10_000));
    expect(made).toHaveLength(1);
    first.advanceClock(30_000);
    push(silence(8000));
    expect(made.map((s) => s.kind)).toEqual(['fallback', 'primary']);
    expect(first.breaker.state()).toBe('half_open');
    say(made[1], 'u1', 'hello');
    expect(first.breaker.state()).toBe('closed');
  });

  it('pauses in a language the offline recogniser does not hear; the first probe to answer takes over with the unsettled audio', () => {
    const { made, events, routes, push } = setup({ hearsLanguage: false });
    push(speech(400));
    refuse(made[0]);
    expect(routes).toEqual(['paused']);
    push(speech(1000)); // the first retry is due 1 s after the failure
    const probe = made[1];
    expect(Buffer.concat(probe.frames).length).toBe(speech(1400).length); // nothing was settled: all of it
    say(probe, 'u1', 'hola');
    expect(routes).toEqual(['paused', 'primary']);
    expect(events).toEqual([{ utteranceId: 'p2-u1', text: 'hola', speechFinal: false }]);
  });

  it('finishes whichever recogniser speaks for the session, and the one it fails over to while flushing', async () => {
    const { made, transcriber } = setup();
    const finished = transcriber.finish();
    await tick();
    expect(made[0].finishing).toBe(true);
    refuse(made[0]);
    made[0].done();
    await tick();
    expect(made[1].finishing).toBe(true);
    made[1].done();
    await finished;
  });
});
