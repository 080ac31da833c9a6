/**
 * The pre-flight audio check as data: what state the tab and the microphone are in, and the
 * plain guidance to show for it. Pure, so every case is tested without a browser. The check
 * advises and never blocks: the dialog always offers to go on.
 */
import { SILENCE_WARN_MS } from './audio-level';
import { captureGuidance, captureProblem, TAB_ONLY_CONSEQUENCE, type CaptureProblem } from './capture-errors';

/** not_shared: nothing picked yet; cancelled: the picker was closed; no_audio: shared without "Also share tab audio"; failed: the capture would not start. */
export type TabCheck = 'not_shared' | 'asking' | 'cancelled' | 'no_audio' | 'live' | 'unsupported' | 'failed';
/** denied: the permission was refused; not_found: no such device; failed: the device would not open. */
export type MicCheck = 'asking' | 'live' | 'denied' | 'not_found' | 'failed' | 'unsupported';

export interface PreflightState {
  /** The chosen "Listen to" source uses the tab / the microphone. */
  wantsTab: boolean;
  wantsMic: boolean;
  tab: TabCheck;
  mic: MicCheck;
  /** How long each live stream has been silent (0 when not live). */
  tabSilentMs: number;
  micSilentMs: number;
}

export type GuidanceId = 'tab_not_shared' | 'tab_cancelled' | 'tab_no_audio' | 'tab_unsupported' | 'tab_failed' | 'tab_silent' | 'mic_asking' | 'mic_denied' | 'mic_not_found' | 'mic_failed' | 'mic_unsupported' | 'mic_silent';

export interface Guidance {
  id: GuidanceId;
  /** problem: the session would hear nothing from this side; hint: what to do next. */
  severity: 'problem' | 'hint';
  text: string;
}

export const SHARE_TAB_LABEL = 'Share the interview tab';
export const RETRY_MIC_LABEL = 'Try the microphone again';

const TAB_TEXT: Record<Exclude<TabCheck, 'live' | 'asking'>, Guidance> = {
  not_shared: { id: 'tab_not_shared', severity: 'problem', text: `No tab is shared yet. Press “${SHARE_TAB_LABEL}” and pick the tab where your interview plays.` },
  cancelled: { id: 'tab_cancelled', severity: 'problem', text: `Sharing was cancelled, so no tab is shared. Press “${SHARE_TAB_LABEL}” and pick the tab where your interview plays.` },
  no_audio: {
    id: 'tab_no_audio',
    severity: 'problem',
    text: `The tab was shared without its sound. Press “${SHARE_TAB_LABEL}” again, choose the tab on the “Chrome Tab” list, and switch on “Also share tab audio” at the bottom left of Chrome's share dialog before you press Share.`,
  },
  unsupported: { id: 'tab_unsupported', severity: 'problem', text: "This browser cannot share a tab's sound. Use a desktop Chrome or Edge, or listen to the microphone instead." },
  failed: {
    id: 'tab_failed',
    severity: 'problem',
    text: `The tab could not be captured: your computer refused it, or another app is recording the screen. Close that app (on a Mac, allow Chrome in System Settings > Privacy & Security > Screen Recording), then press “${SHARE_TAB_LABEL}” again.`,
  },
};

/** The microphone row's states and the capture problem whose guidance each shows (the same words as the interview screen's). */
const MIC_PROBLEM: Record<Exclude<MicCheck, 'live' | 'asking'>, CaptureProblem> = { denied: 'denied', not_found: 'not_found', failed: 'in_use', unsupported: 'unsupported' };

/** With the tab in use too, the microphone is optional: say what going on without it means. */
function micGuidance(check: Exclude<MicCheck, 'live'>, wantsTab: boolean): Guidance {
  if (check === 'asking') return { id: 'mic_asking', severity: 'hint', text: 'Allow the microphone when your browser asks for it.' };
  const text = captureGuidance('mic', MIC_PROBLEM[check], `press “${RETRY_MIC_LABEL}”`);
  return { id: `mic_${check}`, severity: 'problem', text: wantsTab ? `${text} Or continue without it: ${TAB_ONLY_CONSEQUENCE}.` : text };
}

const SILENT_SECONDS = Math.round(SILENCE_WARN_MS / 1000);

/** The guidance for a check state, tab first, problems only for the sides the source uses. */
export function preflightGuidance(state: PreflightState): Guidance[] {
  const out: Guidance[] = [];
  if (state.wantsTab) {
    if (state.tab === 'live') {
      if (state.tabSilentMs >= SILENCE_WARN_MS)
        out.push({ id: 'tab_silent', severity: 'problem', text: `Nothing was heard from the shared tab for ${SILENT_SECONDS} seconds. Make sure your interview is playing there and the tab is not muted.` });
    } else if (state.tab !== 'asking') {
      out.push(TAB_TEXT[state.tab]);
    }
  }
  if (state.wantsMic) {
    if (state.mic === 'live') {
      if (state.micSilentMs >= SILENCE_WARN_MS)
        out.push({ id: 'mic_silent', severity: 'problem', text: `Nothing was heard from your microphone for ${SILENT_SECONDS} seconds. Check that it is not muted, or pick another one in the list.` });
    } else {
      out.push(micGuidance(state.mic, state.wantsTab));
    }
  }
  return out;
}

/** Everything the source needs is live and heard: the dialog offers "Start interview" rather than "Continue anyway". */
export function preflightAllGood(state: PreflightState): boolean {
  return preflightGuidance(state).every((g) => g.severity !== 'problem') && (!state.wantsTab || state.tab === 'live') && (!state.wantsMic || state.mic === 'live');
}

/** A getUserMedia failure's DOMException name → the microphone's check state. */
export function micCheckFromError(name: string): MicCheck {
  const problem = captureProblem('mic', name);
  if (problem === 'denied' || problem === 'insecure') return 'denied';
  if (problem === 'not_found' || problem === 'unsupported') return problem;
  return 'failed';
}

/** A getDisplayMedia outcome → the tab's check state. */
export function tabCheckFromShare(outcome: { audioTracks: number } | { errorName: string }): TabCheck {
  if ('audioTracks' in outcome) return outcome.audioTracks > 0 ? 'live' : 'no_audio';
  const problem = captureProblem('tab', outcome.errorName);
  if (problem === 'unsupported') return 'unsupported';
  return problem === 'cancelled' || problem === 'denied' ? 'cancelled' : 'failed';
}
