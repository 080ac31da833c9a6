// The audio-health indicator: states, thresholds and the texts users see.
import { classifyAge, HEALTH_CHECK_INTERVAL_MS, HEALTH_TEXT, INITIAL_HEALTH, nextHealth, type AudioHealth, type HealthEvent } from '@/lib/interview/audio-health';

const play = (events: HealthEvent[], from: AudioHealth = INITIAL_HEALTH) => events.reduce(nextHealth, from);

describe('audio health', () => {
  it('is inactive before a session and warning as soon as it starts', () => {
    expect(INITIAL_HEALTH.status).toBe('inactive');
    const started = play([{ type: 'start', now: 1000 }]);
    expect(started.status).toBe('warning');
    expect(started.checking).toBe(true);
  });

  it('checks every 5 s: warning until 20 s without any transcription, then error', () => {
    expect(HEALTH_CHECK_INTERVAL_MS).toBe(5000);
    let s = play([{ type: 'start', now: 0 }]);
    for (const t of [5000, 10000, 15000]) {
      s = nextHealth(s, { type: 'check', now: t });
      expect(s.status).toBe('warning');
    }
    s = nextHealth(s, { type: 'check', now: 20000 });
    expect(s.status).toBe('error');
  });

  it('the first non-empty transcription makes it healthy and stops the checking', () => {
    let s = play([{ type: 'start', now: 0 }, { type: 'check', now: 25000 }]);
    expect(s.status).toBe('error');
    s = nextHealth(s, { type: 'transcription', now: 26000, text: '   ' });
    expect(s.status).toBe('error');
    s = nextHealth(s, { type: 'transcription', now: 27000, text: 'tell me about yourself' });
    expect(s).toMatchObject({ status: 'healthy', checking: false, lastTranscriptionAt: 27000 });
    // No more checks: a later check changes nothing.
    expect(nextHealth(s, { type: 'check', now: 90000 })).toBe(s);
  });

  it('classifies the age of the last transcription: healthy under 8 s, warning under 20 s, error beyond', () => {
    expect(classifyAge(7999, true)).toBe('healthy');
    expect(classifyAge(8000, true)).toBe('warning');
    expect(classifyAge(19999, true)).toBe('warning');
    expect(classifyAge(20000, true)).toBe('error');
    // Without any transcription it is never healthy.
    expect(classifyAge(1000, false)).toBe('warning');
  });

  it('stopping resets to inactive, and transcriptions while inactive are ignored', () => {
    const s = play([{ type: 'start', now: 0 }, { type: 'transcription', now: 100, text: 'hi' }, { type: 'stop' }]);
    expect(s).toEqual(INITIAL_HEALTH);
    expect(nextHealth(INITIAL_HEALTH, { type: 'transcription', now: 1, text: 'hello' })).toBe(INITIAL_HEALTH);
  });

  it('carries the tooltip and status texts word for word', () => {
    expect(HEALTH_TEXT.healthy).toEqual({ tooltip: 'System is receiving audio transcriptions', status: 'Audio detected - System healthy' });
    expect(HEALTH_TEXT.warning).toEqual({ tooltip: 'No recent transcriptions - check if video is playing', status: 'Waiting for audio - Check video playback' });
    expect(HEALTH_TEXT.error).toEqual({
      tooltip: 'No transcriptions detected - make sure interview video is playing and audible',
      status: 'No audio detected - Ensure video is playing',
    });
  });
});
