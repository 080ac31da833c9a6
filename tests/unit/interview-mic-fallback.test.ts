// "Tab + microphone" never stops for the microphone: with none (known before asking, so no
// prompt), or with it blocked or busy, the tab alone is captured and the reason is kept.
import { CaptureError } from '@/lib/interview/capture';
import { startBothCapture } from '@/lib/interview/capture-both';
import { micAvailability } from '@/lib/interview/mic-availability';

const startCapture = jest.fn();
jest.mock('@/lib/interview/capture', () => {
  const actual = jest.requireActual('@/lib/interview/capture');
  return { ...actual, startCapture: (...args: unknown[]) => startCapture(...args) };
});

const tabStop = jest.fn();
const noop = { onFrame: () => undefined, onEnded: () => undefined };

beforeEach(() => {
  startCapture.mockReset();
  tabStop.mockReset();
});

function tabThen(mic: () => unknown) {
  startCapture.mockImplementation(async (source: string) => {
    if (source === 'tab') return { previewStream: null, source: 'tab', stop: tabStop };
    return mic();
  });
}

describe('microphone availability before asking', () => {
  it.each([
    [{ kinds: [], permission: 'prompt' }, 'none'],
    [{ kinds: ['audiooutput', 'videoinput'], permission: null }, 'none'],
    [{ kinds: ['audioinput'], permission: 'denied' }, 'blocked'],
    [{ kinds: ['audioinput'], permission: 'prompt' }, 'available'],
    [{ kinds: null, permission: null }, 'available'],
  ] as const)('%j → %s', (hints, expected) => {
    expect(micAvailability(hints)).toBe(expected);
  });
});

describe('startBothCapture', () => {
  it('with no microphone, shares the tab alone and never asks for the microphone', async () => {
    tabThen(() => {
      throw new Error('the microphone must not be asked for');
    });
    const capture = await startBothCapture(noop, {}, async () => 'none');
    expect(startCapture.mock.calls.map((c) => c[0])).toEqual(['tab']);
    expect(capture).toMatchObject({ source: 'tab', micProblem: 'not_found' });
  });

  it('with the microphone already blocked, does not prompt for it either', async () => {
    tabThen(() => {
      throw new Error('the microphone must not be asked for');
    });
    const capture = await startBothCapture(noop, {}, async () => 'blocked');
    expect(capture).toMatchObject({ source: 'tab', micProblem: 'denied' });
  });

  it('a microphone refused at the prompt keeps the tab going alone', async () => {
    tabThen(() => {
      throw new CaptureError('blocked', 'permission_denied', 'NotAllowedError', 'denied');
    });
    const capture = await startBothCapture(noop, {}, async () => 'available');
    expect(capture).toMatchObject({ source: 'tab', micProblem: 'denied', micErrorName: 'NotAllowedError' });
    expect(tabStop).not.toHaveBeenCalled();
    capture.stop();
    expect(tabStop).toHaveBeenCalledTimes(1);
  });

  it('with both, labels each frame by its channel', async () => {
    const frames: string[] = [];
    startCapture.mockImplementation(async (source: string, callbacks: { onFrame: (f: ArrayBuffer) => void }) => {
      callbacks.onFrame(new ArrayBuffer(2));
      return { previewStream: null, source, stop: () => undefined };
    });
    const capture = await startBothCapture({ onFrame: (_f, channel) => frames.push(channel), onEnded: () => undefined }, {}, async () => 'available');
    expect(capture.source).toBe('both');
    expect(capture.micProblem).toBeUndefined();
    expect(frames).toEqual(['tab', 'mic']);
  });

  it('a tab that cannot be shared still fails the start', async () => {
    startCapture.mockRejectedValue(new CaptureError('cancelled', 'permission_denied', 'NotAllowedError', 'cancelled'));
    await expect(startBothCapture(noop, {}, async () => 'available')).rejects.toThrow('cancelled');
  });
});
