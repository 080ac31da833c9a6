import { parseTurnFeedback, questionKindSchema } from '@/lib/feedback/answer-score';
import { draftThankYouEmail } from '@/lib/feedback/draft-thank-you-email';
import { guessRoleAndCompany } from '@/lib/feedback/guess-role-and-company';
import { keyTopics } from '@/lib/feedback/key-topics';
import { scoreAnswer } from '@/lib/feedback/score-answer';
import { summariseSession } from '@/lib/feedback/session-summary';
import { threeThingsToImprove } from '@/lib/feedback/three-things-to-improve';
import { guessLanguage } from '@/lib/language/guess-language';
import { defaultInterviewerLabel } from '@/lib/protocol/interviewer';
import type { Debrief, DebriefSessionRow, DebriefSpeakerRow, DebriefTurn, DebriefTurnRow } from './debrief-types';
import { storedSources } from './stored-sources';

/**
 * The debrief of one session from its rows: each turn's stored score (or, for a live turn
 * whose words were captured but never scored, the rubric's score computed now), the totals,
 * three things to improve and, for a live interview, a thank-you e-mail in the session's language. All from figures
 * and templates: the app itself has no model configured.
 */
export function buildDebrief(session: DebriefSessionRow, rows: readonly DebriefTurnRow[], jobDescription?: string, speakers: readonly DebriefSpeakerRow[] = []): Debrief {
  const names = new Map(speakers.filter((s) => s.name).map((s) => [s.speaker, s.name as string]));
  // The rubric judges fillers, structure and pace by the language spoken: the session's, or for
  // an Auto-detect session whose language was never reported, what its questions are written in.
  const language = session.language ?? guessLanguage(rows.map((r) => r.question).join(' ')) ?? undefined;
  const turns: DebriefTurn[] = rows.map((row) => {
    const candidateAnswer = row.candidate_answer ?? '';
    const seconds = row.candidate_seconds === null ? null : Number(row.candidate_seconds);
    let feedback = parseTurnFeedback(row.feedback);
    if (!feedback && candidateAnswer.trim()) {
      const kind = questionKindSchema.safeParse(row.question_kind);
      feedback = scoreAnswer({ question: row.question, answer: candidateAnswer, seconds: seconds ?? 0, jobDescription, kind: kind.success ? kind.data : 'other', language });
    }
    const speaker = row.speaker ?? null;
    const askedBy = speaker === null ? {} : { askedBy: names.get(speaker) ?? defaultInterviewerLabel(speaker) };
    return { id: row.id, question: row.question, suggestedAnswer: row.answer, candidateAnswer, candidateSeconds: seconds, feedback, screenThumbnail: row.screen_thumbnail, sources: storedSources(row.sources), ...askedBy };
  });
  const scored = turns.map((t) => ({ question: t.question, candidateAnswer: t.candidateAnswer, candidateSeconds: t.candidateSeconds, feedback: t.feedback }));
  const live = session.kind !== 'practice';
  return {
    session,
    turns,
    summary: summariseSession(scored, language),
    improvements: threeThingsToImprove(scored, { language }),
    // The e-mail is written in the interview's language where a template exists (English otherwise).
    thankYou: live ? draftThankYouEmail({ ...guessRoleAndCompany(jobDescription), topics: keyTopics(turns.map((t) => t.question), 3, language), language }) : null,
    writtenBy: 'templates',
  };
}
