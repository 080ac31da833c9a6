/**
 * "Tab + microphone": the shared tab (the interviewer) and the microphone (the candidate)
 * captured together, each through its own framer, each frame labelled with its channel for
 * the /both socket. The tab is asked for first (its picker needs the click's user gesture);
 * if the microphone is then refused, the tab is let go too, so nothing half-started lingers.
 */
import type { AudioChannel } from '@/lib/protocol';
import { startCapture, type Capture, type CaptureOptions } from './capture';

export type { ListenSource } from './listen-source';

export interface BothCaptureCallbacks {
  onFrame: (frame: ArrayBuffer, channel: AudioChannel) => void;
  onEnded: () => void;
}

export interface BothCapture {
  previewStream: MediaStream | null;
  source: 'both';
  stop(): void;
}

export async function startBothCapture(callbacks: BothCaptureCallbacks, options: CaptureOptions = {}): Promise<BothCapture> {
  let stopped = false;
  const ended = () => {
    if (stopped) return;
    stop();
    callbacks.onEnded();
  };
  const tab: Capture = await startCapture('tab', { onFrame: (f) => callbacks.onFrame(f, 'tab'), onEnded: ended }, options);
  let mic: Capture | undefined;
  try {
    mic = await startCapture('mic', { onFrame: (f) => callbacks.onFrame(f, 'mic'), onEnded: ended }, { ...options, cancelEcho: true });
  } catch (error) {
    tab.stop();
    throw error;
  }
  function stop() {
    stopped = true;
    tab.stop();
    mic?.stop();
  }
  return { previewStream: tab.previewStream, source: 'both', stop };
}
