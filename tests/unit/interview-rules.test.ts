// The interview screen's rules: desktop only, credits, Space, the divider, the mock URL.
import { isMobileOrTouch } from '@/lib/interview/device';
import { creditLimitFallback, hasCredits, INTERVIEW_TEXT } from '@/lib/interview/interview-messages';
import { mockInterviewUrl, PRACTICE_INTERVIEW_PATH } from '@/lib/interview/mock-interview-url';
import { clampPercent, DEFAULT_LEFT_PERCENT, parseStoredPercent, percentFromKey, percentFromPointer } from '@/lib/interview/panel-split';
import { decideSpace } from '@/lib/interview/space-shortcut';

const desktop = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36', maxTouchPoints: 0, coarsePointer: false };

describe('interview rules', () => {
  it('refuses phones, tablets and touch-first devices, accepts desktops', () => {
    expect(isMobileOrTouch(desktop)).toBe(false);
    expect(isMobileOrTouch({ ...desktop, maxTouchPoints: 10, coarsePointer: false })).toBe(false);
    expect(isMobileOrTouch({ ...desktop, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' })).toBe(true);
    expect(isMobileOrTouch({ ...desktop, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)' })).toBe(true);
    expect(isMobileOrTouch({ ...desktop, maxTouchPoints: 5, coarsePointer: true })).toBe(true);
    expect(isMobileOrTouch({ ...desktop, uaMobile: true })).toBe(true);
    expect(INTERVIEW_TEXT.desktopOnly).toBe('Cuecard AI only runs on Desktop');
  });

  it('needs credit_used below the plan credits, with the fallback text', () => {
    expect(hasCredits(29.5, 30)).toBe(true);
    expect(hasCredits(30, 30)).toBe(false);
    expect(creditLimitFallback(30, 31.5)).toBe(
      "You have reached your credit limit of 30 credits. You've used 31.5 credits. Please upgrade your subscription to continue.",
    );
  });

  it('Space triggers only while running, socket open and question non-blank; never in a text field', () => {
    const base = { running: true, socketReady: true, question: 'Why us?', targetIsTextField: false, dialogOpen: false };
    expect(decideSpace(base)).toBe('trigger');
    expect(decideSpace({ ...base, question: '   ' })).toBe('swallow');
    expect(decideSpace({ ...base, socketReady: false })).toBe('swallow');
    expect(decideSpace({ ...base, running: false })).toBe('ignore');
    expect(decideSpace({ ...base, targetIsTextField: true })).toBe('ignore');
    expect(decideSpace({ ...base, dialogOpen: true })).toBe('ignore');
  });

  it('the divider defaults to 30 %, is clamped, and moves with the keyboard', () => {
    expect(DEFAULT_LEFT_PERCENT).toBe(30);
    expect(parseStoredPercent(null)).toBe(30);
    expect(parseStoredPercent('banana')).toBe(30);
    expect(parseStoredPercent('45')).toBe(45);
    expect(parseStoredPercent('99')).toBe(70);
    expect(clampPercent(2)).toBe(15);
    expect(percentFromPointer(600, 100, 1000)).toBe(50);
    expect(percentFromKey('ArrowRight', 30)).toBe(32);
    expect(percentFromKey('ArrowLeft', 30)).toBe(28);
    expect(percentFromKey('Home', 30)).toBe(15);
    expect(percentFromKey('End', 30)).toBe(70);
    expect(percentFromKey('a', 30)).toBeNull();
  });

  it('sends the mock interview to MOCK_INTERVIEW_URL when it is a safe URL, else to the practice page', () => {
    expect(mockInterviewUrl(undefined)).toBe(PRACTICE_INTERVIEW_PATH);
    expect(mockInterviewUrl('https://videos.example.com/mock.html')).toBe('https://videos.example.com/mock.html');
    expect(mockInterviewUrl('/practice-interview?v=2')).toBe('/practice-interview?v=2');
    expect(mockInterviewUrl('javascript:alert(1)')).toBe(PRACTICE_INTERVIEW_PATH);
    expect(mockInterviewUrl('//evil.example.com')).toBe(PRACTICE_INTERVIEW_PATH);
  });
});
