// The size a captured frame of the shared tab is sent at, and the Solve/Add screen shortcuts.
import { fitFrame } from '@/lib/interview/frame-size';
import { screenShortcut } from '@/lib/interview/screen-shortcut';

describe('fitFrame', () => {
  it.each([
    [[2560, 1440], { width: 1600, height: 900 }],
    [[1440, 2560], { width: 900, height: 1600 }],
    [[3840, 2160], { width: 1600, height: 900 }],
    [[1600, 1200], { width: 1600, height: 1200 }],
    [[1280, 720], { width: 1280, height: 720 }],
    [[1601, 1], { width: 1600, height: 1 }],
    [[5000, 3], { width: 1600, height: 1 }],
  ])('scales %j down to a long side of at most 1,600 px, keeping the ratio', ([w, h], expected) => {
    expect(fitFrame(w, h, 1600)).toEqual(expected);
  });

  it('never scales up, and refuses an empty frame', () => {
    expect(fitFrame(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(() => fitFrame(0, 600, 1600)).toThrow(RangeError);
    expect(() => fitFrame(Number.NaN, 600, 1600)).toThrow(RangeError);
  });
});

describe('screenShortcut', () => {
  const key = (code: string, mods: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; repeat: boolean }> = {}) => ({
    code,
    altKey: true,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    repeat: false,
    ...mods,
  });
  const ctx = { available: true, targetIsTextField: false, dialogOpen: false };

  it('Alt+S solves and Alt+A adds a screen', () => {
    expect(screenShortcut(key('KeyS'), ctx)).toBe('solve');
    expect(screenShortcut(key('KeyA'), ctx)).toBe('add');
  });

  it('ignores plain letters, other modifiers, repeats, typing in fields, dialogs, and sessions without a shared tab', () => {
    expect(screenShortcut(key('KeyS', { altKey: false }), ctx)).toBeNull();
    expect(screenShortcut(key('KeyS', { ctrlKey: true }), ctx)).toBeNull();
    expect(screenShortcut(key('KeyS', { shiftKey: true }), ctx)).toBeNull();
    expect(screenShortcut(key('KeyS', { repeat: true }), ctx)).toBeNull();
    expect(screenShortcut(key('Space'), ctx)).toBeNull();
    expect(screenShortcut(key('KeyS'), { ...ctx, targetIsTextField: true })).toBeNull();
    expect(screenShortcut(key('KeyS'), { ...ctx, dialogOpen: true })).toBeNull();
    expect(screenShortcut(key('KeyS'), { ...ctx, available: false })).toBeNull();
  });
});
