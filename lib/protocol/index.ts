// Protocol v1 between the browser and the ws-server (/tab, /mic and /both), explained to client
// authors in docs/protocol.md. Both ends import it and it imports nothing but zod, the rubric's
// score schema (itself plain zod) and the list of interview languages (plain data): a change to
// the wire format starts here, and neither side depends on the other's code.
export { base64Length, checkAudioFrame, isScreenQuestionHead, LIMITS, PROTOCOL_VERSION } from './limits';
export { CLOSE_CODES, type CloseCode } from './close-codes';
export { CHANNEL_SPEAKERS, CHANNEL_TAGS, decodeChannelFrame, encodeChannelFrame, type AudioChannel, type DecodedChannelFrame, type Speaker } from './channel-frame';
export {
  clientMessage,
  endPracticeMessage,
  helloMessage,
  interviewLanguage,
  languageTag,
  nextQuestionMessage,
  jobDescriptionMessage,
  renameSpeakerMessage,
  parseClientMessage,
  resumeMessage,
  SCREEN_FRAME_TOO_LARGE,
  SCREEN_THUMBNAIL_TOO_LARGE,
  screenFrame,
  screenQuestionMessage,
  screenThumbnail,
  tokenMessage,
  triggerResponseMessage,
  type ClientMessage,
  type HelloMessage,
  type RenameSpeakerMessage,
  type ScreenQuestionMessage,
  type TokenMessage,
  type ParsedClientMessage,
} from './client-messages';
export {
  answerMessage,
  creditLimitMessage,
  creditMessage,
  errorCode,
  errorMessage,
  noticeMessage,
  practiceDoneMessage,
  practiceFeedbackMessage,
  practiceQuestionMessage,
  readyMessage,
  screenTextMessage,
  serverDrainingMessage,
  serverMessage,
  transcriptMessage,
  type AnswerMessage,
  type CreditLimitMessage,
  type CreditMessage,
  type ErrorCode,
  type ErrorMessage,
  type NoticeMessage,
  type PracticeDoneMessage,
  type PracticeFeedbackMessage,
  type PracticeQuestionMessage,
  type ReadyMessage,
  type ScreenTextMessage,
  type ServerDrainingMessage,
  type ServerMessage,
  type TranscriptMessage,
} from './server-messages';
export { encodeServerMessage } from './encode-server-message';
export { defaultInterviewerLabel, INTERVIEWER_FALLBACK_LABEL, interviewerId, interviewerName, interviewerSchema, type Interviewer } from './interviewer';
