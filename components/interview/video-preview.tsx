'use client';
import { useEffect, useRef, useState } from 'react';
import { INTERVIEW_TEXT } from '@/lib/interview/interview-messages';

const PREVIEW_OVERLAY_MS = 2_000;

/**
 * The shared tab's video, muted (its audio already plays in the tab itself).
 * A click shows for 2 s that this is only a preview.
 */
export function VideoPreview({ stream }: { stream: MediaStream | null }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [overlay, setOverlay] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const showOverlay = () => {
    setOverlay(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setOverlay(false), PREVIEW_OVERLAY_MS);
  };

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
      <button
        type="button"
        onClick={showOverlay}
        data-testid="video-preview"
        className="absolute inset-0 flex h-full w-full items-center justify-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <video ref={videoRef} muted playsInline autoPlay aria-hidden="true" className={`h-full w-full object-contain ${stream ? '' : 'hidden'}`} />
        {stream && <span className="sr-only">Interview video preview</span>}
        {!stream && (
          <span className="flex flex-col items-center gap-2 px-4 text-center">
            <svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="text-slate-400">
              <rect x="3" y="5" width="14" height="14" rx="2" />
              <path d="M17 10l4-3v10l-4-3" />
            </svg>
            <span className="text-sm font-semibold text-white">{INTERVIEW_TEXT.waitingForShare}</span>
            <span className="text-xs text-slate-300">{INTERVIEW_TEXT.waitingHint}</span>
          </span>
        )}
      </button>
      <div aria-live="polite" className="pointer-events-none absolute inset-x-0 bottom-0">
        {overlay && (
          <p role="status" className="m-3 rounded-lg bg-black/80 px-3 py-2 text-center text-sm font-medium text-white">
            {INTERVIEW_TEXT.previewOnly}
          </p>
        )}
      </div>
    </div>
  );
}
