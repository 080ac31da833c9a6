/**
 * Every way sharing a tab or opening a microphone can fail, in plain words. A browser's own
 * error text ("Requested device not found", "Permission denied") and its DOMException names
 * (NotFoundError, NotAllowedError…) never reach the screen: the failure's name picks one of a
 * few problems, and each problem has its guidance. The names stay in the logs only.
 */
export type CaptureKind = 'tab' | 'mic';
export type CaptureProblem = 'not_found' | 'denied' | 'in_use' | 'cancelled' | 'insecure' | 'unsupported' | 'failed';

/** getDisplayMedia / getUserMedia rejection names (and the pre-2017 Chrome spellings) → the problem. */
export function captureProblem(kind: CaptureKind, errorName: string): CaptureProblem {
  switch (errorName) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'not_found';
    // For a tab, Chrome says NotAllowedError when the picker is closed without choosing.
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return kind === 'tab' ? 'cancelled' : 'denied';
    case 'SecurityError':
      return 'insecure';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'in_use';
    case 'AbortError':
    case 'InvalidStateError':
      return kind === 'tab' ? 'cancelled' : 'failed';
    case 'NotSupportedError':
      return 'unsupported';
    default:
      // TypeError (constraints the browser rejects) and anything unknown.
      return 'failed';
  }
}

const TAB_TEXT: Record<CaptureProblem, string> = {
  cancelled: 'Sharing was cancelled or blocked, so your interview cannot be heard. Press Start Interview and choose the tab that plays your interview.',
  denied: 'Sharing was cancelled or blocked, so your interview cannot be heard. Press Start Interview and choose the tab that plays your interview.',
  not_found: 'There was nothing to share. Open your interview in a Chrome tab, then press Start Interview and choose that tab.',
  in_use:
    'The tab could not be captured: your computer refused it, or another app is recording the screen. Close that app (on a Mac, allow Chrome in System Settings > Privacy & Security > Screen Recording), then try again.',
  insecure: 'This page is not allowed to share a tab. Open Cuecard AI at its own https:// address in desktop Chrome or Edge, not inside another site or app.',
  unsupported: 'This browser cannot share a tab. Use a desktop Chrome or Edge.',
  failed: 'The tab could not be shared. Press Start Interview and choose the tab that plays your interview again; if it keeps failing, reload the page.',
};

/** What is wrong with the microphone, without what to do next: the caller adds its own next step. */
const MIC_PROBLEM: Record<CaptureProblem, string> = {
  not_found: 'No microphone was found.',
  denied: 'The microphone is blocked for this site.',
  cancelled: 'The microphone is blocked for this site.',
  in_use: 'The microphone could not be opened; another app may be using it.',
  insecure: 'This page is not allowed to use the microphone.',
  unsupported: 'This browser cannot use a microphone here.',
  failed: 'The microphone could not be started.',
};

/** How to fix it, ending in `retry` ("press “Try the microphone again”", "try again"). */
function micFix(problem: CaptureProblem, retry: string): string {
  switch (problem) {
    case 'not_found':
      return `Plug one in or switch it on, then ${retry}.`;
    case 'denied':
    case 'cancelled':
      return `Click the icon at the left of the address bar (a padlock or a crossed-out microphone), set Microphone to Allow, then ${retry}.`;
    case 'in_use':
      return `Close that app or choose another microphone, then ${retry}.`;
    case 'insecure':
      return 'Open Cuecard AI at its own https:// address in desktop Chrome, Edge or Firefox.';
    case 'unsupported':
      return 'Use a desktop Chrome, Edge or Firefox.';
    case 'failed':
      return `Check it in your computer's sound settings, then ${retry}.`;
  }
}

/** The plain guidance for a failed capture; `retry` ends the microphone's fix. */
export function captureGuidance(kind: CaptureKind, problem: CaptureProblem, retry = 'try again'): string {
  return kind === 'tab' ? TAB_TEXT[problem] : `${MIC_PROBLEM[problem]} ${micFix(problem, retry)}`;
}

/** What "Tab + microphone" without the microphone means for the candidate. */
export const TAB_ONLY_CONSEQUENCE = "Cuecard hears the interviewer only, and your own words won't be in the debrief";

/** The sentence the interview screen shows when there is no microphone at all. */
export const NO_MICROPHONE_NOTICE = `No microphone: ${TAB_ONLY_CONSEQUENCE}`;

export interface MicFallbackNotice {
  /** One line: what happened and what it means ("No microphone: Cuecard hears…"). */
  headline: string;
  /** How to be heard too, for the next session. */
  help: string;
}

const FALLBACK_LEAD: Record<CaptureProblem, string> = {
  not_found: 'No microphone',
  denied: 'Microphone blocked',
  cancelled: 'Microphone blocked',
  in_use: 'Microphone busy',
  insecure: 'Microphone not allowed',
  unsupported: 'No microphone in this browser',
  failed: 'Microphone unavailable',
};

/** "Tab + microphone" went on with the tab alone: the notice for why, and how to be heard next time. */
export function micFallbackNotice(problem: CaptureProblem): MicFallbackNotice {
  const retry = 'stop and start the interview to be heard too';
  const help =
    problem === 'not_found'
      ? `Plug in a microphone, then ${retry}.`
      : problem === 'in_use'
        ? `Another app may be using it. Close that app, then ${retry}.`
        : problem === 'denied' || problem === 'cancelled'
          ? micFix(problem, retry)
          : captureGuidance('mic', problem, retry);
  return { headline: `${FALLBACK_LEAD[problem]}: ${TAB_ONLY_CONSEQUENCE}`, help };
}

/** A caught capture failure's name, for the log: a DOMException's name, else "Error". */
export function captureErrorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' && error.name) return error.name;
  return 'Error';
}
