import type { AnswerSource } from '@/lib/evidence/answer-source';
import type { TurnFeedback } from '@/lib/feedback/answer-score';
import type { ThankYouEmail } from '@/lib/feedback/draft-thank-you-email';
import type { SessionSummary } from '@/lib/feedback/session-summary';
import type { DebriefRounds } from '@/lib/rounds/debrief-rounds';
import type { Tables } from '@/lib/supabase/database';

/** The session columns the debrief reads (the owner may read their own rows). language is the tag the session was held in, null before sessions recorded one. */
export type DebriefSessionRow = Pick<Tables<'interview_session'>, 'id' | 'kind' | 'practice_round' | 'source' | 'mode' | 'title' | 'started_at' | 'ended_at' | 'language'>;

/** The turn columns the debrief reads. */
export type DebriefTurnRow = Pick<Tables<'interview_turn'>, 'id' | 'question' | 'answer' | 'question_at' | 'candidate_answer' | 'candidate_seconds' | 'feedback' | 'question_kind' | 'screen_thumbnail'> &
  // Optional: rows built by hand (tests, the benchmark) predate stored sources and speakers.
  Partial<Pick<Tables<'interview_turn'>, 'sources' | 'speaker'>>;

/** A panel's voice the session labelled, and the name the candidate gave it (null: still "Interviewer 2"). */
export type DebriefSpeakerRow = Pick<Tables<'interview_speaker'>, 'speaker' | 'name'>;

export type DebriefTurn = {
  id: string;
  question: string;
  /** The suggested answer, Markdown (live interviews; empty for practice). */
  suggestedAnswer: string;
  candidateAnswer: string;
  candidateSeconds: number | null;
  /** The stored score, or one computed now from the candidate's words; null with no words. */
  feedback: TurnFeedback | null;
  /** A "Solve screen" question's thumbnail (JPEG data URL), kept only if the user turned that on. */
  screenThumbnail: string | null;
  /** The numbered passages the suggested answer was given and cites as [n]; empty when none were stored. */
  sources?: AnswerSource[];
  /** Who of a panel asked: the name the candidate gave them, else "Interviewer 2"; absent when no voices were told apart. */
  askedBy?: string;
};

export type Debrief = {
  session: DebriefSessionRow;
  turns: DebriefTurn[];
  summary: SessionSummary;
  improvements: string[];
  /** The application the session was held for ("Role at Company"); null or absent when none. */
  application?: { id: string; title: string } | null;
  /** A live interview held for an application: the stories it told and the figures that changed since earlier rounds. */
  rounds?: DebriefRounds | null;
  /** Live interviews only. */
  thankYou: ThankYouEmail | null;
  /** How the improvements and e-mail were written: the app has no model of its own. */
  writtenBy: 'templates';
};
