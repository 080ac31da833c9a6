'use client';
import { useCallback, useState } from 'react';
import { useCapabilities } from '@/lib/interview/use-capabilities';
import { languageSupportNotice } from '@/lib/interview/language-support-notice';
import { useInterviewLanguage } from '@/lib/profile/use-interview-language';
import { DEFAULT_LANGUAGE_SETTING, type InterviewLanguageSetting } from '@/lib/validations/interview-language';
import type { SessionLanguageInfo } from './use-interview-session';

/**
 * The interview screen's language: the chosen application's, else the saved Personalize choice, until the candidate picks
 * another for this session (kept until the page is left, never saved), and whether the
 * server's recogniser can transcribe it (from GET /capabilities, else the last `ready`).
 */
export function useSessionLanguage(userId: string | undefined, fromServer: SessionLanguageInfo | null, applicationLanguage: string | null = null) {
  const saved = useInterviewLanguage(userId);
  const capabilities = useCapabilities();
  const [picked, setPicked] = useState<InterviewLanguageSetting | null>(null);
  /** The notice text the candidate dismissed; another language's notice shows again, and so does Start. */
  const [dismissed, setDismissed] = useState<string | null>(null);

  // null: neither picked nor readable; the hello then names none and the server reads the profile.
  // An application with a language of its own speaks it unless the candidate picked another here.
  const base = saved.data && applicationLanguage ? { ...saved.data, interview: applicationLanguage } : (saved.data ?? null);
  const choice = picked ?? base;
  const shown = choice ?? DEFAULT_LANGUAGE_SETTING;
  const notice = languageSupportNotice(capabilities.data ?? fromServer?.recogniser, shown.interview);
  const refetch = capabilities.refetch;

  /** Start: ask the server again (its recogniser may have changed) and show the notice even if it was dismissed. */
  const checkAtStart = useCallback(() => {
    setDismissed(null);
    void refetch();
  }, [refetch]);

  return {
    choice,
    shown,
    pick: setPicked,
    notice: notice && notice !== dismissed ? notice : null,
    dismissNotice: () => setDismissed(notice),
    checkAtStart,
  };
}
