import Link from 'next/link';
import type { PrepSheetQuestion } from '@/lib/prep/match-sheet-stories';
import { StoryStarList } from '@/components/prep/story-star-list';
import { NO_STORY, questionKindLabel } from '@/lib/prep/prep-sheet-labels';
import type { ToldRound } from '@/lib/rounds/round-types';
import { ToldMarks } from '@/components/rounds/told-marks';

/**
 * One likely question with the story that answers it, collapsed, and where that story was told
 * in earlier rounds; or "no story yet" and a way to write one.
 */
export function PrepSheetQuestionCard({ question, index, language, told = [] }: { question: PrepSheetQuestion; index: number; language: string; told?: readonly ToldRound[] }) {
  const { story } = question;
  return (
    <li data-testid="prep-sheet-question" className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm break-inside-avoid">
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{questionKindLabel(question.kind)}</p>
      <h3 className="mt-1 font-semibold break-words text-ink" lang={language} dir="auto">
        {index + 1}. {question.text}
      </h3>
      {story ? (
        <>
          <details data-prep-story className="mt-2 text-sm" data-testid="prep-sheet-story">
            <summary className="cursor-pointer font-medium break-words text-brand-700">
              <span className="text-slate-600">Story: </span>
              <span dir="auto">{story.title}</span>
            </summary>
            <StoryStarList story={story} />
          </details>
          <ToldMarks told={told} className="mt-2" />
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600" data-testid="prep-sheet-no-story">
          <span className="italic">{NO_STORY}</span> ·{' '}
          <Link href="/prep" className="font-medium text-brand-700 underline print:hidden">
            Write one
          </Link>
        </p>
      )}
    </li>
  );
}
