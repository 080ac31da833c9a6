'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { saveInterviewLanguage } from '@/lib/profile/interview-language-setting';
import { answersFromChoice, ANSWER_LANGUAGE_CHOICES, choiceValue, INTERVIEW_LANGUAGE_CHOICES } from '@/lib/profile/language-choices';
import { savePersonalization } from '@/lib/profile/profile-queries';
import { prepKeys } from '@/lib/prep/prep-query-keys';
import { profileKeys } from '@/lib/profile/query-keys';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { firstError } from '@/lib/validations/first-error';
import { interviewLanguageSettingSchema, type InterviewLanguageSetting } from '@/lib/validations/interview-language';
import { MAX_PERSONALIZE_CHARS, personalizeSchema, textsToSave } from '@/lib/validations/personalize';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LanguageFields } from './language-fields';
import { ResumeUploadButton } from './resume-upload-button';
import { ResumeVersions } from './resume-versions';

const SAVE_FAILED = 'We could not save your details. Please try again.';
const field =
  'min-h-40 w-full rounded-lg border border-slate-300 p-3 text-sm text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30';

/**
 * The Personalize form, filled with what is saved. Each text is saved only when non-blank after
 * trimming; the languages are saved with the same Submit when they changed.
 */
export function PersonalizeForm({
  userId,
  initialResume,
  initialJobDescription,
  initialLanguage,
  onDone,
}: {
  userId: string;
  initialResume: string;
  initialJobDescription: string;
  initialLanguage: InterviewLanguageSetting;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [resume, setResume] = useState(initialResume);
  const [jobDescription, setJobDescription] = useState(initialJobDescription);
  const [interviewLanguage, setInterviewLanguage] = useState(choiceValue(initialLanguage.interview, INTERVIEW_LANGUAGE_CHOICES));
  const [answerLanguage, setAnswerLanguage] = useState(choiceValue(initialLanguage.answers, ANSWER_LANGUAGE_CHOICES));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const resumeId = useId();
  const jdId = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = personalizeSchema.safeParse({ resume, jobDescription });
    if (!parsed.success) return setError(firstError(parsed.error));
    const language = interviewLanguageSettingSchema.safeParse({ interview: interviewLanguage, answers: answersFromChoice(answerLanguage) });
    if (!language.success) return setError(firstError(language.error));
    const languageChanged = language.data.interview !== initialLanguage.interview || language.data.answers !== initialLanguage.answers;
    setSaving(true);
    try {
      const supabase = createBrowserSupabase();
      await savePersonalization(supabase, userId, textsToSave(parsed.data));
      if (languageChanged) queryClient.setQueryData(profileKeys.interviewLanguage(userId), await saveInterviewLanguage(supabase, userId, language.data));
      await Promise.all(
        // The main resume version and application mirror these texts.
        [profileKeys.resume(userId), profileKeys.jobDescription(userId), profileKeys.profile(userId), prepKeys.all(userId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      onDone();
    } catch {
      setError(SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      {error && <Alert message={error} onDismiss={() => setError('')} />}
      <div className="flex flex-col gap-2">
        <label htmlFor={resumeId} className="text-sm font-semibold">
          Resume
        </label>
        <ResumeUploadButton onText={(text) => (setResume(text), setError(''))} onError={setError} />
        <textarea id={resumeId} className={field} value={resume} onChange={(e) => setResume(e.target.value)} placeholder="Paste your resume here" maxLength={MAX_PERSONALIZE_CHARS + 1000} />
      </div>
      <ResumeVersions userId={userId} />
      <div className="flex flex-col gap-2">
        <label htmlFor={jdId} className="text-sm font-semibold">
          Job Description
        </label>
        <textarea
          id={jdId}
          className={field}
          value={jobDescription}
          onChange={(e) => setJobDescription(e.target.value)}
          placeholder="Paste the job description here"
          maxLength={MAX_PERSONALIZE_CHARS + 1000}
        />
      </div>
      <p className="text-xs text-slate-600">Each text can be up to 100,000 characters. Blank boxes are not saved.</p>
      <LanguageFields interview={interviewLanguage} answers={answerLanguage} onInterviewChange={setInterviewLanguage} onAnswersChange={setAnswerLanguage} />
      <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
