'use client';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { launchMockInterview } from '@/components/app-shell/launch-mock';
import { useUser } from '@/components/app-shell/user-provider';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LOGIN_PATH } from '@/lib/auth/route-rules';
import type { AudioSource } from '@/lib/interview/capture';
import { currentDevice, isMobileOrTouch } from '@/lib/interview/device';
import { fetchPlanLimit } from '@/lib/interview/fetch-plan-limit';
import { creditLimitFallback, hasCredits, INTERVIEW_TEXT } from '@/lib/interview/interview-messages';
import { PRACTICE_INTERVIEW_TITLE } from '@/lib/interview/mock-interview-url';
import { fetchProfile } from '@/lib/profile/profile-queries';
import { useJobDescription, useResume } from '@/lib/profile/use-personalization';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { AnswerPanel } from './answer-panel';
import { GuidedTooltip } from './guided-tooltip';
import { CreditLimitModal, NoCreditsModal, PlayVideoModal, WelcomeModal } from './interview-modals';
import { LeftPanel } from './left-panel';
import { PanelDivider } from './panel-divider';
import { useGuidedFlow } from './use-guided-flow';
import { useInterviewSession, type AnswerMode } from './use-interview-session';
import { usePanelSplit } from './use-panel-split';
import { useStoredValue } from './use-stored-value';
import { useSpaceShortcut } from './use-space-shortcut';

const MODE_KEY = 'cuecard.interview.mode';
const SOURCE_KEY = 'cuecard.interview.source';

