'use client';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { languageSupportNotice } from '@/lib/interview/language-support-notice';
import { useCapabilities } from '@/lib/interview/use-capabilities';
import { ANSWER_LANGUAGE_CHOICES, INTERVIEW_LANGUAGE_CHOICES } from '@/lib/profile/language-choices';

const SELECT = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30';

/**
 * Personalize's "Interview language" and "Answers in" (select values: a language code, "auto",
 * or "" for "Same as interview language"). Saved with the form's Submit, like the texts; the
 * notice shows at once when the server's recogniser cannot transcribe the chosen language.
 */
export function LanguageFields({
  interview,
  answers,
  onInterviewChange,
  onAnswersChange,
}: {
  interview: string;
  answers: string;
  onInterviewChange: (value: string) => void;
  onAnswersChange: (value: string) => void;
}) {
  const id = useId();
  const capabilities = useCapabilities();
  const notice = languageSupportNotice(capabilities.data, interview);
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-interview`} className="text-sm font-semibold">
            Interview language
          </label>
          <select id={`${id}-interview`} className={SELECT} value={interview} onChange={(e) => onInterviewChange(e.target.value)} aria-describedby={`${id}-hint`}>
            {INTERVIEW_LANGUAGE_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-answers`} className="text-sm font-semibold">
            Answers in
          </label>
          <select id={`${id}-answers`} className={SELECT} value={answers} onChange={(e) => onAnswersChange(e.target.value)} aria-describedby={`${id}-hint`}>
            {ANSWER_LANGUAGE_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        The language your interviewer speaks, and the one suggested answers are written in. You can change both for one interview on the interview screen.
      </p>
      {notice && <Alert tone="notice" message={notice} testId="language-notice" />}
    </div>
  );
}
