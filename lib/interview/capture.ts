/**
 * Audio capture for an interview (browser only): the shared tab (getDisplayMedia) or a
 * microphone (getUserMedia), with echo cancellation, auto gain and noise suppression off
 * (Chrome's defaults clip and colour speech; only "Tab + microphone" turns echo cancellation
 * and noise suppression on for the microphone), piped through the "pcm-framer" AudioWorklet
 * into 100 ms PCM frames. capture-both.ts runs two of these for "Tab + microphone".
 */
import { captureErrorName, captureGuidance, captureProblem, type CaptureProblem } from './capture-errors';
import { INTERVIEW_TEXT } from './interview-messages';

const PCM_WORKLET_URL = '/worklets/pcm-framer.js';
export type AudioSource = 'tab' | 'mic';

const RAW_AUDIO = { echoCancellation: false, autoGainControl: false, noiseSuppression: false } as const;

/** A failed capture. `message` is plain guidance for the screen; the browser's error name is kept for the log only. */
export class CaptureError extends Error {
  constructor(
    message: string,
    readonly code: 'no_tab_audio' | 'permission_denied' | 'not_supported' | 'capture_failed',
    readonly causeName = 'CaptureError',
    readonly problem: CaptureProblem = 'failed',
  ) {
    super(message);
    this.name = 'CaptureError';
  }
}

export interface Capture {
  /** What to show in the preview: the tab's video (tab source only). */
  previewStream: MediaStream | null;
  source: AudioSource;
  stop(): void;
}

/** Choices made before the session, in the pre-flight check. */
export interface CaptureOptions {
  /** The microphone picked in the pre-flight check (preferred, not required: a missing one falls back to the default). */
  micDeviceId?: string;
  /** A tab already shared in the pre-flight check, so the user is not asked to pick it twice. */
  tabStream?: MediaStream;
  /**
   * "Tab + microphone": the microphone is the candidate, and the interviewer may come out of
   * the speakers into it, so echo cancellation and noise suppression are asked for.
   */
  cancelEcho?: boolean;
}

const micAudio = (options: CaptureOptions) => (options.cancelEcho ? { ...RAW_AUDIO, echoCancellation: true, noiseSuppression: true } : RAW_AUDIO);

/** getDisplayMedia's options with the Screen Capture hints Chrome reads, not yet in TypeScript's DOM types. */
interface TabShareOptions extends DisplayMediaStreamOptions {
  audio: MediaTrackConstraints & { suppressLocalAudioPlayback?: boolean };
  preferCurrentTab?: boolean;
  selfBrowserSurface?: 'include' | 'exclude';
  surfaceSwitching?: 'include' | 'exclude';
  systemAudio?: 'include' | 'exclude';
}

/** What getDisplayMedia is asked for: the pre-flight check shares the tab the same way. */
export const TAB_SHARE_OPTIONS: TabShareOptions = {
  video: { frameRate: { ideal: 15, max: 30 } },
  audio: { ...RAW_AUDIO, suppressLocalAudioPlayback: false },
  // Chrome hints: offer tabs first; the interview plays in another tab, not this one.
  preferCurrentTab: false,
  selfBrowserSurface: 'exclude',
  surfaceSwitching: 'include',
  systemAudio: 'include',
};

export interface CaptureCallbacks {
  onFrame: (frame: ArrayBuffer) => void;
  /** The user stopped sharing (Chrome's "Stop sharing" bar) or the device went away. */
  onEnded: () => void;
}

async function requestStream(source: AudioSource, options: CaptureOptions): Promise<MediaStream> {
  const devices = navigator.mediaDevices;
  if (source === 'mic') {
    if (!devices?.getUserMedia) throw new CaptureError(captureGuidance('mic', 'unsupported'), 'not_supported', 'CaptureError', 'unsupported');
    return devices.getUserMedia({ audio: { ...micAudio(options), channelCount: 1, ...(options.micDeviceId ? { deviceId: options.micDeviceId } : {}) }, video: false });
  }
  if (options.tabStream?.getAudioTracks().some((t) => t.readyState === 'live')) return options.tabStream;
  if (!devices?.getDisplayMedia) throw new CaptureError(captureGuidance('tab', 'unsupported'), 'not_supported', 'CaptureError', 'unsupported');
  return devices.getDisplayMedia(TAB_SHARE_OPTIONS);
}

/** Any failure as a CaptureError whose message is plain guidance, never the browser's own text. */
function explain(error: unknown, source: AudioSource): CaptureError {
  if (error instanceof CaptureError) return error;
  const name = captureErrorName(error);
  const problem = captureProblem(source, name);
  const code = problem === 'denied' || problem === 'cancelled' || problem === 'insecure' ? 'permission_denied' : problem === 'unsupported' ? 'not_supported' : 'capture_failed';
  return new CaptureError(captureGuidance(source, problem), code, name, problem);
}

export async function startCapture(source: AudioSource, callbacks: CaptureCallbacks, options: CaptureOptions = {}): Promise<Capture> {
  let stream: MediaStream;
  try {
    stream = await requestStream(source, options);
  } catch (error) {
    throw explain(error, source);
  }
  const [audioTrack] = stream.getAudioTracks();
  if (!audioTrack) {
    stream.getTracks().forEach((t) => t.stop());
    throw new CaptureError(INTERVIEW_TEXT.noTabAudio, 'no_tab_audio');
  }
  // Some Chrome versions ignore the constraints given to getDisplayMedia: apply them again.
  await audioTrack.applyConstraints(source === 'mic' ? micAudio(options) : RAW_AUDIO).catch(() => undefined);

  let context: AudioContext | null = null;
  let ended = false;
  const stop = () => {
    if (ended) return;
    ended = true;
    stream.getTracks().forEach((t) => {
      t.onended = null;
      t.stop();
    });
    void context?.close().catch(() => undefined);
  };

  try {
    context = new AudioContext({ latencyHint: 'interactive' });
    await context.audioWorklet.addModule(PCM_WORKLET_URL);
    const input = context.createMediaStreamSource(new MediaStream([audioTrack]));
    const framer = new AudioWorkletNode(context, 'pcm-framer', { numberOfInputs: 1, numberOfOutputs: 1, channelCountMode: 'explicit', channelCount: 2 });
    framer.port.onmessage = (event: MessageEvent<ArrayBuffer>) => {
      if (!ended) callbacks.onFrame(event.data);
    };
    // A silent path to the destination keeps the graph pulling audio without playing it twice.
    const mute = context.createGain();
    mute.gain.value = 0;
    input.connect(framer).connect(mute).connect(context.destination);
    if (context.state === 'suspended') await context.resume();
  } catch (error) {
    stop();
    throw explain(error, source);
  }

  const onTrackEnded = () => {
    if (ended) return;
    stop();
    callbacks.onEnded();
  };
  for (const track of stream.getTracks()) track.onended = onTrackEnded;

  const hasVideo = stream.getVideoTracks().length > 0;
  return { previewStream: hasVideo ? stream : null, source, stop };
}
