/**
 * Audio capture for an interview (browser only): the shared tab (getDisplayMedia) or a
 * microphone (getUserMedia), always with echo cancellation, auto gain and noise suppression
 * off (Chrome's defaults clip and colour speech), piped through the "pcm-framer"
 * AudioWorklet into 100 ms PCM frames.
 */
import { INTERVIEW_TEXT } from './interview-messages';

export const PCM_WORKLET_URL = '/worklets/pcm-framer.js';
export type AudioSource = 'tab' | 'mic';

const RAW_AUDIO = { echoCancellation: false, autoGainControl: false, noiseSuppression: false } as const;

export class CaptureError extends Error {
  constructor(
    message: string,
    readonly code: 'no_tab_audio' | 'permission_denied' | 'not_supported' | 'capture_failed',
    readonly causeName = 'CaptureError',
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

export interface CaptureCallbacks {
  onFrame: (frame: ArrayBuffer) => void;
  /** The user stopped sharing (Chrome's "Stop sharing" bar) or the device went away. */
  onEnded: () => void;
}

async function requestStream(source: AudioSource): Promise<MediaStream> {
  const devices = navigator.mediaDevices;
  if (source === 'mic') {
    if (!devices?.getUserMedia) throw new CaptureError('This browser cannot use a microphone here.', 'not_supported');
    return devices.getUserMedia({ audio: { ...RAW_AUDIO, channelCount: 1 }, video: false });
  }
  if (!devices?.getDisplayMedia) throw new CaptureError('This browser cannot share a tab. Use a desktop Chrome or Edge.', 'not_supported');
  return devices.getDisplayMedia({
    video: { frameRate: { ideal: 15, max: 30 } },
    audio: { ...RAW_AUDIO, suppressLocalAudioPlayback: false },
    // Chrome hints: offer tabs first; the interview plays in another tab, not this one.
    preferCurrentTab: false,
    selfBrowserSurface: 'exclude',
    surfaceSwitching: 'include',
    systemAudio: 'include',
  } as DisplayMediaStreamOptions);
}

function explain(error: unknown, source: AudioSource): CaptureError {
  if (error instanceof CaptureError) return error;
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    const text =
      source === 'tab'
        ? 'Sharing was cancelled or blocked. Press Start Interview and choose the tab that plays your interview.'
        : 'The microphone was blocked. Allow microphone access for this site and try again.';
    return new CaptureError(text, 'permission_denied', name);
  }
  return new CaptureError(message || 'Audio capture failed.', 'capture_failed', name);
}

export async function startCapture(source: AudioSource, callbacks: CaptureCallbacks): Promise<Capture> {
  let stream: MediaStream;
  try {
    stream = await requestStream(source);
  } catch (error) {
    throw explain(error, source);
  }
  const [audioTrack] = stream.getAudioTracks();
  if (!audioTrack) {
    stream.getTracks().forEach((t) => t.stop());
    throw new CaptureError(INTERVIEW_TEXT.noTabAudio, 'no_tab_audio');
  }
  // Some Chrome versions ignore the constraints given to getDisplayMedia: apply them again.
  await audioTrack.applyConstraints(RAW_AUDIO).catch(() => undefined);

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
