import type { InterviewLanguageSetting } from '@/lib/validations/interview-language';

/**
 * The hello's language fields for the session's choice. No choice (the saved one could not be
 * read): none, and the server reads the profile itself. "Same as interview language" sends no
 * answer_language, so answers follow what the recogniser hears under Auto-detect.
 */
export function helloLanguageFields(choice: InterviewLanguageSetting | null): { language?: string; answer_language?: string } {
  if (!choice) return {};
  return { language: choice.interview, ...(choice.answers ? { answer_language: choice.answers } : {}) };
}
