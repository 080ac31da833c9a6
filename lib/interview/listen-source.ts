/**
 * What the "Listen to" control offers and which one is chosen: the stored choice when there
 * is one, else "Tab + microphone" where the browser can capture both (desktop Chrome, Edge),
 * else the tab. "both" is one session over /both: the tab is the interviewer, the microphone
 * is the candidate ("You").
 */
export type ListenSource = 'tab' | 'mic' | 'both';

export const LISTEN_OPTIONS: { value: ListenSource; label: string }[] = [
  { value: 'both', label: 'Tab + microphone' },
  { value: 'tab', label: 'Browser tab' },
  { value: 'mic', label: 'Microphone' },
];

export function resolveListenSource(stored: string | null, canCaptureBoth: boolean): ListenSource {
  if (stored === 'tab' || stored === 'mic') return stored;
  if (stored === 'both' && canCaptureBoth) return 'both';
  return canCaptureBoth ? 'both' : 'tab';
}

/** True when this browser can capture a tab and a microphone. */
export function supportsBoth(devices: Partial<MediaDevices> | undefined = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices): boolean {
  return typeof devices?.getDisplayMedia === 'function' && typeof devices?.getUserMedia === 'function';
}
