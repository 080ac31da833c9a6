'use client';
import { useEffect, useRef, useState } from 'react';
import { PRACTICE_INTERVIEW_TITLE } from '@/lib/interview/mock-interview-url';

const VIDEO = '/mock-interview/practice-interview.webm';
const CAPTIONS = '/mock-interview/practice-interview.vtt';

/**
 * The practice interview: plays by itself where the browser allows it, else waits for Play.
 * The candidate shares this tab from the interview screen, exactly as with a real call.
 */
export function PracticeInterviewPlayer() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    void ref.current?.play().catch(() => undefined);
  }, []);

  const play = () => {
    const video = ref.current;
    if (!video) return;
    if (video.ended) video.currentTime = 0;
    void video.play().catch(() => undefined);
  };

  return (
    <main className="flex min-h-screen flex-col items-center gap-4 bg-slate-900 p-6 text-white">
      <h1 className="text-2xl font-bold">{PRACTICE_INTERVIEW_TITLE}</h1>
      <p className="max-w-2xl text-center text-sm text-slate-300">
        Go back to the interview screen, press Start Interview and share this tab with its audio. Questions appear there as the interviewer asks them; press SPACE for a suggested answer.
      </p>
      <video
        ref={ref}
        src={VIDEO}
        controls
        playsInline
        preload="auto"
        data-testid="practice-video"
        className="aspect-video w-full max-w-4xl rounded-xl bg-black"
        onPlay={() => {
          setPlaying(true);
          setEnded(false);
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => setEnded(true)}
      >
        <track kind="captions" src={CAPTIONS} srcLang="en" label="English" default />
      </video>
      {!playing && (
        <button type="button" onClick={play} className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
          {ended ? 'Play again' : 'Play the interview'}
        </button>
      )}
    </main>
  );
}
