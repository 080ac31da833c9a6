// History rows written with the service role (users may only read and delete theirs).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, TablesUpdate } from '../../lib/supabase/database';
import type { AnswerSource } from '../../lib/evidence/answer-source';
import type { HistoryStore } from './history-store';
import { boundedInterruptedQuestion } from './interrupted-question';

const QUESTION_MAX = 20_000;
const ANSWER_MAX = 200_000;
const TITLE_MAX = 200;
const CANDIDATE_MAX = 20_000;
/** The stored words stay well inside the column's 64 KiB check: the newest are kept. */
const CANDIDATE_WORDS_MAX_CHARS = 12_000;
const PLAN_MAX_QUESTIONS = 16;
const PLAN_MAX_CHARS = 1_000;
const SOURCES_MAX = 40;
/** Below the column's 64 KiB, leaving room for multi-byte characters. */
const SOURCES_MAX_CHARS = 20_000;

function boundedWords(words: string[]): string[] {
  const kept: string[] = [];
  let chars = 0;
  for (let i = words.length - 1; i >= 0; i--) {
    chars += words[i].length;
    if (chars > CANDIDATE_WORDS_MAX_CHARS) break;
    kept.unshift(words[i]);
  }
  return kept;
}

/** Inside the column's check (40 sources, 64 KiB): the numbered sources an answer had are at most MAX_SOURCES already. */
function boundedSources(sources: AnswerSource[]): AnswerSource[] {
  const kept = sources.slice(0, SOURCES_MAX);
  return JSON.stringify(kept).length <= SOURCES_MAX_CHARS ? kept : kept.map((s) => ({ ...s, text: s.text.slice(0, 1_000) }));
}

export function createSupabaseHistoryStore(db: SupabaseClient<Database>, timeoutMs = 10_000): HistoryStore {
  const signal = () => AbortSignal.timeout(timeoutMs);
  return {
    async startSession(s) {
      const { data, error } = await db
        .from('interview_session')
        .insert({
          profile_id: s.profileId,
          usage_log_id: s.usageLogId === undefined ? null : Number(s.usageLogId),
          source: s.source,
          mode: s.mode,
          started_at: s.startedAt.toISOString(),
          kind: s.kind ?? 'live',
          practice_round: s.kind === 'practice' ? (s.practiceRound ?? null) : null,
          language: s.language ?? null,
          application_id: s.applicationId ?? null,
        })
        .select('id')
        .abortSignal(signal())
        .single();
      if (error || !data) throw new Error(`interview_session insert failed: ${error?.code ?? ''} ${error?.message ?? 'no row'}`);
      return data.id;
    },
    async addTurn(t) {
      const { error } = await db
        .from('interview_turn')
        .insert({
          session_id: t.sessionId,
          profile_id: t.profileId,
          question: t.question.slice(0, QUESTION_MAX),
          answer: t.answer.slice(0, ANSWER_MAX),
          question_at: t.questionAt.toISOString(),
          answer_started_at: t.answerStartedAt?.toISOString() ?? null,
          answer_completed_at: t.answerCompletedAt?.toISOString() ?? null,
          latency_ms: t.latencyMs === undefined ? null : Math.max(0, Math.round(t.latencyMs)),
          answer_engine: t.answerEngine.slice(0, 200),
          status: t.status,
          candidate_answer: (t.candidateAnswer ?? '').slice(0, CANDIDATE_MAX),
          candidate_seconds: t.candidateSeconds === undefined ? null : Math.max(0, Math.round(t.candidateSeconds * 10) / 10),
          feedback: t.feedback ?? null,
          question_kind: t.questionKind ?? null,
          screen_thumbnail: t.screenThumbnail ?? null,
          sources: t.sources?.length ? boundedSources(t.sources) : null,
          speaker: t.speaker ?? null,
        })
        .abortSignal(signal());
      if (error) throw new Error(`interview_turn insert failed: ${error.code ?? ''} ${error.message}`);
    },
    async saveCandidateWords(sessionId, words) {
      const { error } = await db.from('interview_session').update({ candidate_said: boundedWords(words) }).eq('id', sessionId).abortSignal(signal());
      if (error) throw new Error(`interview_session candidate words failed: ${error.code ?? ''} ${error.message}`);
    },
    async savePracticePlan(sessionId, plan) {
      const questions = plan.slice(0, PLAN_MAX_QUESTIONS).map((q) => ({ id: q.id.slice(0, 64), text: q.text.slice(0, PLAN_MAX_CHARS), kind: q.kind }));
      const { error } = await db.from('interview_session').update({ practice_plan: questions }).eq('id', sessionId).abortSignal(signal());
      if (error) throw new Error(`interview_session practice plan failed: ${error.code ?? ''} ${error.message}`);
    },
    async setLanguage(sessionId, language) {
      // Only where none is set: a chosen language is not overwritten by what the recogniser heard.
      const { error } = await db.from('interview_session').update({ language }).eq('id', sessionId).is('language', null).abortSignal(signal());
      if (error) throw new Error(`interview_session language failed: ${error.code ?? ''} ${error.message}`);
    },
    async saveSpeaker(sessionId, profileId, speaker) {
      const row = { session_id: sessionId, profile_id: profileId, speaker: speaker.id, name: speaker.name };
      // A voice first heard never overwrites the name it may already have (a session carried on elsewhere).
      const { error } = await db
        .from('interview_speaker')
        .upsert(row, { onConflict: 'session_id,speaker', ignoreDuplicates: speaker.name === null })
        .abortSignal(signal());
      if (error) throw new Error(`interview_speaker upsert failed: ${error.code ?? ''} ${error.message}`);
    },
    async markAnswering(sessionId, question) {
      const { error } = await db
        .from('interview_session')
        .update({ interrupted_question: question && boundedInterruptedQuestion(question) })
        .eq('id', sessionId)
        .abortSignal(signal());
      if (error) throw new Error(`interview_session update failed: ${error.code ?? ''} ${error.message}`);
    },
    async endSession(sessionId, endedAt, title, carried) {
      const patch: TablesUpdate<'interview_session'> = { ended_at: endedAt.toISOString() };
      if (title) patch.title = title.slice(0, TITLE_MAX);
      if (carried) patch.interrupted_question = carried.interrupted && boundedInterruptedQuestion(carried.interrupted);
      const { error } = await db.from('interview_session').update(patch).eq('id', sessionId).abortSignal(signal());
      if (error) throw new Error(`interview_session update failed: ${error.code ?? ''} ${error.message}`);
    },
  };
}
