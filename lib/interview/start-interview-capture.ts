import { encodeChannelFrame } from '@/lib/protocol';
import { CaptureError, startCapture, type Capture, type CaptureOptions } from './capture';
import { startBothCapture, type BothCapture, type ListenSource } from './capture-both';
import { captureErrorName, captureGuidance } from './capture-errors';

export type InterviewCapture = Capture | BothCapture;

export interface InterviewCaptureCallbacks {
  /** A frame ready for the socket: tagged with its channel when the capture runs both (a /both socket). */
  onFrame(frame: ArrayBuffer): void;
  onEnded(): void;
}

/**
 * Starts the capture an interview listens to. "Tab + microphone" tags each frame with its
 * channel for one /both socket; without a microphone it falls back to the tab alone, whose
 * frames go untagged to /tab. A failure comes back as a CaptureError whose message is plain
 * guidance: the browser's own error name is only for the log.
 */
export async function startInterviewCapture(source: ListenSource, options: CaptureOptions, callbacks: InterviewCaptureCallbacks): Promise<{ capture: InterviewCapture } | { error: CaptureError }> {
  // Set once the capture is known: no frame is sent before the socket exists, which is later still.
  let tagChannels = false;
  try {
    const capture =
      source === 'both'
        ? await startBothCapture({ onFrame: (frame, channel) => callbacks.onFrame(tagChannels ? encodeChannelFrame(channel, frame) : frame), onEnded: callbacks.onEnded }, options)
        : await startCapture(source, { onFrame: callbacks.onFrame, onEnded: callbacks.onEnded }, options);
    tagChannels = capture.source === 'both';
    return { capture };
  } catch (error) {
    return { error: error instanceof CaptureError ? error : new CaptureError(captureGuidance(source === 'mic' ? 'mic' : 'tab', 'failed'), 'capture_failed', captureErrorName(error)) };
  }
}
