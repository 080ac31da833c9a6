// What the data export reads of each table, as the user. Everything the candidate wrote or
// said and what Cuecard made of it; not the internal links to usage and billing rows, and not
// screen thumbnails (images, shown in History).

export const EXPORT_PROFILE_COLUMNS = 'email, created_at, plan_id, is_onboarded, guided_onboarded, keep_screen_thumbnails, interview_language, answer_language';

export const EXPORT_RESUME_VERSION_COLUMNS = 'id, name, resume, is_primary, created_at, updated_at';

export const EXPORT_APPLICATION_COLUMNS =
  'id, company, role, job_description, resume_version_id, interview_at, round, notes, language, archived_at, is_primary, created_at, updated_at';

export const EXPORT_STORY_COLUMNS = 'id, title, situation, task, action, result, tags, figures, created_at, updated_at, story_application(application_id)';

/** With the panel's voices and the names the candidate gave them ("Priya (EM)"). */
export const EXPORT_SESSION_COLUMNS =
  'id, kind, practice_round, source, mode, title, language, application_id, started_at, ended_at, candidate_said, practice_plan, interview_speaker(speaker, name)';

/** `speaker`: which voice of the panel asked, its number in the session's interview_speaker. */
export const EXPORT_TURN_COLUMNS =
  'id, session_id, question, question_kind, question_at, answer, answer_engine, answer_started_at, answer_completed_at, latency_ms, status, candidate_answer, candidate_seconds, feedback, sources, speaker';

/** Each round of an application with the stories told in it and the figures claimed (at most 50 and 200 a round). */
export const EXPORT_ROUND_COLUMNS =
  'id, application_id, session_id, round_number, round_label, held_at, created_at, told_story(story_id, said, shown, told_at), claimed_figure(story_id, figure, value, unit, context, origin, claimed_at)';
