'use client';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUser } from '@/components/app-shell/user-provider';
import { Alert } from '@/components/ui/alert';
import { LOGIN_PATH } from '@/lib/auth/route-rules';
import { currentDevice, isMobileOrTouch } from '@/lib/interview/device';
import { fetchPlanLimit } from '@/lib/interview/fetch-plan-limit';
import { creditLimitFallback, hasCredits, INTERVIEW_TEXT } from '@/lib/interview/interview-messages';
import { fetchProfile } from '@/lib/profile/profile-queries';
import { useJobDescription, useResume } from '@/lib/profile/use-personalization';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { AnswerPanel } from './answer-panel';
import { CreditLimitModal, NoCreditsModal } from './interview-modals';
import { GuidedTour } from './guided-tour';
import { LeftPanel } from './left-panel';
import { MicFallbackNotice } from './mic-fallback-notice';
import { PanelDivider } from './panel-divider';
import { PopOutView } from './pop-out/pop-out-view';
import { usePopOut } from './pop-out/use-pop-out';
import { PreflightDialog } from './preflight/preflight-dialog';
import { useGuidedFlow } from './use-guided-flow';
import { useInterviewSession } from './use-interview-session';
import { usePanelSplit } from './use-panel-split';
import { useInterviewPreferences } from './use-interview-preferences';
import { InterviewFooter, InterviewTools } from './interview-tools';
import { useSpaceShortcut } from './use-space-shortcut';
import { ScreenControls } from './screen-controls';
import { useScreenQuestion } from './use-screen-question';
import { useScreenShortcuts } from './use-screen-shortcuts';
import { LanguagePicker } from './language-picker';
import { ApplicationPicker } from './application-picker';
import { useApplicationChoice } from '@/lib/prep/use-applications';
import { SessionLanguageNotices } from './session-language-notices';
import { ToldAtStart } from '@/components/rounds/told-at-start';
import { useSessionLanguage } from './use-session-language';
import { panelView } from '@/lib/interview/speaker-names';

