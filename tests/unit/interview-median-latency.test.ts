import { medianLatency } from '@/lib/interview/median-latency';

describe('the session median shown in the interview footer', () => {
  it('is the middle latency of an odd count and the mean of the middle two of an even count', () => {
    expect(medianLatency([900, 300, 500])).toBe(500);
    expect(medianLatency([400, 200, 800, 600])).toBe(500);
  });

  it('ignores answers without a latency, and is null when none has one', () => {
    expect(medianLatency([null, 350, null])).toBe(350);
    expect(medianLatency([null])).toBeNull();
    expect(medianLatency([])).toBeNull();
  });

  it('is not pulled up by one slow answer', () => {
    expect(medianLatency([300, 320, 340, 15_000])).toBe(330);
  });
});
