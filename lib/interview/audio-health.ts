/**
 * The audio-health indicator: inactive until a session starts; warning on
 * start; checked every 5 s (healthy if the last transcription is under 8 s old, warning
 * under 20 s, error beyond); the first non-empty transcription makes it healthy and stops
 * the checking; stopping resets it to inactive. Pure: the caller owns the timer and the clock.
 */
export const HEALTH_CHECK_INTERVAL_MS = 5_000;
const HEALTHY_UNDER_MS = 8_000;
const WARNING_UNDER_MS = 20_000;

export type HealthStatus = 'inactive' | 'healthy' | 'warning' | 'error';

export interface AudioHealth {
  status: HealthStatus;
  /** When the session started (ms, caller's clock); null when inactive. */
  startedAt: number | null;
  /** When the last non-empty transcription arrived; null before the first. */
  lastTranscriptionAt: number | null;
  /** True while the 5 s checks should run. */
  checking: boolean;
}

export type HealthEvent =
  | { type: 'start'; now: number }
  | { type: 'transcription'; now: number; text: string }
  | { type: 'check'; now: number }
  | { type: 'stop' };

export const INITIAL_HEALTH: AudioHealth = { status: 'inactive', startedAt: null, lastTranscriptionAt: null, checking: false };

/** The indicator's tooltip and status text for each state. */
export const HEALTH_TEXT: Record<Exclude<HealthStatus, 'inactive'>, { tooltip: string; status: string }> = {
  healthy: { tooltip: 'System is receiving audio transcriptions', status: 'Audio detected - System healthy' },
  warning: { tooltip: 'No recent transcriptions - check if video is playing', status: 'Waiting for audio - Check video playback' },
  error: {
    tooltip: 'No transcriptions detected - make sure interview video is playing and audible',
    status: 'No audio detected - Ensure video is playing',
  },
};

/** Age of the last transcription → state. Without any transcription yet the age counts from the start, but never reads healthy. */
export function classifyAge(ageMs: number, heardAny: boolean): Exclude<HealthStatus, 'inactive'> {
  if (ageMs < HEALTHY_UNDER_MS && heardAny) return 'healthy';
  if (ageMs < WARNING_UNDER_MS) return 'warning';
  return 'error';
}

export function nextHealth(state: AudioHealth, event: HealthEvent): AudioHealth {
  switch (event.type) {
    case 'start':
      return { status: 'warning', startedAt: event.now, lastTranscriptionAt: null, checking: true };
    case 'stop':
      return INITIAL_HEALTH;
    case 'transcription': {
      if (state.status === 'inactive' || event.text.trim() === '') return state;
      const first = state.lastTranscriptionAt === null;
      return { ...state, lastTranscriptionAt: event.now, status: first ? 'healthy' : state.status, checking: first ? false : state.checking };
    }
    case 'check': {
      if (!state.checking || state.startedAt === null) return state;
      const heardAny = state.lastTranscriptionAt !== null;
      const status = classifyAge(event.now - (state.lastTranscriptionAt ?? state.startedAt), heardAny);
      return status === state.status ? state : { ...state, status };
    }
  }
}
