/**
 * Whether asking for the microphone can succeed, known before asking: with no audio input
 * at all, or the microphone already blocked for this site, "Tab + microphone" shares the tab
 * alone without a microphone prompt that could only fail.
 */
export type MicAvailability = 'available' | 'none' | 'blocked';

export interface MicHints {
  /** The kinds enumerateDevices listed (before the permission each present kind is listed once, unnamed); null when unknown. */
  kinds: readonly string[] | null;
  /** The 'microphone' permission's state; null where the browser cannot say (Firefox). */
  permission: string | null;
}

export function micAvailability({ kinds, permission }: MicHints): MicAvailability {
  if (permission === 'denied') return 'blocked';
  if (kinds && !kinds.includes('audioinput')) return 'none';
  return 'available';
}

/** Reads the hints from the browser; anything it cannot tell counts as "maybe there is one". */
export async function probeMicrophone(): Promise<MicAvailability> {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const kinds = media?.enumerateDevices
    ? await media.enumerateDevices().then(
        (devices) => devices.map((d) => d.kind),
        () => null,
      )
    : null;
  const permission = navigator.permissions?.query
    ? await navigator.permissions.query({ name: 'microphone' as PermissionName }).then(
        (status) => status.state,
        () => null,
      )
    : null;
  return micAvailability({ kinds, permission });
}
