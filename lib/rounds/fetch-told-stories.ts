import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/supabase/database';
import type { ToldRound } from './round-types';
import { toldRoundsOf } from './told-label';
import { MAX_TOLD_ROWS, TOLD_COLUMNS, toToldRound, type ToldRow } from './told-rows';

/** A story already told for an application, with each round it was told in. */
export interface ToldStory {
  storyId: string;
  title: string;
  /** Oldest first, once per round. */
  rounds: ToldRound[];
}

/**
 * Where one application's stories were told, through the caller's own client (row-level
 * security returns only their rows): the most recently told first.
 */
export async function fetchToldStories(supabase: SupabaseClient<Database>, applicationId: string): Promise<ToldStory[]> {
  const { data, error } = await supabase
    .from('told_story')
    .select(`${TOLD_COLUMNS}, story(title)`)
    .eq('application_id', applicationId)
    .order('told_at', { ascending: false })
    .limit(MAX_TOLD_ROWS);
  if (error) throw new Error(`told_story: ${error.message}`);
  return groupToldStories(data as (ToldRow & { story: { title: string } | null })[]);
}

/** Rows to stories, each with its rounds: pure, for the page and its tests. */
export function groupToldStories(rows: readonly (ToldRow & { story: { title: string } | null })[]): ToldStory[] {
  const stories = new Map<string, { title: string; rounds: ToldRound[] }>();
  for (const row of rows) {
    const told = toToldRound(row);
    if (!told) continue;
    const entry = stories.get(row.story_id) ?? { title: row.story?.title ?? 'Untitled story', rounds: [] };
    entry.rounds.push(told);
    stories.set(row.story_id, entry);
  }
  return [...stories.entries()]
    .map(([storyId, s]) => ({ storyId, title: s.title, rounds: toldRoundsOf(s.rounds) }))
    .sort((a, b) => Date.parse(b.rounds.at(-1)!.at) - Date.parse(a.rounds.at(-1)!.at));
}

/** Each story's rounds by its id, for marks under stories shown elsewhere (the prep sheet). */
export function toldByStory(stories: readonly ToldStory[]): Record<string, ToldRound[]> {
  return Object.fromEntries(stories.map((s) => [s.storyId, s.rounds]));
}
