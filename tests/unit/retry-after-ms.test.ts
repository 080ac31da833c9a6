import { retryAfterMs } from '../../lib/retry/retry-after-ms';

const headers = (h: Record<string, string>) => (name: string) => h[name];

describe('retryAfterMs', () => {
  it('reads retry-after-ms first, then retry-after in seconds', () => {
    expect(retryAfterMs(headers({ 'retry-after-ms': '250', 'retry-after': '3' }))).toBe(250);
    expect(retryAfterMs(headers({ 'retry-after': '0.3' }))).toBe(300);
    expect(retryAfterMs(headers({ 'retry-after': '0' }))).toBe(0);
  });

  it('says nothing when the provider did not, or wrote a date or nonsense', () => {
    expect(retryAfterMs(headers({}))).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after': 'Wed, 25 Nov 2026 20:00:00 GMT' }))).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after': '-4', 'retry-after-ms': 'soon' }))).toBeUndefined();
  });
});