/** The /interview workspace: preview and questions on the left, answers on the right. */
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

  const { mode, setMode, source, setSource, preflightDone, setPreflightDone, micDeviceId, setMicDeviceId } = useInterviewPreferences();
  const [preflightOpen, setPreflightOpen] = useState(false);
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
  const application = useApplicationChoice(user?.id);
  const { chosen: chosenApplication, choose: chooseApplication } = application;
  const language = useSessionLanguage(user?.id, session.sessionLanguage, chosenApplication?.language ?? null);
  const { checkAtStart: checkLanguageAtStart, choice: languageChoice } = language;
  const popOut = usePopOut(running);
  const guided = useGuidedFlow({ profile, phase: session.phase, heardAnything: session.state.posts.length > 0 || session.state.answers.length > 0, refreshProfile });
  useEffect(() => {
    answerDoneRef.current = guided.answerDone;
  }, [guided.answerDone]);
  // The keyboard shortcuts stay off while any dialog is open.
  const dialogOpen = noCredits !== null || creditLimit !== null || guided.playVideoOpen || guided.step === 'welcome' || preflightOpen;

  useSpaceShortcut({
    running: session.phase === 'running',
    socketReady: session.socketReady,
    state: session.state,
    dialogOpen,
    onTrigger: session.trigger,
  }, popOut.win);

  const screen = useScreenQuestion({
    stream: session.previewStream,
    running: session.phase === 'running',
    socketReady: session.socketReady,
    send: session.send,
    dispatch: session.dispatch,
    showNotice: session.showNotice,
  });
  useScreenShortcuts(
    {
      available: screen.available,
      dialogOpen,
      onSolve: () => void screen.solveScreen(),
      onAdd: () => void screen.addScreen(),
    },
    popOut.win,
  );
  const screenControls = screen.available && (
    <ScreenControls
      busy={screen.busy}
      ready={session.connection === 'open'}
      keptCount={screen.keptCount}
      maxFrames={screen.maxFrames}
      onSolve={() => void screen.solveScreen()}
      onAdd={() => void screen.addScreen()}
    />
  );

  /** Start Interview, or the pre-flight check's go-on (with the tab it shared, if any). */
  const handleStart = useCallback(async (fromPreflight?: { tabStream: MediaStream | null }) => {
    const dropTab = () => fromPreflight?.tabStream?.getTracks().forEach((t) => t.stop());
    setRefusal(null);
    if (!user) {
      dropTab();
      router.push(LOGIN_PATH);
      return;
    }
    // Before anything else can stop the start: a language the recogniser cannot hear is said again here.
    checkLanguageAtStart();
    if (isMobileOrTouch(currentDevice())) {
      dropTab();
      setRefusal(INTERVIEW_TEXT.desktopOnly);
      return;
    }
    const supabase = createBrowserSupabase();
    const fresh = await fetchProfile(supabase, user.id).catch(() => profile);
    const limit = plan.data ?? (fresh ? await fetchPlanLimit(supabase, fresh.plan_id).catch(() => null) : null);
    if (fresh && limit && !hasCredits(Number(fresh.credit_used), limit.credits)) {
      dropTab();
      setNoCredits(limit.expireMsg || creditLimitFallback(limit.credits, Number(fresh.credit_used)));
      return;
    }
    if (!fromPreflight && preflightDone === null) {
      setPreflightOpen(true);
      return;
    }
    const started = await session.start(source, mode, { micDeviceId: micDeviceId || undefined, tabStream: fromPreflight?.tabStream ?? undefined }, languageChoice, chosenApplication);
    if (!started) dropTab();
    // The session keeps the application it started with, even if the default would now be another.
    else chooseApplication(chosenApplication?.id ?? null);
  }, [user, router, profile, plan.data, session, source, mode, preflightDone, micDeviceId, checkLanguageAtStart, languageChoice, chosenApplication, chooseApplication]);

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
        panel={panelView(session.state)}
        onRenameSpeaker={session.renameSpeaker}
      />
      <PanelDivider percent={split.percent} onChange={split.setPercent} containerRef={containerRef} />
      <AnswerPanel
        phase={session.phase}
        startRef={setStartButton}
        startDisabled={startDisabled}
        onStart={() => void handleStart()}
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
        languagePicker={
          <>
            <ApplicationPicker applications={application.applications} chosenId={chosenApplication?.id ?? null} onChange={chooseApplication} disabled={running} />
            <LanguagePicker value={language.shown} onChange={language.pick} heard={session.state.heardLanguage} disabled={running} />
          </>
        }
        credits={credits}
        alerts={
          <>
            <ToldAtStart userId={user?.id} application={chosenApplication} running={running} />
            {refusal && <Alert message={refusal} onDismiss={() => setRefusal(null)} />}
            <SessionLanguageNotices notice={language.notice} onDismiss={language.dismissNotice} serverNotices={session.serverNotices} onDismissServer={session.dismissServerNotice} />
            {session.notice && <Alert message={session.notice} onDismiss={session.dismissNotice} />}
            {session.micFallback && <MicFallbackNotice notice={session.micFallback} onDismiss={session.dismissMicFallback} />}
            {popOut.notice && <Alert message={popOut.notice} onDismiss={popOut.dismissNotice} />}
          </>
        }
        screenControls={screenControls}
        tools={<InterviewTools running={running} popOutOpen={popOut.win !== null} onPopOut={() => void popOut.open()} onCheckAudio={() => setPreflightOpen(true)} />}
        footer={<InterviewFooter answers={session.state.answers} />}
      />

      {popOut.win && (
        <PopOutView win={popOut.win} phase={session.phase} connection={session.connection} mode={mode} state={session.state} health={session.health.status} credits={credits} onStop={session.stop} screenControls={screenControls} notices={session.serverNotices} onDismissNotice={session.dismissServerNotice} />
      )}
      {preflightOpen && (
        <PreflightDialog
          wantsTab={source !== 'mic'}
          wantsMic={source !== 'tab'}
          micDeviceId={micDeviceId || null}
          languageNotice={language.notice}
          onMicDeviceChange={setMicDeviceId}
          onProceed={(tabStream) => {
            setPreflightDone('1');
            setPreflightOpen(false);
            void handleStart({ tabStream });
          }}
          onClose={() => setPreflightOpen(false)}
        />
      )}
      <NoCreditsModal message={noCredits} onClose={() => setNoCredits(null)} onContinue={() => router.push('/subscription')} />
      <CreditLimitModal message={creditLimit} onClose={() => setCreditLimit(null)} onContinue={() => router.push('/subscription')} />
      <GuidedTour guided={guided} startButton={startButton} />
    </div>
  );
}
