'use client';
import { useMemo } from 'react';
import { questionsWithStories } from '@/lib/prep/match-sheet-stories';
import { toldByStory } from '@/lib/rounds/fetch-told-stories';
import type { PrepSheet } from '@/lib/prep/prep-sheet';
import { PREP_SHEET_HEADINGS } from '@/lib/prep/prep-sheet-labels';
import { PrepSheetQuestionCard } from './prep-sheet-question';
import { useWrittenQuestions } from './use-written-questions';

export const BANK_SOURCE = "From Cuecard's question bank, ranked by the job description.";
export const MODEL_SOURCE = 'Written for this role by your AI model.';

/**
 * The likely questions: the bank's, ranked on the server, until the server's model (when one is
 * configured) has written questions for the role; those then take their place, each matched to
 * the candidate's stories here with the same ranking.
 */
export function LikelyQuestionsSection({ sheet }: { sheet: PrepSheet }) {
  const written = useWrittenQuestions(sheet.applicationId, sheet.questionLanguage);
  const told = useMemo(() => toldByStory(sheet.told), [sheet.told]);
  const questions = useMemo(
    () => (written ? questionsWithStories(written.map((q, i) => ({ id: `written-${i + 1}`, ...q })), sheet.stories, sheet.jobDescription) : sheet.questions),
    [written, sheet],
  );
  return (
    <section aria-labelledby="prep-sheet-questions" className="mt-8">
      <h2 id="prep-sheet-questions" className="text-lg font-semibold text-ink">
        {PREP_SHEET_HEADINGS.questions}
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="prep-sheet-question-source">
        {written ? MODEL_SOURCE : BANK_SOURCE}
      </p>
      <ol className="mt-3 space-y-3">
        {questions.map((q, i) => (
          <PrepSheetQuestionCard key={q.id} question={q} index={i} language={sheet.questionLanguage} told={q.story ? told[q.story.id] : undefined} />
        ))}
      </ol>
    </section>
  );
}
