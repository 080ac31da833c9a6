import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import { changedFigures, type ChangedFigure } from './compare-figures';
import type { FigureClaim, RoundFigures, ToldRound } from './round-types';
import { toldRoundsOf } from './told-label';
import { MAX_TOLD_ROWS, TOLD_COLUMNS, toToldRound, type ToldRow } from './told-rows';

/** A story told in the debriefed round: how, where it was told before, and which figures changed since. */
export interface DebriefRoundStory {
  storyId: string;
  title: string;
  said: boolean;
  shown: boolean;
  /** Rounds of the application held before this one that it was told in, oldest first. */
  toldBefore: ToldRound[];
  /** "40% in round 1, 60% today": today is the debriefed session, whenever it is read. */
  changed: ChangedFigure[];
}

export interface DebriefRounds {
  /** The debriefed session's round number. */
  round: number;
  stories: DebriefRoundStory[];
}

/** Enough figures for every round of an application (at most 200 a round are kept). */
const MAX_FIGURE_ROWS = 2000;

type StoryRow = ToldRow & { said: boolean; shown: boolean; story: { title: string } | null };
type FigureRow = FigureClaim & { story_id: string | null; interview_round: ToldRow['interview_round'] };

/**
 * What the debriefed session told, read through the caller's own client (row-level security
 * returns only their rows); null when it was no round (practice, or held for no application).
 */
export async function fetchDebriefRounds(supabase: SupabaseClient<Database>, session: { id: string; application_id: string | null }): Promise<DebriefRounds | null> {
  if (!session.application_id) return null;
  const [round, told, figures] = await Promise.all([
    supabase.from('interview_round').select('round_number').eq('session_id', session.id).maybeSingle(),
    supabase.from('told_story').select(`${TOLD_COLUMNS}, said, shown, story(title)`).eq('application_id', session.application_id).order('told_at', { ascending: false }).limit(MAX_TOLD_ROWS),
    supabase
      .from('claimed_figure')
      .select('story_id, figure, value, unit, context, interview_round(session_id, round_number, held_at)')
      .eq('application_id', session.application_id)
      .not('story_id', 'is', null)
      .order('claimed_at', { ascending: false })
      .limit(MAX_FIGURE_ROWS),
  ]);
  if (round.error) throw new Error(`interview_round: ${round.error.message}`);
  if (told.error) throw new Error(`told_story: ${told.error.message}`);
  if (figures.error) throw new Error(`claimed_figure: ${figures.error.message}`);
  if (!round.data) return null;
  return buildDebriefRounds(session.id, round.data.round_number, told.data as StoryRow[], figures.data as FigureRow[]);
}

/** Pure: the rows of an application's rounds to what the debriefed session told. */
export function buildDebriefRounds(sessionId: string, roundNumber: number, toldRows: readonly StoryRow[], figureRows: readonly FigureRow[]): DebriefRounds {
  const told = toldRows.map((row) => ({ row, round: toToldRound(row) })).filter((t): t is { row: StoryRow; round: ToldRound } => t.round !== null);
  const here = told.filter((t) => t.round.sessionId === sessionId);
  const heldAt = here[0]?.round.at ?? figureRows.map(roundOf).find((r) => r?.sessionId === sessionId)?.at;
  // Before this session: a later round is not "earlier" on an older debrief.
  const before = (t: ToldRound) => t.sessionId !== sessionId && (heldAt === undefined || Date.parse(t.at) < Date.parse(heldAt));
  const stories = here.map(({ row }) => {
    const earlier = told.filter((t) => t.row.story_id === row.story_id && before(t.round)).map((t) => t.round);
    const figures = figureRows.filter((f) => f.story_id === row.story_id);
    const today = figures.filter((f) => roundOf(f)?.sessionId === sessionId);
    const rounds = new Map<string, RoundFigures>();
    for (const f of figures) {
      const r = roundOf(f);
      if (!r || !before(r)) continue;
      const entry = rounds.get(r.sessionId) ?? { round: r.round, sessionId: r.sessionId, at: r.at, figures: [] };
      entry.figures.push(f);
      rounds.set(r.sessionId, entry);
    }
    return {
      storyId: row.story_id,
      title: row.story?.title ?? 'Untitled story',
      said: row.said,
      shown: row.shown,
      toldBefore: toldRoundsOf(earlier),
      changed: changedFigures(today, [...rounds.values()]),
    };
  });
  return { round: roundNumber, stories };
}

function roundOf(f: FigureRow): ToldRound | null {
  return toToldRound({ story_id: f.story_id ?? '', interview_round: f.interview_round });
}
