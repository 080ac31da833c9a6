import { PRODUCT_AI } from '@/lib/brand';

/** Every sentence the interview screen shows, in the product's established wording. */
export const INTERVIEW_TEXT = {
  title: 'AI Generated Response',
  titleShort: 'AI Response',
  start: 'Start Interview',
  stop: 'Stop Interview',
  clear: 'Clear',
  clearAll: 'Clear All',
  spaceHint: 'Press SPACE to generate AI response',
  answerLabel: 'AI Response:',
  waitingForShare: 'Waiting for your interview to be shared',
  waitingHint: 'Start your interview and share the tab to see your video here',
  previewOnly: 'Video preview only. Use the window with your interview for controls.',
  desktopOnly: `${PRODUCT_AI} only runs on Desktop`,
  errorTitle: 'Error Message',
  creditLimitTitle: 'Credit Limit Exceeded',
  playVideoTitle: 'Play the Interview Video',
  playVideoText: 'Make sure the interview video is playing so the system can hear and transcribe the questions.',
  welcomeTitle: `Welcome to ${PRODUCT_AI}!`,
  tourLaunchMock: 'Launch Mock Interview',
  tourStartSession: 'Start Interview Session',
  continue: 'Continue',
  /** Our own addition: what to do when the picked tab's audio was not shared. */
  noTabAudio:
    "The tab's audio was not shared. Press Start Interview again, pick the Chrome tab that plays your interview, and switch on \"Also share tab audio\" before you press Share.",
} as const;

/** The credit-limit text when the plan has no expire_msg. */
export function creditLimitFallback(credits: number, used: number): string {
  return `You have reached your credit limit of ${formatCredits(credits)} credits. You've used ${formatCredits(used)} credits. Please upgrade your subscription to continue.`;
}

/** Credits are minutes, stored as numeric: whole numbers as such, else one decimal. */
export function formatCredits(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Start needs credit_used below the plan's credits. */
export function hasCredits(used: number, limit: number): boolean {
  return used < limit;
}
