// The session's two languages, each resolved by one function, once, when the session starts;
// the context carries the result and nothing reads the hello, the application or the profile
// for a language again. The interview language is the hello's (the screen's choice for this
// session), else the job application's, else the profile's, else Auto-detect; the answer
// language is the hello's, else the profile's, and absent when neither sets it (answers then
// follow the interview language, or under Auto-detect the language heard: answerLanguageFor).
import { AUTO_LANGUAGE } from '../../lib/language/languages';
import type { HelloMessage } from '../../lib/protocol';
import type { SessionApplicationDocuments } from '../prep/open-session-prep';
import type { ProfileContext } from './context-store';
import type { SessionLanguage } from './session-context';

interface LanguageSources {
  hello: Pick<HelloMessage, 'language' | 'answer_language'>;
  application?: Pick<SessionApplicationDocuments, 'language'>;
  profile: Pick<ProfileContext, 'interviewLanguage' | 'answerLanguage'>;
}

export function resolveSessionLanguage(sources: LanguageSources): SessionLanguage {
  const answers = answerLanguageChoice(sources);
  return { interview: interviewLanguageChoice(sources), ...(answers ? { answers } : {}) };
}

/** "auto" or a BCP-47 tag. */
export function interviewLanguageChoice({ hello, application, profile }: LanguageSources): string {
  return hello.language ?? application?.language ?? profile.interviewLanguage ?? AUTO_LANGUAGE;
}

/** A BCP-47 tag, "auto", or undefined: follow the interview language. */
export function answerLanguageChoice({ hello, profile }: LanguageSources): string | undefined {
  return hello.answer_language ?? profile.answerLanguage;
}
