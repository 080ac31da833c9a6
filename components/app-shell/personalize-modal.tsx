'use client';
import { useInterviewLanguage } from '@/lib/profile/use-interview-language';
import { useJobDescription, useResume } from '@/lib/profile/use-personalization';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAppShell } from './app-shell-provider';
import { PersonalizeForm } from './personalize-form';

/** The Personalize modal: 'Calibrate AI Responses' with Resume, Job Description and the interview's languages, Close and Submit. */
export function PersonalizeModal({ userId }: { userId: string }) {
  const { personalizeOpen, closePersonalize } = useAppShell();
  const resume = useResume(userId, personalizeOpen);
  const jobDescription = useJobDescription(userId, personalizeOpen);
  const language = useInterviewLanguage(userId, personalizeOpen);
  const ready = resume.data !== undefined && jobDescription.data !== undefined && language.data !== undefined;
  const failed = resume.isError || jobDescription.isError || language.isError;
  return (
    <Modal open={personalizeOpen} title="Calibrate AI Responses" onClose={closePersonalize} size="lg">
      {ready ? (
        <PersonalizeForm userId={userId} initialResume={resume.data} initialJobDescription={jobDescription.data} initialLanguage={language.data} onDone={closePersonalize} />
      ) : (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm text-slate-700">
            {failed ? 'We could not load your saved details. Please close and try again.' : 'Loading your saved details…'}
          </p>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={closePersonalize}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
