'use client';
import { useEffect, useRef } from 'react';
import type { AnswerPost, QuestionPost, SpeakerRef } from '@/lib/interview/interview-state';
import { INTERVIEW_TEXT } from '@/lib/interview/interview-messages';
import type { PanelView } from '@/lib/interview/speaker-names';
import { InterviewerLabel } from './interviewer-label';
import { ScreenPost } from './screen-post';
import { CANDIDATE_POST_CLASS, SpeakerLabel } from './speaker-label';

export const postAnchor = (id: string) => `post-${id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
export const answerAnchor = (id: string) => `answer-${id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/**
 * The interviewer's questions, newest last. Posts not yet asked form the current
 * question (what Space sends); asked ones link to their answers. With "Tab + microphone"
 * the candidate's words are listed too, labelled "You", and are never part of a question.
 * On a panel (the server tells voices apart) each post names its interviewer, a button that
 * renames them for the session, and a follow-up is set in under a link to the question it
 * follows up.
 */
export interface QuestionListProps {
  posts: QuestionPost[];
  answers: AnswerPost[];
  onClear: () => void;
  onClearAll: () => void;
  panel?: PanelView;
  /** The problem with the name, or null once renamed. */
  onRenameSpeaker?: (ref: SpeakerRef, name: string) => string | null;
}

export function QuestionList({ posts, answers, onClear, onClearAll, panel, onRenameSpeaker }: QuestionListProps) {
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [posts.length]);
  const answerFor = (questionId: string | undefined) => (questionId ? answers.find((a) => a.questionId === questionId) : undefined);
  const isCurrent = (p: QuestionPost) => !p.questionId && p.speaker !== 'candidate';
  const hasCurrent = posts.some(isCurrent);

  return (
    <section aria-labelledby="questions-heading" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 pb-2">
        <h2 id="questions-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          Questions
        </h2>
        <div className="flex gap-1">
          <button type="button" onClick={onClear} disabled={!hasCurrent} className="rounded-md px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-200 disabled:text-slate-500">
            {INTERVIEW_TEXT.clear}
          </button>
          <button type="button" onClick={onClearAll} disabled={posts.length === 0} className="rounded-md px-2 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-200 disabled:text-slate-500">
            {INTERVIEW_TEXT.clearAll}
          </button>
        </div>
      </div>
      <ol aria-label="Interviewer questions" aria-live="polite" className="min-h-0 flex-1 space-y-2 overflow-y-auto pr-1" data-testid="question-list">
        {posts.length === 0 && <li className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">The interviewer&apos;s questions will appear here.</li>}
        {posts.map((post) => {
          const answer = answerFor(post.questionId);
          const current = isCurrent(post);
          const asker = panel?.speakerOf(post);
          const followed = panel?.followUpOf(post);
          return (
            <li
              key={post.id}
              id={postAnchor(post.id)}
              data-speaker={post.speaker}
              data-follow-up={followed ? 'true' : undefined}
              className={`rounded-lg border p-3 text-sm ${current ? 'border-brand-500 bg-white shadow-sm' : post.speaker === 'candidate' ? CANDIDATE_POST_CLASS : 'border-slate-200 bg-slate-100 text-slate-700'} ${followed ? 'ml-4 border-l-4 border-l-brand-500' : ''}`}
            >
              {followed && (
                <a href={`#${postAnchor(followed.postId)}`} className="mb-1 block truncate text-xs font-medium text-brand-700 underline" data-testid="follow-up-link">
                  Follow-up to “{followed.text}”
                </a>
              )}
              {asker && onRenameSpeaker ? <InterviewerLabel label={asker.label} onRename={(name) => onRenameSpeaker(asker.ref, name)} /> : <SpeakerLabel speaker={post.speaker} />}
              {post.screen ? <ScreenPost post={{ ...post, screen: post.screen }} /> : <p className={post.final ? '' : 'text-slate-600 italic'}>{post.text}</p>}
              {answer && (
                <a href={`#${answerAnchor(answer.id)}`} className="mt-1 inline-block text-xs font-medium text-brand-700 underline">
                  See the answer
                </a>
              )}
              {current && post.final && <span className="sr-only">Current question</span>}
            </li>
          );
        })}
        <li ref={endRef} aria-hidden="true" className="h-px list-none" />
      </ol>
    </section>
  );
}
