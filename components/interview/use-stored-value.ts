'use client';
import { useCallback, useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'cuecard:stored-value';

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * A string kept in localStorage (or sessionStorage), read without a hydration mismatch: the
 * server render and hydration see null, then the stored value.
 */
export function useStoredValue(key: string, kind: 'local' | 'session' = 'local'): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => store(kind)?.getItem(key) ?? null,
    () => null,
  );
  const set = useCallback(
    (next: string) => {
      try {
        store(kind)?.setItem(key, next);
      } catch {
        // Private mode or quota: the value lasts for this page only... or not at all.
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [key, kind],
  );
  return [value, set];
}
