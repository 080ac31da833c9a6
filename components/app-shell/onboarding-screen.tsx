'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { logMessage } from '@/lib/logging/log-message';
import { markOnboarded } from '@/lib/profile/profile-queries';
import { profileKeys } from '@/lib/profile/query-keys';
import type { Profile } from '@/lib/profile/types';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { Button } from '@/components/ui/button';
import { toError } from '@/lib/errors/to-error';

const ONBOARDING_VIDEO = { src: '/onboarding/cuecard-tutorial.mp4', captions: '/onboarding/cuecard-tutorial.vtt', poster: '/onboarding/cuecard-tutorial-poster.jpg' };

/**
 * The onboarding screen: is_onboarded becomes true on load. Continue before the video ended
 * starts playback (and reveals Skip Onboarding); pressing it again, or Skip, goes to
 * /interview. Once the video ends: 'You're all set!' and Continue goes to /interview.
 */
export function OnboardingScreen({ userId, trustedBy }: { userId: string; trustedBy: ReactNode }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const video = useRef<HTMLVideoElement>(null);
  const [pressed, setPressed] = useState(false);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    markOnboarded(createBrowserSupabase(), userId)
      .then(() => queryClient.setQueryData<Profile | null>(profileKeys.profile(userId), (p) => (p ? { ...p, is_onboarded: true } : p)))
      .catch((err: unknown) => logMessage({ type: 'error', component: 'OnboardingScreen', message: `mark onboarded failed: ${toError(err).message}` }));
  }, [userId, queryClient]);

  const goToInterview = () => router.push('/interview');
  const onContinue = () => {
    if (ended || pressed) return goToInterview();
    setPressed(true);
    void video.current?.play().catch(() => undefined);
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col items-center gap-8 px-4 py-10 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Learn How to Crush Interviews in Just 90 Seconds</h1>
      <video
        ref={video}
        className="aspect-video w-full rounded-2xl bg-slate-900 shadow-lg"
        controls
        playsInline
        preload="metadata"
        poster={ONBOARDING_VIDEO.poster}
        onEnded={() => setEnded(true)}
        aria-label="Tutorial video"
      >
        <source src={ONBOARDING_VIDEO.src} type="video/mp4" />
        <track kind="captions" src={ONBOARDING_VIDEO.captions} srcLang="en" label="English" default />
      </video>
      {ended && (
        <p role="status" className="text-2xl font-semibold text-emerald-700">
          You&apos;re all set!
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onContinue} className="min-w-40">
          Continue
        </Button>
        {pressed && !ended && (
          <Button variant="secondary" onClick={goToInterview} className="min-w-40">
            Skip Onboarding
          </Button>
        )}
      </div>
      {trustedBy}
      <p className="text-lg font-semibold text-slate-700">Join over 10,000+ users</p>
    </div>
  );
}
