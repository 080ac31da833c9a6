'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppShell } from '@/components/app-shell/app-shell-provider';
import { markGuidedOnboarded, markOnboarded } from '@/lib/profile/profile-queries';
import type { Profile } from '@/lib/profile/types';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import type { Phase } from './use-interview-session';
import { useStoredValue } from './use-stored-value';

export type GuidedStep = 'off' | 'welcome' | 'mock' | 'start' | 'listening' | 'done';

const SPOTLIGHT_MS = 5_000;
const NOTHING_HEARD_CHECK_MS = 5_000;
const DISMISSED_KEY = 'cuecard.guided.dismissed';

/**
 * The guided first session: welcome modal → 'Launch Mock Interview' → 'Start
 * Interview Session' → listening (5 s after sharing, nothing heard → 'Play the Interview
 * Video') → the first answer sets guided_onboarded. The menu is held while it runs.
 */
export function useGuidedFlow({ profile, phase, heardAnything, refreshProfile }: { profile: Profile | null; phase: Phase; heardAnything: boolean; refreshProfile: () => Promise<void> }) {
  const shell = useAppShell();
  const [stored, setStored] = useState<'off' | 'mock' | 'start' | 'done'>('off');
  const [dismissed, setDismissed] = useStoredValue(DISMISSED_KEY, 'session');
  const [spotlightOverFor, setSpotlightOverFor] = useState<string | null>(null);
  const [playVideoOpen, setPlayVideoOpen] = useState(false);
  const [popupAtStart, setPopupAtStart] = useState(0);
  const { setMenuLocked, setTooltipFlag, setInterviewStep } = shell;

  const eligible = Boolean(profile && !profile.guided_onboarded && dismissed !== '1');
  const step: GuidedStep =
    stored === 'off' ? (eligible ? 'welcome' : 'off') : stored === 'start' && phase !== 'idle' ? 'listening' : stored === 'done' ? 'done' : stored;
  // Launch Mock from the top bar counts as launching it from the tooltip.
  const effective: GuidedStep = step === 'mock' && shell.popupClicks > popupAtStart ? 'start' : step;
  const touring = effective === 'mock' || effective === 'start' || effective === 'listening';
  const spotlight = (effective === 'mock' || effective === 'start') && spotlightOverFor !== effective;

  useEffect(() => {
    setMenuLocked(touring);
    setTooltipFlag(effective === 'mock' || effective === 'start');
    setInterviewStep({ off: 0, welcome: 0, mock: 1, start: 2, listening: 3, done: 0 }[effective]);
  }, [effective, touring, setMenuLocked, setTooltipFlag, setInterviewStep]);
  useEffect(() => () => setMenuLocked(false), [setMenuLocked]);

  // The spotlight shows for 5 s at each tooltip step, and is gone once the flow ends.
  useEffect(() => {
    if (effective !== 'mock' && effective !== 'start') return;
    const timer = setTimeout(() => setSpotlightOverFor(effective), SPOTLIGHT_MS);
    return () => clearTimeout(timer);
  }, [effective]);

  // About 5 s after sharing starts, if nothing was heard, the video is probably not playing: ask for it.
  const heardRef = useRef(heardAnything);
  useEffect(() => {
    heardRef.current = heardAnything;
  }, [heardAnything]);
  useEffect(() => {
    if (effective !== 'listening') return;
    const timer = setTimeout(() => {
      if (!heardRef.current) setPlayVideoOpen(true);
    }, NOTHING_HEARD_CHECK_MS);
    return () => clearTimeout(timer);
  }, [effective]);

  const onboard = useCallback(async () => {
    if (profile && !profile.is_onboarded) {
      await markOnboarded(createBrowserSupabase(), profile.id).catch(() => undefined);
      await refreshProfile();
    }
  }, [profile, refreshProfile]);

  const continueWelcome = useCallback(() => {
    setPopupAtStart(shell.popupClicks);
    setStored('mock');
    void onboard();
  }, [onboard, shell.popupClicks]);

  const closeWelcome = useCallback(() => {
    if (stored !== 'off') return;
    setDismissed('1');
    void onboard();
  }, [onboard, setDismissed, stored]);

  const skip = useCallback(() => {
    setDismissed('1');
    setStored('done');
  }, [setDismissed]);

  const mockLaunched = useCallback(() => setStored((s) => (s === 'mock' ? 'start' : s)), []);

  const stepRef = useRef(effective);
  useEffect(() => {
    stepRef.current = effective;
  }, [effective]);
  const answerDone = useCallback(() => {
    if (!profile || profile.guided_onboarded) return;
    if (stepRef.current !== 'listening' && stepRef.current !== 'start') return;
    setStored('done');
    void markGuidedOnboarded(createBrowserSupabase(), profile.id)
      .catch(() => undefined)
      .then(() => refreshProfile());
  }, [profile, refreshProfile]);

  return { step: effective, spotlight, playVideoOpen, closePlayVideo: () => setPlayVideoOpen(false), continueWelcome, closeWelcome, skip, mockLaunched, answerDone };
}
