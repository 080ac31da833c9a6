'use client';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { INTERVIEW_TEXT } from '@/lib/interview/interview-messages';

/** Start with no credits left → 'Error Message' with the plan's expire_msg, continuing to /subscription. */
export function NoCreditsModal({ message, onContinue, onClose }: { message: string | null; onContinue: () => void; onClose: () => void }) {
  return (
    <Modal open={message !== null} title={INTERVIEW_TEXT.errorTitle} onClose={onClose} footer={<Button onClick={onContinue}>{INTERVIEW_TEXT.continue}</Button>}>
      <p className="text-sm text-slate-700">{message}</p>
    </Modal>
  );
}

/** The credit limit was reached during a session: the server has stopped it. */
export function CreditLimitModal({ message, onContinue, onClose }: { message: string | null; onContinue: () => void; onClose: () => void }) {
  return (
    <Modal open={message !== null} title={INTERVIEW_TEXT.creditLimitTitle} onClose={onClose} footer={<Button onClick={onContinue}>{INTERVIEW_TEXT.continue}</Button>}>
      <p className="text-sm text-slate-700">{message}</p>
    </Modal>
  );
}

/** Nothing heard 5 s after sharing during the guided session. */
export function PlayVideoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title={INTERVIEW_TEXT.playVideoTitle} onClose={onClose} footer={<Button onClick={onClose}>OK</Button>}>
      <p className="text-sm text-slate-700">{INTERVIEW_TEXT.playVideoText}</p>
    </Modal>
  );
}

/** The welcome modal; Continue sets is_onboarded and starts the guided mock session. */
export function WelcomeModal({ open, onContinue, onClose }: { open: boolean; onContinue: () => void; onClose: () => void }) {
  return (
    <Modal open={open} title={INTERVIEW_TEXT.welcomeTitle} onClose={onClose} footer={<Button onClick={onContinue}>{INTERVIEW_TEXT.continue}</Button>}>
      <div className="space-y-2 text-sm text-slate-700">
        <p>Let&apos;s run a practice interview together. It takes about two minutes:</p>
        <ol className="list-decimal space-y-1 pl-5">
          <li>Launch the mock interview: it plays in a new tab.</li>
          <li>Start an interview session here and share that tab, with its audio.</li>
          <li>When a question appears, press SPACE to get a suggested answer.</li>
        </ol>
      </div>
    </Modal>
  );
}
