/**
 * The pre-flight audio check as data: what state the tab and the microphone are in, and the
 * plain guidance to show for it. Pure, so every case is tested without a browser. The check
 * advises and never blocks: the dialog always offers to go on.
 */
import { SILENCE_WARN_MS } from './audio-level';

/** not_shared: nothing picked yet; cancelled: the picker was closed; no_audio: shared without "Also share tab audio". */
export type TabCheck = 'not_shared' | 'asking' | 'cancelled' | 'no_audio' | 'live' | 'unsupported';
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

export type GuidanceId = 'tab_not_shared' | 'tab_cancelled' | 'tab_no_audio' | 'tab_unsupported' | 'tab_silent' | 'mic_asking' | 'mic_denied' | 'mic_not_found' | 'mic_failed' | 'mic_unsupported' | 'mic_silent';

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
};

const MIC_TEXT: Record<Exclude<MicCheck, 'live'>, Guidance> = {
  asking: { id: 'mic_asking', severity: 'hint', text: 'Allow the microphone when your browser asks for it.' },
  denied: {
    id: 'mic_denied',
    severity: 'problem',
    text: `The microphone is blocked for this site. Click the icon at the left of the address bar (a padlock or a crossed-out microphone), set Microphone to Allow, then press “${RETRY_MIC_LABEL}”.`,
  },
  not_found: { id: 'mic_not_found', severity: 'problem', text: `No microphone was found. Plug one in or pick another in the list, then press “${RETRY_MIC_LABEL}”.` },
  failed: { id: 'mic_failed', severity: 'problem', text: 'The microphone could not be opened; another app may be using it. Close that app or pick another microphone in the list.' },
  unsupported: { id: 'mic_unsupported', severity: 'problem', text: 'This browser cannot use a microphone here. Use a desktop Chrome, Edge or Firefox.' },
};

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
      out.push(MIC_TEXT[state.mic]);
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
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'not_found';
  return 'failed';
}

/** A getDisplayMedia outcome → the tab's check state. */
export function tabCheckFromShare(outcome: { audioTracks: number } | { errorName: string }): TabCheck {
  if ('audioTracks' in outcome) return outcome.audioTracks > 0 ? 'live' : 'no_audio';
  if (outcome.errorName === 'NotAllowedError' || outcome.errorName === 'AbortError') return 'cancelled';
  return outcome.errorName === 'NotSupportedError' ? 'unsupported' : 'cancelled';
}
