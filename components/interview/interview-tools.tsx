'use client';
import Link from 'next/link';
import { useState } from 'react';
import { PairingDialog } from '@/components/second-screen/pairing-dialog';
import type { AnswerPost } from '@/lib/interview/interview-state';
import { POP_OUT_TEXT } from '@/lib/interview/pop-out-window';
import { SessionLatency } from './session-latency';

const SMALL_BUTTON =
  'rounded-lg border border-slate-300 bg-white px-3 py-1 text-xs font-semibold text-ink hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-500';

/**
 * Beside the answer panel's controls: "Pop out" while a session runs, "Check audio" before one,
 * and "Second screen" always (a phone is best paired before the interview starts).
 */
export function InterviewTools({ running, popOutOpen, onPopOut, onCheckAudio }: { running: boolean; popOutOpen: boolean; onPopOut: () => void; onCheckAudio: () => void }) {
  const [pairing, setPairing] = useState(false);
  return (
    <>
      {running ? (
        <button type="button" className={SMALL_BUTTON} onClick={onPopOut} disabled={popOutOpen} title={popOutOpen ? 'The pop-out window is open' : undefined}>
          {POP_OUT_TEXT.button}
        </button>
      ) : (
        <button type="button" className={SMALL_BUTTON} onClick={onCheckAudio}>
          Check audio
        </button>
      )}
      <button type="button" className={SMALL_BUTTON} onClick={() => setPairing(true)} aria-haspopup="dialog">
        Second screen
      </button>
      <PairingDialog open={pairing} onClose={() => setPairing(false)} />
    </>
  );
}

/** Under the answers: the way to past interviews and the session's answer latency. */
export function InterviewFooter({ answers }: { answers: AnswerPost[] }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Link href="/history" className="text-xs font-medium text-slate-600 underline hover:text-ink">
        Past interviews
      </Link>
      <SessionLatency answers={answers} />
    </div>
  );
}
