'use client';
import { useCallback } from 'react';
import { launchMockInterview } from '@/components/app-shell/launch-mock';
import { Button } from '@/components/ui/button';
import { INTERVIEW_TEXT } from '@/lib/interview/interview-messages';
import { PRACTICE_INTERVIEW_TITLE } from '@/lib/interview/mock-interview-url';
import { GuidedTooltip } from './guided-tooltip';
import { PlayVideoModal, WelcomeModal } from './interview-modals';
import type { useGuidedFlow } from './use-guided-flow';

/**
 * What the guided first session shows on the interview screen (useGuidedFlow decides the
 * step): the welcome modal, the Launch Mock and Start tooltips, and the play-the-video modal.
 */
export function GuidedTour({ guided, startButton }: { guided: ReturnType<typeof useGuidedFlow>; startButton: HTMLButtonElement | null }) {
  // The top bar's Launch Mock, when visible, anchors the first tooltip; else the Start button.
  const findMockAnchor = useCallback(
    () => Array.from(document.querySelectorAll<HTMLElement>('header nav button')).find((b) => b.textContent?.trim() === 'Launch Mock' && b.offsetParent !== null) ?? startButton,
    [startButton],
  );
  const findStartAnchor = useCallback(() => startButton, [startButton]);

  return (
    <>
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
    </>
  );
}
