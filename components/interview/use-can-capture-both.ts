'use client';
import { useSyncExternalStore } from 'react';
import { supportsBoth } from '@/lib/interview/listen-source';

const never = () => () => undefined;

/**
 * Whether "Tab + microphone" can work in this browser. The server render and hydration assume
 * it can (desktop Chrome, the product's browser), so the first paint matches either way.
 */
export function useCanCaptureBoth(): boolean {
  return useSyncExternalStore(never, () => supportsBoth(), () => true);
}
