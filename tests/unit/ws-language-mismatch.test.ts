// The "this doesn't sound like English" watch over hand-made finals: low confidence across
// several finals gives the notice once; English-like confidence, interim text, finals with no
// confidence, short replies and a single low final do not.
import { noticeMessage } from '@/lib/protocol';
import { createLanguageMismatchWatch, LANGUAGE_MISMATCH_MESSAGE } from '@/ws-server/session/parts/language-mismatch';

const final = (confidence: number | undefined, text = 'some words the recogniser wrote') => ({ text, confidence, speechFinal: true });

describe('language mismatch watch', () => {
  it('gives the notice on the final that makes the last few low, and only once', () => {
    const watch = createLanguageMismatchWatch({ window: 3, threshold: 0.7 });
    expect(watch.observe(final(0.45))).toBeUndefined();
    expect(watch.observe(final(0.5))).toBeUndefined();
    const notice = watch.observe(final(0.4));
    expect(noticeMessage.parse(notice)).toEqual({ type: 'notice', code: 'language_mismatch', message: LANGUAGE_MISMATCH_MESSAGE });
    expect(notice?.message).toContain('DEEPGRAM_API_KEY');
    for (let i = 0; i < 5; i++) expect(watch.observe(final(0.3))).toBeUndefined();
  });

  it('stays quiet on English-like confidence, and when one low final stands among sure ones', () => {
    const watch = createLanguageMismatchWatch({ window: 3, threshold: 0.7 });
    for (const c of [0.93, 0.88, 0.41, 0.91, 0.86, 0.95, 0.52, 0.9]) expect(watch.observe(final(c))).toBeUndefined();
  });

  it('judges the middle of the window: two low finals of four are not enough, three are', () => {
    const watch = createLanguageMismatchWatch({ window: 4, threshold: 0.7 });
    for (const c of [0.9, 0.5, 0.9, 0.5]) expect(watch.observe(final(c))).toBeUndefined(); // median 0.7
    expect(watch.observe(final(0.5))).toBeDefined(); // 0.5 0.9 0.5 0.5: median 0.5
  });

  it('reads only finals with a confidence and enough words', () => {
    const watch = createLanguageMismatchWatch({ window: 3, minWords: 3, threshold: 0.7 });
    expect(watch.observe({ text: 'words said so far', confidence: 0.1, speechFinal: false })).toBeUndefined();
    expect(watch.observe(final(undefined))).toBeUndefined(); // an engine that reports none
    expect(watch.observe(final(0.1, 'Yes.'))).toBeUndefined();
    expect(watch.observe(final(0.1, 'Okay, sure ...'))).toBeUndefined(); // "..." is not a word
    expect(watch.observe(final(0.2))).toBeUndefined();
    expect(watch.observe(final(0.2))).toBeUndefined();
    // Only now are there three counted finals.
    expect(watch.observe(final(0.2))).toBeDefined();
  });

  it('uses the measured defaults when given no options', () => {
    const watch = createLanguageMismatchWatch();
    const notices = [0.4, 0.45, 0.5, 0.42, 0.38, 0.47].map((c) => watch.observe(final(c))).filter(Boolean);
    expect(notices).toHaveLength(1);
    const english = createLanguageMismatchWatch();
    expect([0.93, 0.86, 0.9, 0.95, 0.81, 0.92].map((c) => english.observe(final(c))).filter(Boolean)).toHaveLength(0);
  });
});
