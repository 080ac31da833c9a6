// Which figures of one story changed since an earlier round: "40% in round 1, 60% today". A
// story often carries several figures ("cut costs by 40% and raised conversion 10%"), so each
// of today's is paired with at most one earlier figure, and only with one that counts the same
// thing: the same unit, and, where that alone is ambiguous, shared words around it. A figure
// said in both rounds is consistent whatever else was said. A figure with no pairing is new
// detail, not a contradiction, and is not flagged.
import { tokenize } from '../retrieval/rank-terms';
import type { FigureClaim, RoundFigures } from './round-types';

export interface ChangedFigure {
  earlier: string;
  round: number;
  today: string;
}

/** "40% in round 1, 60% today". */
export function changedFigureLabel(c: ChangedFigure): string {
  return `${c.earlier} in round ${c.round}, ${c.today} today`;
}

/**
 * Today's figures of one story against the rounds before, newest round first; each earlier
 * round that said something else for the same claim is listed once per earlier figure.
 */
export function changedFigures(today: readonly FigureClaim[], earlier: readonly RoundFigures[]): ChangedFigure[] {
  const changes: ChangedFigure[] = [];
  const seen = new Set<string>();
  for (const round of [...earlier].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))) {
    for (const [before, now] of pairChanged(round.figures, today)) {
      const key = `${round.round}|${before.value}|${before.unit}|${now.value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      changes.push({ earlier: before.figure, round: round.round, today: now.figure });
    }
  }
  return changes;
}

/** Pairs of (earlier, today) figures that state the same claim with different values. */
export function pairChanged(earlier: readonly FigureClaim[], today: readonly FigureClaim[]): [FigureClaim, FigureClaim][] {
  // A value said in both rounds is consistent, whatever its neighbours say.
  const todayValues = new Set(today.map(key));
  const earlierValues = new Set(earlier.map(key));
  const before = dedupe(earlier.filter((f) => !todayValues.has(key(f))));
  const now = dedupe(today.filter((f) => !earlierValues.has(key(f))));
  const pairs: [FigureClaim, FigureClaim][] = [];
  for (const unit of new Set(now.map((f) => f.unit))) {
    const a = before.filter((f) => f.unit === unit);
    const b = now.filter((f) => f.unit === unit);
    if (a.length === 0) continue;
    // One of each with a real unit can only be the same claim; anything else needs shared words.
    const alone = a.length === 1 && b.length === 1 && unit !== '';
    const candidates = a
      .flatMap((x) => b.map((y) => ({ x, y, overlap: overlap(x, y) })))
      .filter((c) => alone || c.overlap > 0)
      .sort((p, q) => q.overlap - p.overlap);
    const used = new Set<FigureClaim>();
    for (const c of candidates) {
      if (used.has(c.x) || used.has(c.y)) continue;
      used.add(c.x).add(c.y);
      pairs.push([c.x, c.y]);
    }
  }
  return pairs;
}

const key = (f: FigureClaim) => `${f.value}|${f.unit}`;

function dedupe(figures: readonly FigureClaim[]): FigureClaim[] {
  const byKey = new Map<string, FigureClaim>();
  for (const f of figures) if (!byKey.has(key(f))) byKey.set(key(f), f);
  return [...byKey.values()];
}

/** Words this close to a figure say what it is about; further ones belong to its neighbours. */
const NEAR_BEFORE = 4;
const NEAR_AFTER = 3;
/** A shared word on the other side of the figure ("costs fell 40%", "a 40% cut in costs") counts half. */
const OTHER_SIDE = 0.5;

type Near = { before: Map<string, number>; after: Map<string, number> };

/**
 * How strongly two figures' neighbourhoods agree: each word both have near them, the nearer
 * the more (1 / distance from each figure), most when on the same side of it.
 */
function overlap(a: FigureClaim, b: FigureClaim): number {
  const x = nearWords(a);
  const y = nearWords(b);
  const shared = (p: Map<string, number>, q: Map<string, number>) => [...p].reduce((sum, [t, d]) => sum + (q.has(t) ? 1 / (d * q.get(t)!) : 0), 0);
  return shared(x.before, y.before) + shared(x.after, y.after) + OTHER_SIDE * (shared(x.before, y.after) + shared(x.after, y.before));
}

function nearWords(f: FigureClaim): Near {
  const at = f.context.indexOf(f.figure);
  const words = (text: string) => tokenize(text).filter((t) => !/\d/.test(t) && t !== f.unit);
  const before = at === -1 ? [] : words(f.context.slice(0, at)).slice(-NEAR_BEFORE).reverse();
  const after = at === -1 ? [] : words(f.context.slice(at + f.figure.length)).slice(0, NEAR_AFTER);
  const distances = (list: string[]) => {
    const m = new Map<string, number>();
    list.forEach((t, i) => m.has(t) || m.set(t, i + 1));
    return m;
  };
  return { before: distances(before), after: distances(after) };
}
