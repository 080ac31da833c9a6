// Under a story among an answer's sources, where it was told before: "Told on Nov 28, round 1".
// The sources are built first (evidence/), then marked here from the rounds the session read as
// its user when it started; the current session's own round is never "before".
import type { AnswerSource } from '../../lib/evidence/answer-source';
import { MAX_TOLD_MARKS } from '../../lib/evidence/answer-source';
import type { ToldRound } from '../../lib/rounds/round-types';
import { toldRoundsOf } from '../../lib/rounds/told-label';

export function markToldSources(sources: AnswerSource[], told: readonly ToldRound[], sessionId: string | undefined): AnswerSource[] {
  const earlier = told.filter((t) => t.sessionId !== sessionId);
  if (earlier.length === 0) return sources;
  return sources.map((source) => {
    if (source.kind !== 'story' || !source.story_id) return source;
    const rounds = toldRoundsOf(earlier.filter((t) => t.storyId === source.story_id)).slice(-MAX_TOLD_MARKS);
    return rounds.length > 0 ? { ...source, told: rounds.map(({ at, round }) => ({ at, round })) } : source;
  });
}
