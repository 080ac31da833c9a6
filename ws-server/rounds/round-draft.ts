// What one socket of a live interview has recorded for its round so far: each story told (said,
// shown, or both) and each figure claimed, once, bounded as record_round bounds a round. The
// whole draft is sent each time it is written: record_round merges, so writing it again (or
// after a reconnect carried the session on) never counts anything twice.
import type { SettledFigure } from './candidate-telling';

export const MAX_TOLD_PER_ROUND = 50;
export const MAX_FIGURES_PER_ROUND = 200;

// Types, not interfaces: they travel as record_round's JSON arguments.
export type ToldRecord = {
  story_id: string;
  said: boolean;
  shown: boolean;
};

export type FigureRecord = {
  story_id: string | null;
  figure: string;
  value: string;
  unit: string;
  context: string;
  origin: 'said' | 'shown';
};

export class RoundDraft {
  private readonly told = new Map<string, ToldRecord>();
  private readonly figures = new Map<string, FigureRecord>();

  /** True when it changed the draft. */
  tell(storyId: string, how: 'said' | 'shown'): boolean {
    const known = this.told.get(storyId);
    if (known?.[how]) return false;
    if (!known && this.told.size >= MAX_TOLD_PER_ROUND) return false;
    this.told.set(storyId, { story_id: storyId, said: how === 'said' || Boolean(known?.said), shown: how === 'shown' || Boolean(known?.shown) });
    return true;
  }

  /** True when it changed the draft. */
  claim(figure: SettledFigure, origin: 'said' | 'shown'): boolean {
    const key = `${figure.storyId ?? ''}|${figure.value}|${figure.unit}`;
    if (this.figures.has(key) || this.figures.size >= MAX_FIGURES_PER_ROUND) return false;
    this.figures.set(key, { story_id: figure.storyId, figure: figure.figure, value: figure.value.slice(0, 40), unit: figure.unit.slice(0, 40), context: figure.context, origin });
    return true;
  }

  get empty(): boolean {
    return this.told.size === 0 && this.figures.size === 0;
  }

  payload(): { told: ToldRecord[]; figures: FigureRecord[] } {
    return { told: [...this.told.values()], figures: [...this.figures.values()] };
  }
}
