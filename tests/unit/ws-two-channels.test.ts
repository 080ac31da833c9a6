// "Tab + microphone" on one socket: the channel tag framing, the per-channel audio allowance,
// and the echo dedupe that keeps the interviewer's voice (heard again through the candidate's
// speakers) out of the candidate's words.
import { CHANNEL_TAGS, decodeChannelFrame, encodeChannelFrame, LIMITS } from '@/lib/protocol';
import { createAudioAllowance } from '@/ws-server/channels/channel-audio-allowance';
import { EchoGate } from '@/ws-server/channels/echo-gate';
import { isEchoOf, normalizedWords, wordSimilarity } from '@/ws-server/channels/echo-match';

const pcm = (bytes: number) => new Uint8Array(bytes).map((_, i) => i % 251).buffer;

describe('channel framing', () => {
  it('prefixes the PCM with the channel byte and reads it back', () => {
    const frame = new Uint8Array(encodeChannelFrame('mic', pcm(3200)));
    expect(frame.length).toBe(3201);
    expect(frame[0]).toBe(CHANNEL_TAGS.mic);
    expect(Array.from(frame.subarray(1, 5))).toEqual([0, 1, 2, 3]);
    expect(decodeChannelFrame(frame)).toEqual({ ok: true, channel: 'mic', offset: 1, bytes: 3200 });
    expect(decodeChannelFrame(new Uint8Array(encodeChannelFrame('tab', pcm(3200))))).toMatchObject({ ok: true, channel: 'tab' });
  });

  it('refuses an unknown tag, half a sample, an empty frame and a message over the audio limit', () => {
    expect(decodeChannelFrame(Uint8Array.from([7, 0, 0]))).toEqual({ ok: false, problem: 'unknown_channel' });
    expect(decodeChannelFrame(Uint8Array.from([1, 0, 0, 0]))).toEqual({ ok: false, problem: 'malformed' });
    expect(decodeChannelFrame(Uint8Array.from([0]))).toEqual({ ok: false, problem: 'malformed' });
    expect(decodeChannelFrame(new Uint8Array(0))).toEqual({ ok: false, problem: 'malformed' });
    expect(decodeChannelFrame(new Uint8Array(encodeChannelFrame('tab', pcm(LIMITS.maxAudioFrameBytes))))).toEqual({ ok: false, problem: 'too_large' });
  });
});

describe('audio allowance per channel', () => {
  const frame = (channel: 'tab' | 'mic') => Buffer.from(encodeChannelFrame(channel, pcm(3200)));

  it('lets /both send both channels at real time (twice real time in total) for a minute', () => {
    let t = 0;
    const allowance = createAudioAllowance('both', { burstSeconds: 2, now: () => t });
    for (let i = 0; i < 600; i++) {
      t += 100;
      expect(allowance.take(frame('tab'))).toBe(true);
      expect(allowance.take(frame('mic'))).toBe(true);
    }
  });

  it('still stops one channel sent at twice real time on /both', () => {
    let t = 0;
    const allowance = createAudioAllowance('both', { burstSeconds: 2, now: () => t });
    let refused = -1;
    for (let i = 0; i < 200 && refused < 0; i++) {
      t += 100;
      if (!allowance.take(frame('tab')) || !allowance.take(frame('tab'))) refused = i;
    }
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(40);
  });

  it('keeps one bucket for an untagged /tab socket, so interleaved channels there are twice real time and stopped', () => {
    let t = 0;
    const allowance = createAudioAllowance('tab', { burstSeconds: 2, now: () => t });
    const untagged = Buffer.from(pcm(3200));
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      t += 100;
      refused = !allowance.take(untagged) || !allowance.take(untagged);
    }
    expect(refused).toBe(true);
  });
});

describe('echo match', () => {
  const at = (text: string, startMs: number, endMs: number) => ({ text, startMs, endMs });

  it('counts the same sentence with a few misheard words as the same speech', () => {
    const tab = normalizedWords('Tell me about a time you had a conflict with a coworker. How did you resolve it?');
    const mic = normalizedWords('tell me about the time you had conflict with a co worker how did you resolve it');
    expect(wordSimilarity(tab, mic)).toBeGreaterThanOrEqual(0.6);
    expect(isEchoOf(at('tell me about the time you had conflict with a co worker how did you resolve it', 1000, 5000), at('Tell me about a time you had a conflict with a coworker. How did you resolve it?', 1200, 5300))).toBe(true);
  });

  it('does not count the candidate answering, or the same words minutes apart', () => {
    const question = at('What does the on-call rotation look like for this team?', 0, 3000);
    expect(isEchoOf(at('I led the migration of our billing ledger to Postgres with zero downtime', 500, 4000), question)).toBe(false);
    expect(isEchoOf(at('What does the on-call rotation look like for this team?', 120_000, 123_000), question)).toBe(false);
    expect(wordSimilarity([], normalizedWords('anything'))).toBe(0);
  });
});

