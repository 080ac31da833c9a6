import type { UnpairReason } from '@/lib/protocol/second-screen';

/** Every sentence the phone page shows that is not the interview's own text. */
export const PHONE_TEXT = {
  title: 'Second screen',
  pairing: 'Pairing this device…',
  question: 'Question',
  noQuestion: 'No question yet. Answers appear here as your laptop shows them.',
  heard: 'Heard',
  answer: 'Answer',
  noAnswer: 'When a question is answered on your laptop, the answer appears here.',
  previous: 'Previous questions',
  answerNow: 'Answer now',
  answerNowHint: 'Answers what the interviewer said since the last question, as Space does on your laptop.',
  nothingHeard: 'Nothing new heard yet.',
  textSize: 'Text size',
  interrupted: 'Cut off',
  codeLabel: 'Pairing code',
  codeHint: 'On your laptop, open Second screen on the interview screen: type the code shown under the QR code.',
  codeInvalid: 'Type the 10 characters of the code shown on your laptop.',
  pair: 'Pair',
  pairAgain: 'To pair this device again, open Second screen on your laptop and scan the new QR code, or type its code.',
  refusedNoSession: 'No interview is running on your laptop.',
  refusedRateLimited: 'Wait a moment before asking again.',
  connectionRefused: 'This page could not connect. Reload it to try again.',
} as const;

/** Why this device stopped viewing, as the page says it. */
export const UNPAIRED_TEXT: Record<UnpairReason, string> = {
  unpaired: 'This device was unpaired',
  signed_out: 'This device was unpaired because you signed out on your laptop',
  password_changed: 'This device was unpaired because your password was changed',
  account_deleted: 'This device was unpaired because the account was deleted',
  expired: 'This pairing ended after 12 hours',
  not_paired: 'This device is not paired',
};