/** The /interview workspace (SPEC §2 Interview screen, §4, §5). */
export function InterviewScreen() {
  const router = useRouter();
  const { user, refreshProfile } = useUser();
  const profile = user?.profile ?? null;
  const resume = useResume(user?.id).data ?? '';
  const jobDescription = useJobDescription(user?.id).data ?? '';
  const plan = useQuery({
    queryKey: ['plan-limit', profile?.plan_id ?? 0],
    queryFn: () => fetchPlanLimit(createBrowserSupabase(), profile!.plan_id),
    enabled: Boolean(profile),
    staleTime: 60_000,
  });

  const [storedMode, setMode] = useStoredValue(MODE_KEY);
  const [storedSource, setSource] = useStoredValue(SOURCE_KEY);
  const mode: AnswerMode = storedMode === 'auto' ? 'auto' : 'manual';
  const source: AudioSource = storedSource === 'mic' ? 'mic' : 'tab';
  const [refusal, setRefusal] = useState<string | null>(null);
  const [noCredits, setNoCredits] = useState<string | null>(null);
  const [creditLimit, setCreditLimit] = useState<string | null>(null);
  const split = usePanelSplit();
  const containerRef = useRef<HTMLDivElement>(null);
  const [startButton, setStartButton] = useState<HTMLButtonElement | null>(null);
  const answerDoneRef = useRef<() => void>(() => undefined);

  const session = useInterviewSession({
    email: user?.email ?? null,
    resume,
    jobDescription,
    onCreditLimit: ({ used, limit, expireMsg }) => {
      const fallbackLimit = Number.isFinite(limit) ? limit : (plan.data?.credits ?? 0);
      const fallbackUsed = Number.isFinite(used) ? used : fallbackLimit;
      setCreditLimit(expireMsg || plan.data?.expireMsg || creditLimitFallback(fallbackLimit, fallbackUsed));
    },
    onAnswerDone: () => answerDoneRef.current(),
  });
  const running = session.phase !== 'idle';
  const guided = useGuidedFlow({ profile, phase: session.phase, heardAnything: session.state.posts.length > 0 || session.state.answers.length > 0, refreshProfile });
  useEffect(() => {
    answerDoneRef.current = guided.answerDone;
  }, [guided.answerDone]);

  useSpaceShortcut({
    running: session.phase === 'running',
    socketReady: session.socketReady,
    state: session.state,
    dialogOpen: noCredits !== null || creditLimit !== null || guided.playVideoOpen || guided.step === 'welcome',
    onTrigger: session.trigger,
  });

  // The top bar's Launch Mock, when visible, anchors the first tooltip; else the Start button.
  const findMockAnchor = useCallback(
    () => Array.from(document.querySelectorAll<HTMLElement>('header nav button')).find((b) => b.textContent?.trim() === 'Launch Mock' && b.offsetParent !== null) ?? startButton,
    [startButton],
  );
  const findStartAnchor = useCallback(() => startButton, [startButton]);

  const handleStart = useCallback(async () => {
    setRefusal(null);
    if (!user) {
      router.push(LOGIN_PATH);
      return;
    }
    if (isMobileOrTouch(currentDevice())) {
      setRefusal(INTERVIEW_TEXT.desktopOnly);
      return;
    }
    const supabase = createBrowserSupabase();
    const fresh = await fetchProfile(supabase, user.id).catch(() => profile);
    const limit = plan.data ?? (fresh ? await fetchPlanLimit(supabase, fresh.plan_id).catch(() => null) : null);
    if (fresh && limit && !hasCredits(Number(fresh.credit_used), limit.credits)) {
      setNoCredits(limit.expireMsg || creditLimitFallback(limit.credits, Number(fresh.credit_used)));
      return;
    }
    await session.start(source, mode);
  }, [user, router, profile, plan.data, session, source, mode]);

  const credits = session.state.credits ?? (profile && plan.data ? { used: Number(profile.credit_used), limit: plan.data.credits } : null);
  const startDisabled = Boolean(profile && !profile.is_onboarded) || session.phase === 'starting';

  return (
    <div ref={containerRef} className="flex flex-col gap-4 p-4 md:h-[calc(100vh-4rem)] md:flex-row md:gap-0" style={{ ['--left' as string]: `${split.percent}%` }}>
      <LeftPanel
        previewStream={session.previewStream}
        posts={session.state.posts}
        answers={session.state.answers}
        onClear={() => session.dispatch({ type: 'clearCurrent' })}
        onClearAll={() => session.dispatch({ type: 'clearAllQuestions' })}
      />
      <PanelDivider percent={split.percent} onChange={split.setPercent} containerRef={containerRef} />
      <AnswerPanel
        phase={session.phase}
        startRef={setStartButton}
        startDisabled={startDisabled}
        onStart={handleStart}
        onStop={session.stop}
        onClearAnswers={() => session.dispatch({ type: 'clearAnswers' })}
        answers={session.state.answers}
        posts={session.state.posts}
        questions={session.state.questions}
        health={session.health.status}
        connection={session.connection}
        engines={session.engines}
        mode={mode}
        onModeChange={setMode}
        source={source}
        onSourceChange={setSource}
        credits={credits}
        alerts={
          <>
            {refusal && <Alert message={refusal} onDismiss={() => setRefusal(null)} />}
            {session.notice && <Alert message={session.notice} onDismiss={session.dismissNotice} />}
          </>
        }
        footer={
          <Link href="/history" className="text-xs font-medium text-slate-600 underline hover:text-ink">
            Past interviews
          </Link>
        }
      />

      <NoCreditsModal message={noCredits} onClose={() => setNoCredits(null)} onContinue={() => router.push('/subscription')} />
      <CreditLimitModal message={creditLimit} onClose={() => setCreditLimit(null)} onContinue={() => router.push('/subscription')} />
      <PlayVideoModal open={guided.playVideoOpen} onClose={guided.closePlayVideo} />
      <WelcomeModal open={guided.step === 'welcome'} onContinue={guided.continueWelcome} onClose={guided.closeWelcome} />

      {guided.step === 'mock' && (
        <GuidedTooltip findAnchor={findMockAnchor} title={INTERVIEW_TEXT.tourLaunchMock} spotlight={guided.spotlight}>
          <p>Open the practice interview in a new tab. It plays a short video of an interviewer asking common questions.</p>
          <div className="mt-3 flex items-center justify-between gap-2">
            <button type="button" onClick={guided.skip} className="text-xs font-medium text-slate-600 underline">
              Skip the tour
            </button>
            <Button
              onClick={() => {
                if (launchMockInterview()) guided.mockLaunched();
              }}
            >
              {INTERVIEW_TEXT.tourLaunchMock}
            </Button>
          </div>
        </GuidedTooltip>
      )}
      {guided.step === 'start' && (
        <GuidedTooltip findAnchor={findStartAnchor} title={INTERVIEW_TEXT.tourStartSession} spotlight={guided.spotlight}>
          <p>Press Start Interview, pick the &ldquo;{PRACTICE_INTERVIEW_TITLE}&rdquo; tab and keep &ldquo;Also share tab audio&rdquo; switched on. When a question appears, press SPACE.</p>
          <div className="mt-3 flex justify-end">
            <button type="button" onClick={guided.skip} className="text-xs font-medium text-slate-600 underline">
              Skip the tour
            </button>
          </div>
        </GuidedTooltip>
      )}
    </div>
  );
}