describe('echo gate', () => {
  function gate(tabBusy?: () => boolean) {
    let t = 0;
    const timers: { at: number; fn: () => void }[] = [];
    const g = new EchoGate({
      now: () => t,
      ...(tabBusy ? { tabBusy } : {}),
      setTimer: (fn, ms) => {
        const timer = { at: t + ms, fn };
        timers.push(timer);
        return timer;
      },
      clearTimer: (h) => timers.splice(timers.indexOf(h as (typeof timers)[number]), 1),
    });
    const advance = (ms: number) => {
      t += ms;
      for (const timer of timers.filter((x) => x.at <= t)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
    };
    return { g, advance };
  }
  const QUESTION = 'Tell me about a time you had a conflict with a coworker';

  it('drops the microphone final when the tab said the same words first', () => {
    const { g } = gate();
    const verdicts: boolean[] = [];
    g.tabHeard('u1', 'tell me about a time', false);
    expect(g.micInterim('u1', 'tell me about a time')).toBe(true);
    g.tabHeard('u1', QUESTION, true);
    g.micFinal('u1', QUESTION.toLowerCase(), (echo) => verdicts.push(echo));
    expect(verdicts).toEqual([true]);
    expect(g.stats).toEqual({ micFinals: 1, echoes: 1 });
  });

  it('holds a microphone final that arrives before the tab has finished, then drops it', () => {
    const { g, advance } = gate();
    const verdicts: boolean[] = [];
    g.tabHeard('u1', 'tell me', false);
    g.micInterim('u1', 'tell');
    advance(2_000);
    g.micFinal('u1', QUESTION, (echo) => verdicts.push(echo));
    expect(verdicts).toEqual([]);
    advance(1_000);
    g.tabHeard('u1', QUESTION, true);
    expect(verdicts).toEqual([true]);
  });

  it("lets the candidate's own words through once the grace period has passed", () => {
    const { g, advance } = gate();
    const verdicts: boolean[] = [];
    g.tabHeard('u1', QUESTION, true);
    advance(4_000);
    g.micInterim('u1', 'in my last role');
    g.micFinal('u1', 'In my last role I paired with him on a prototype', (echo) => verdicts.push(echo));
    expect(verdicts).toEqual([]);
    advance(1_500);
    expect(verdicts).toEqual([false]);
    expect(g.stats).toEqual({ micFinals: 1, echoes: 0 });
  });

  it('never holds a final past the maximum, even while the tab keeps talking', () => {
    const { g, advance } = gate();
    const verdicts: boolean[] = [];
    g.tabHeard('u1', 'and another thing', false);
    g.micFinal('u1', 'What does on-call look like here?', (echo) => verdicts.push(echo));
    advance(3_000);
    g.tabHeard('u1', 'and another thing about the team', false);
    expect(verdicts).toEqual([]);
    advance(1_000);
    expect(verdicts).toEqual([false]);
  });

  it('hands out verdicts in the order the finals arrived, even when a later one is judged first', () => {
    const { g, advance } = gate();
    const said: string[] = [];
    g.tabHeard('u1', QUESTION, true);
    g.micFinal('m1', 'In my last role I paired with him on a prototype', (echo) => said.push(`m1:${echo}`));
    advance(1);
    g.micFinal('m2', QUESTION.toLowerCase(), (echo) => said.push(`m2:${echo}`));
    expect(said).toEqual([]);
    advance(1_500);
    expect(said).toEqual(['m1:false', 'm2:true']);
  });

  it("drops the echo when the tab's decode trails the microphone's by seconds, by when each was spoken", () => {
    // A loaded server: the tab's recogniser is still decoding the question the microphone already heard.
    let busy = true;
    const { g, advance } = gate(() => busy);
    const verdicts: boolean[] = [];
    g.micFinal('m1', QUESTION.toLowerCase(), (echo) => verdicts.push(echo), 300);
    advance(3_000);
    expect(verdicts).toEqual([]);
    busy = false;
    // Its last word was spoken 3.4 s ago, 80 ms before the microphone's.
    g.tabHeard('u1', QUESTION, true, 3_380);
    expect(verdicts).toEqual([true]);
  });

  it('waits longer for a tab recogniser still decoding than for one merely speaking, and never past the longest hold', () => {
    const { g, advance } = gate(() => true);
    const verdicts: boolean[] = [];
    g.micFinal('m1', 'In my last role I paired with him on a prototype', (echo) => verdicts.push(echo), 200);
    advance(8_000);
    expect(verdicts).toEqual([]);
    advance(4_000);
    expect(verdicts).toEqual([false]);
  });

  it("lets the candidate's words through soon after a busy tab recogniser turns out to have said nothing like them", () => {
    let busy = true;
    const { g, advance } = gate(() => busy);
    const verdicts: boolean[] = [];
    g.micFinal('m1', 'In my last role I paired with him on a prototype', (echo) => verdicts.push(echo), 200);
    advance(2_000);
    expect(verdicts).toEqual([]);
    busy = false;
    advance(250);
    expect(verdicts).toEqual([false]);
  });

  it('without word times, a tab final seconds after the microphone is another moment', () => {
    const { g, advance } = gate();
    const verdicts: boolean[] = [];
    g.tabHeard('u0', 'so tell me', false);
    g.micFinal('m1', QUESTION.toLowerCase(), (echo) => verdicts.push(echo));
    advance(3_000);
    g.tabHeard('u0', 'so tell me', true);
    g.tabHeard('u1', QUESTION, true);
    advance(1_000);
    expect(verdicts).toEqual([false]);
  });

  it('keeps a bounded window of the tab', () => {
    const { g, advance } = gate();
    for (let i = 0; i < 500; i++) {
      g.tabHeard(`u${i}`, `sentence number ${i}`, true);
      advance(100);
    }
    expect((g as unknown as { tab: Map<string, unknown> }).tab.size).toBeLessThanOrEqual(64);
  });
});
