'use client';
import { QuestionList, type QuestionListProps } from './question-list';
import { VideoPreview } from './video-preview';

/** The video preview above the interviewer's questions; its width is the divider's. */
export function LeftPanel({ previewStream, ...list }: { previewStream: MediaStream | null } & QuestionListProps) {
  return (
    <aside
      id="interview-left-panel"
      aria-label="Interview video and questions"
      data-testid="left-panel"
      className="flex min-h-[24rem] flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 md:min-h-0 md:w-[var(--left)] md:shrink-0"
    >
      <VideoPreview stream={previewStream} />
      <QuestionList {...list} />
    </aside>
  );
}
