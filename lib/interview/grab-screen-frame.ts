/**
 * One frame of the shared tab for "Solve screen" (browser only), taken from the video track
 * the interview already captures for the preview, so no second share prompt. The frame is
 * drawn on a canvas at most 1,600 px on its long side and encoded as JPEG, at lower quality
 * only if it would pass the protocol's per-frame limit. The thumbnail is for the question list
 * and goes with the screen question, for the history to keep if the user turned that on.
 */
import { LIMITS } from '@/lib/protocol';
import { fitFrame, JPEG_QUALITIES, THUMBNAIL_QUALITY, THUMBNAIL_SIDE } from './frame-size';

export interface ScreenFrame {
  /** JPEG in base64, no data: prefix. */
  data: string;
  width: number;
  height: number;
  /** A small JPEG data URL (long side 240 px) for the question list and the history. */
  thumbnail: string;
}

export class ScreenCaptureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScreenCaptureError';
  }
}

export async function grabScreenFrame(stream: MediaStream): Promise<ScreenFrame> {
  const track = stream.getVideoTracks().find((t) => t.readyState === 'live');
  if (!track) throw new ScreenCaptureError('The shared tab has no video to read. Share a browser tab to use Solve screen.');
  const source = await currentImage(track);
  try {
    const size = fitFrame(source.width, source.height, LIMITS.maxScreenFrameSide);
    const canvas = draw(source.image, size.width, size.height);
    let blob: Blob | null = null;
    for (const quality of JPEG_QUALITIES) {
      blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && blob.size <= LIMITS.maxScreenFrameBytes) break;
    }
    if (!blob || blob.size > LIMITS.maxScreenFrameBytes) throw new ScreenCaptureError('The screen is too detailed to send. Make the window smaller and try again.');
    const thumb = fitFrame(size.width, size.height, THUMBNAIL_SIDE);
    const thumbnail = draw(canvas, thumb.width, thumb.height).toDataURL('image/jpeg', THUMBNAIL_QUALITY);
    return { data: await toBase64(blob), width: size.width, height: size.height, thumbnail };
  } finally {
    source.release();
  }
}

interface Source {
  image: CanvasImageSource;
  width: number;
  height: number;
  release(): void;
}

/** ImageCapture.grabFrame (Chrome): TypeScript's DOM types have ImageCapture without it. */
function canGrabFrame(capture: ImageCapture): capture is ImageCapture & { grabFrame(): Promise<ImageBitmap> } {
  return 'grabFrame' in capture && typeof capture.grabFrame === 'function';
}

/** ImageCapture where the browser has it (Chrome); else a detached <video> on the same stream. */
async function currentImage(track: MediaStreamTrack): Promise<Source> {
  if ('ImageCapture' in globalThis) {
    try {
      const capture = new ImageCapture(track);
      if (canGrabFrame(capture)) {
        const bitmap = await capture.grabFrame();
        return { image: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
      }
    } catch {
      // Some tracks refuse grabFrame (a hidden tab): the video element below still works.
    }
  }
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = new MediaStream([track]);
  await video.play().catch(() => undefined);
  if (video.readyState < 2) await new Promise<void>((resolve) => video.addEventListener('loadeddata', () => resolve(), { once: true }));
  if (!video.videoWidth || !video.videoHeight) throw new ScreenCaptureError('The shared tab is not showing anything yet. Try again in a moment.');
  return { image: video, width: video.videoWidth, height: video.videoHeight, release: () => (video.srcObject = null) };
}

function draw(image: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ScreenCaptureError('This browser cannot read the screen.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new ScreenCaptureError('The screen could not be encoded.'));
    reader.readAsDataURL(blob);
  });
}
