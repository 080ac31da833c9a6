// The pre-flight check's guidance: which plain advice each tab and microphone state gets,
// and when the dialog says "Start interview" rather than "Continue anyway".
import { micCheckFromError, preflightAllGood, preflightGuidance, tabCheckFromShare, type PreflightState } from '@/lib/interview/preflight-guidance';

const base: PreflightState = { wantsTab: true, wantsMic: true, tab: 'live', mic: 'live', tabSilentMs: 0, micSilentMs: 0 };
const ids = (s: Partial<PreflightState>) => preflightGuidance({ ...base, ...s }).map((g) => g.id);

describe('pre-flight guidance', () => {
  it('says nothing when both sides are live and heard, and offers Start interview', () => {
    expect(ids({})).toEqual([]);
    expect(preflightAllGood(base)).toBe(true);
  });

  it('no tab shared: tells the user to share the tab', () => {
    expect(ids({ tab: 'not_shared' })).toEqual(['tab_not_shared']);
    expect(ids({ tab: 'cancelled' })).toEqual(['tab_cancelled']);
    expect(preflightAllGood({ ...base, tab: 'not_shared' })).toBe(false);
  });

  it('a tab shared without its audio explains where "Also share tab audio" is', () => {
    const [g] = preflightGuidance({ ...base, tab: 'no_audio' });
    expect(g.id).toBe('tab_no_audio');
    expect(g.severity).toBe('problem');
    expect(g.text).toContain('Also share tab audio');
    expect(g.text).toContain('bottom left');
  });

  it('a blocked microphone explains how to allow it in the address bar', () => {
    const [g] = preflightGuidance({ ...base, mic: 'denied' });
    expect(g.id).toBe('mic_denied');
    expect(g.text).toContain('address bar');
    expect(g.text).toContain('Allow');
  });

  it('10 s of silence on a live stream is a problem, 9.9 s is not', () => {
    expect(ids({ tabSilentMs: 9_900, micSilentMs: 9_900 })).toEqual([]);
    expect(ids({ tabSilentMs: 10_000 })).toEqual(['tab_silent']);
    expect(ids({ micSilentMs: 12_000 })).toEqual(['mic_silent']);
    expect(preflightAllGood({ ...base, micSilentMs: 12_000 })).toBe(false);
  });

  it('only judges the sides the chosen source uses', () => {
    expect(ids({ wantsMic: false, mic: 'denied' })).toEqual([]);
    expect(ids({ wantsTab: false, tab: 'not_shared' })).toEqual([]);
    expect(preflightAllGood({ ...base, wantsTab: false, tab: 'not_shared' })).toBe(true);
  });

  it('waiting for the microphone is a hint, not a problem, but not yet all good', () => {
    const [g] = preflightGuidance({ ...base, mic: 'asking' });
    expect(g).toMatchObject({ id: 'mic_asking', severity: 'hint' });
    expect(preflightAllGood({ ...base, mic: 'asking' })).toBe(false);
    expect(ids({ tab: 'asking' })).toEqual([]);
  });

  it('lists tab problems before microphone problems', () => {
    expect(ids({ tab: 'no_audio', mic: 'not_found' })).toEqual(['tab_no_audio', 'mic_not_found']);
  });

  it('maps getUserMedia and getDisplayMedia outcomes to check states', () => {
    expect(micCheckFromError('NotAllowedError')).toBe('denied');
    expect(micCheckFromError('NotFoundError')).toBe('not_found');
    expect(micCheckFromError('NotReadableError')).toBe('failed');
    expect(tabCheckFromShare({ audioTracks: 1 })).toBe('live');
    expect(tabCheckFromShare({ audioTracks: 0 })).toBe('no_audio');
    expect(tabCheckFromShare({ errorName: 'NotAllowedError' })).toBe('cancelled');
    expect(tabCheckFromShare({ errorName: 'NotSupportedError' })).toBe('unsupported');
  });
});
