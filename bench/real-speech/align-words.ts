// Scores one long hypothesis against the references of the recordings it covers: the two word
// sequences are aligned once (the least substitutions, deletions and insertions), and each edit
// is charged to the recording its reference word belongs to; an inserted word goes to the
// recording of the reference word before it (the first recording's when none is). So a word
// the recogniser moved across a pause costs what it would have cost inside one recording, and
// a stream's WER per recording, style and speaker reads like the per-recording column's.

export interface SegmentScore {
  /** The segment's reference words, as given. */
  reference: string[];
  /** The hypothesis words the alignment gave the segment (matched, substituted or inserted). */
  hypothesis: string[];
  errors: number;
}

const enum Op {
  Match = 0,
  Substitute = 1,
  Delete = 2,
  Insert = 3,
}

export function alignToSegments(references: readonly (readonly string[])[], hypothesis: readonly string[]): SegmentScore[] {
  const ref: string[] = [];
  const owner: number[] = [];
  references.forEach((words, s) => words.forEach((w) => (ref.push(w), owner.push(s))));
  const n = ref.length;
  const m = hypothesis.length;
  const width = m + 1;
  // The whole table is kept for the way back: at most a few thousand words a side.
  const cost = new Uint32Array((n + 1) * width);
  const op = new Uint8Array((n + 1) * width);
  for (let j = 1; j <= m; j++) (cost[j] = j), (op[j] = Op.Insert);
  for (let i = 1; i <= n; i++) {
    cost[i * width] = i;
    op[i * width] = Op.Delete;
    for (let j = 1; j <= m; j++) {
      const same = ref[i - 1] === hypothesis[j - 1];
      let best = cost[(i - 1) * width + j - 1] + (same ? 0 : 1);
      let how = same ? Op.Match : Op.Substitute;
      const del = cost[(i - 1) * width + j] + 1;
      if (del < best) (best = del), (how = Op.Delete);
      const ins = cost[i * width + j - 1] + 1;
      if (ins < best) (best = ins), (how = Op.Insert);
      cost[i * width + j] = best;
      op[i * width + j] = how;
    }
  }
  const scores: SegmentScore[] = references.map((words) => ({ reference: [...words], hypothesis: [], errors: 0 }));
  const charged: { segment: number; word?: string; error: boolean }[] = [];
  for (let i = n, j = m; i > 0 || j > 0; ) {
    const how = op[i * width + j];
    if (how === Op.Insert) {
      charged.push({ segment: i > 0 ? owner[i - 1] : owner[0] ?? 0, word: hypothesis[j - 1], error: true });
      j--;
    } else if (how === Op.Delete) {
      charged.push({ segment: owner[i - 1], error: true });
      i--;
    } else {
      charged.push({ segment: owner[i - 1], word: hypothesis[j - 1], error: how === Op.Substitute });
      i--;
      j--;
    }
  }
  for (const c of charged.reverse()) {
    const score = scores[c.segment];
    if (!score) continue;
    if (c.word !== undefined) score.hypothesis.push(c.word);
    if (c.error) score.errors++;
  }
  return scores;
}
