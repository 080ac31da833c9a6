'use client';
import type { QuestionPost } from '@/lib/interview/interview-state';

/** What the questions panel calls each side when it listens to both ("Tab + microphone"). */
const SPEAKER_LABELS: Record<NonNullable<QuestionPost['speaker']>, string> = { interviewer: 'Interviewer', candidate: 'You' };

/** The speaker of a post, above its text; nothing for single-source sessions, where every post is the interviewer's. */
export function SpeakerLabel({ speaker }: { speaker: QuestionPost['speaker'] }) {
  if (!speaker) return null;
  return (
    <span data-testid="speaker-label" className={`mb-0.5 block text-xs font-semibold ${speaker === 'candidate' ? 'text-emerald-800' : 'text-slate-700'}`}>
      {SPEAKER_LABELS[speaker]}
    </span>
  );
}

/** A candidate's post: set apart from the interviewer's, never "current" (Space never sends it). */
export const CANDIDATE_POST_CLASS = 'ml-6 border-emerald-200 bg-emerald-50 text-slate-800';
