import type { IncomingHttpHeaders } from 'node:http';

/** The `Prefer` preferences the emulator honours (RFC 7240 as PostgREST reads it). */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only';
  /** planned and estimated are answered with the exact count: the emulator has no planner statistics to offer. */
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing: 'null' | 'default';
}

/**
 * Reads every Prefer header (supabase-js sends several, and Headers joins them with ", ").
 * Unknown or malformed preferences are ignored, as PostgREST does without handling=strict.
 */
export function parsePrefer(headers: IncomingHttpHeaders, defaultReturn: Preferences['return']): Preferences {
  const raw = headers.prefer;
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const prefs: Preferences = { return: defaultReturn, missing: 'null' };
  for (const part of text.split(',')) {
    const [key, value] = part.trim().split('=').map((s) => s.trim().toLowerCase());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) prefs.return = value;
    else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefs.count = value;
    else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefs.resolution = value;
    else if (key === 'missing' && (value === 'default' || value === 'null')) prefs.missing = value;
  }
  return prefs;
}
