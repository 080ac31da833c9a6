/**
 * "Tab + microphone": the shared tab (the interviewer) and the microphone (the candidate)
 * captured together, each through its own framer, each frame labelled with its channel for
 * the /both socket. The tab is asked for first (its picker needs the click's user gesture).
 *
 * The microphone is optional: with none, or with it blocked or busy, the interview goes on
 * with the tab alone (source 'tab', for the /tab socket) and says why (`micProblem`). When the
 * browser already knows there is no microphone or that it is blocked, it is not even asked for.
 */
import type { AudioChannel } from '@/lib/protocol';
import { CaptureError, startCapture, type Capture, type CaptureOptions } from './capture';
import type { CaptureProblem } from './capture-errors';
import { probeMicrophone, type MicAvailability } from './mic-availability';

export type { ListenSource } from './listen-source';

export interface BothCaptureCallbacks {
  /** `channel` labels the frame for the /both socket; a tab-only capture's frames are all 'tab'. */
  onFrame: (frame: ArrayBuffer, channel: AudioChannel) => void;
  onEnded: () => void;
}

export interface BothCapture {
  previewStream: MediaStream | null;
  /** 'tab' when the microphone could not be had: the session then runs on /tab. */
  source: 'both' | 'tab';
  /** Why the microphone is missing (source 'tab' only). */
  micProblem?: CaptureProblem;
  /** The microphone failure's DOMException name, for the log only. */
  micErrorName?: string;
  stop(): void;
}

const SKIPPED: Record<Exclude<MicAvailability, 'available'>, CaptureProblem> = { none: 'not_found', blocked: 'denied' };

export async function startBothCapture(callbacks: BothCaptureCallbacks, options: CaptureOptions = {}, probe: () => Promise<MicAvailability> = probeMicrophone): Promise<BothCapture> {
  let stopped = false;
  const ended = () => {
    if (stopped) return;
    stop();
    callbacks.onEnded();
  };
  const availability = await probe().catch((): MicAvailability => 'available');
  const tab: Capture = await startCapture('tab', { onFrame: (f) => callbacks.onFrame(f, 'tab'), onEnded: ended }, options);
  let mic: Capture | undefined;
  let micProblem: CaptureProblem | undefined;
  let micErrorName: string | undefined;
  if (availability !== 'available') {
    micProblem = SKIPPED[availability];
  } else {
    try {
      mic = await startCapture('mic', { onFrame: (f) => callbacks.onFrame(f, 'mic'), onEnded: ended }, { ...options, cancelEcho: true });
    } catch (error) {
      micProblem = error instanceof CaptureError ? error.problem : 'failed';
      micErrorName = error instanceof CaptureError ? error.causeName : undefined;
    }
  }
  function stop() {
    stopped = true;
    tab.stop();
    mic?.stop();
  }
  if (!mic) return { previewStream: tab.previewStream, source: 'tab', micProblem, micErrorName, stop };
  return { previewStream: tab.previewStream, source: 'both', stop };
}
