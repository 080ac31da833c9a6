// Capture failures in plain words: every getDisplayMedia / getUserMedia rejection maps to a
// problem with guidance, and no browser error name or text ("Requested device not found",
// "Permission denied") is ever part of what the screen shows.
import { captureErrorName, captureGuidance, captureProblem, micFallbackNotice, NO_MICROPHONE_NOTICE, type CaptureKind } from '@/lib/interview/capture-errors';
import { preflightGuidance, type PreflightState } from '@/lib/interview/preflight-guidance';

const NAMES = ['NotFoundError', 'NotAllowedError', 'NotReadableError', 'OverconstrainedError', 'AbortError', 'SecurityError', 'TypeError', 'NotSupportedError', 'InvalidStateError', 'SomethingNewError', ''];
const RAW = /NotFoundError|NotAllowedError|NotReadableError|OverconstrainedError|AbortError|SecurityError|TypeError|Requested device not found|Permission denied/;

describe('capture problems', () => {
  it.each([
    ['mic', 'NotFoundError', 'not_found'],
    ['mic', 'OverconstrainedError', 'not_found'],
    ['mic', 'NotAllowedError', 'denied'],
    ['mic', 'NotReadableError', 'in_use'],
    ['mic', 'SecurityError', 'insecure'],
    ['mic', 'AbortError', 'failed'],
    ['mic', 'TypeError', 'failed'],
    ['mic', 'SomethingNewError', 'failed'],
    ['tab', 'NotAllowedError', 'cancelled'],
    ['tab', 'AbortError', 'cancelled'],
    ['tab', 'NotFoundError', 'not_found'],
    ['tab', 'NotReadableError', 'in_use'],
    ['tab', 'NotSupportedError', 'unsupported'],
    ['tab', 'TypeError', 'failed'],
  ] as const)('%s %s → %s', (kind, name, problem) => {
    expect(captureProblem(kind, name)).toBe(problem);
  });

  it('every failure of either kind gets plain guidance, without the browser’s words', () => {
    for (const kind of ['tab', 'mic'] as CaptureKind[]) {
      for (const name of NAMES) {
        const text = captureGuidance(kind, captureProblem(kind, name));
        expect(text.length).toBeGreaterThan(30);
        expect(text).not.toMatch(RAW);
      }
    }
  });

  it('a blocked microphone says how to allow it from the address bar', () => {
    const text = captureGuidance('mic', captureProblem('mic', 'NotAllowedError'), 'press Start Interview again');
    expect(text).toContain('address bar');
    expect(text).toContain('Allow');
    expect(text).toMatch(/press Start Interview again\.$/);
  });

  it('names a DOMException for the log, and anything else as Error', () => {
    expect(captureErrorName(new DOMException('Requested device not found', 'NotFoundError'))).toBe('NotFoundError');
    expect(captureErrorName('boom')).toBe('Error');
    expect(captureErrorName({ name: '' })).toBe('Error');
  });
});

describe('"Tab + microphone" without the microphone', () => {
  it('no microphone: the exact sentence, and how to be heard next time', () => {
    expect(NO_MICROPHONE_NOTICE).toBe("No microphone: Cuecard hears the interviewer only, and your own words won't be in the debrief");
    const notice = micFallbackNotice('not_found');
    expect(notice.headline).toBe(NO_MICROPHONE_NOTICE);
    expect(notice.help).toMatch(/Plug in a microphone/);
  });

  it('blocked or busy: the same consequence, with the way to fix it', () => {
    const blocked = micFallbackNotice('denied');
    expect(blocked.headline).toBe("Microphone blocked: Cuecard hears the interviewer only, and your own words won't be in the debrief");
    expect(blocked.help).toContain('address bar');
    expect(micFallbackNotice('in_use').headline).toMatch(/^Microphone busy: Cuecard hears the interviewer only/);
    for (const name of NAMES) {
      const { headline, help } = micFallbackNotice(captureProblem('mic', name));
      expect(`${headline} ${help}`).not.toMatch(RAW);
    }
  });

  it('the pre-flight microphone row gives the same guidance, and says what continuing without it means', () => {
    const state: PreflightState = { wantsTab: true, wantsMic: true, tab: 'live', mic: 'not_found', tabSilentMs: 0, micSilentMs: 0 };
    const [g] = preflightGuidance(state);
    expect(g.id).toBe('mic_not_found');
    expect(g.text.startsWith(captureGuidance('mic', 'not_found', 'press “Try the microphone again”'))).toBe(true);
    expect(g.text).toContain("Cuecard hears the interviewer only, and your own words won't be in the debrief");
    // The microphone alone cannot go on without it: no such promise.
    const [micOnly] = preflightGuidance({ ...state, wantsTab: false });
    expect(micOnly.text).not.toContain('interviewer only');
  });
});
