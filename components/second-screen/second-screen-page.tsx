'use client';
import { useEffect } from 'react';
import type { UnpairReason } from '@/lib/protocol/second-screen';
import { PHONE_TEXT, UNPAIRED_TEXT } from '@/lib/second-screen/phone-text';
import { PairWithCode } from './pair-with-code';
import { PhoneView } from './phone-view';
import { usePairing } from './use-pairing';

/**
 * /second-screen and /second-screen/<token>: the phone pairs (by the link it opened, or a code
 * typed), then follows the candidate's live sessions. Mobile first, light or dark as the phone
 * is set: the `second-screen` scope in globals.css brings the page's own dark palette.
 */
export function SecondScreenPage({ linkToken }: { linkToken?: string }) {
  const { pairing, submitCode, forget } = usePairing(linkToken);
  return (
    <div className="second-screen min-h-dvh bg-white text-ink">
      {pairing.step === 'paired' ? (
        <PhoneView key={pairing.deviceToken} deviceToken={pairing.deviceToken} unpairedView={(reason) => <Unpaired reason={reason} onForget={forget} onSubmit={submitCode} />} />
      ) : (
        <main className="mx-auto max-w-md px-5 py-8">
          <p className="text-sm font-semibold text-slate-600">{PHONE_TEXT.title}</p>
          {pairing.step === 'checking' && (
            <p role="status" className="mt-4 text-lg font-semibold">
              {PHONE_TEXT.pairing}
            </p>
          )}
          {pairing.step === 'refused' && (
            <>
              <h1 className="mt-4 text-xl font-semibold" data-testid="pairing-refused">
                {pairing.message}
              </h1>
              <p className="mt-2 text-sm text-slate-700">{PHONE_TEXT.pairAgain}</p>
              <PairWithCode onSubmit={(code) => void submitCode(code)} />
            </>
          )}
          {pairing.step === 'code' && (
            <>
              <h1 className="mt-4 text-xl font-semibold">Pair this device</h1>
              <PairWithCode onSubmit={(code) => void submitCode(code)} error={pairing.error} busy={pairing.busy} />
            </>
          )}
        </main>
      )}
    </div>
  );
}

function Unpaired({ reason, onForget, onSubmit }: { reason: UnpairReason; onForget: () => void; onSubmit: (code: string) => Promise<void> }) {
  useEffect(onForget, [onForget]);
  return (
    <main className="mx-auto max-w-md px-5 py-8">
      <p className="text-sm font-semibold text-slate-600">{PHONE_TEXT.title}</p>
      <h1 role="status" className="mt-4 text-xl font-semibold" data-testid="phone-unpaired">
        {UNPAIRED_TEXT[reason]}
      </h1>
      <p className="mt-2 text-sm text-slate-700">{PHONE_TEXT.pairAgain}</p>
      <PairWithCode onSubmit={(code) => void onSubmit(code)} />
    </main>
  );
}
