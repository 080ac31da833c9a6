'use client';
import { useCallback } from 'react';
import { clampPercent, parseStoredPercent, SPLIT_STORAGE_KEY } from '@/lib/interview/panel-split';
import { useStoredValue } from './use-stored-value';

/** The divider position, remembered in localStorage. */
export function usePanelSplit() {
  const [stored, store] = useStoredValue(SPLIT_STORAGE_KEY);
  const percent = parseStoredPercent(stored);
  const setPercent = useCallback((value: number) => store(String(clampPercent(value))), [store]);
  return { percent, setPercent };
}
