// What Cuecard knows of one language that only the ws-server reads, in the shape every ws-server
// pack has: one field a capability. What the browser also reads is in the shared pack of the
// same language (lib/language/packs/<code>/); the registry beside this file says which of these
// each pack provides.
import type { AnswerText } from '../../llm/describe-answer-language';
import type { TalkingPointLanguage } from '../../llm/offline/offline-language';
import type { FollowUpWords } from '../../practice/answer-gap';
import type { QuestionRules } from '../../questions/question-rules';
import type { DeepgramLanguage } from '../../stt/deepgram/deepgram-languages';

export interface WsLanguagePack {
  /** ISO 639-1 code, as the language list (lib/language/languages.ts) has it. */
  code: string;
  /** What the question detector knows of the language. */
  questionRules?: QuestionRules;
  /** The words of the offline engine's talking points. */
  talkingPoints?: TalkingPointLanguage;
  /** Which Deepgram model and `language` query the language becomes. */
  deepgram?: DeepgramLanguage;
  /** How an answer prompt measures the language and names its scripts. */
  answerText?: AnswerText;
  /** What a practice interviewer asks about the gap in an answer when no model words it. */
  followUps?: FollowUpWords;
}

export type WsCapability = Exclude<keyof WsLanguagePack, 'code'>;
