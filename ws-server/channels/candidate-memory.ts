// What the candidate has said out loud in this interview (the microphone channel, echo
// removed), newest kept: answers build on it and do not repeat it. Bounded in utterances and
// characters, so a two-hour interview holds no more than a few minutes of speech; the prompt
// trims it further to its token budget.

export interface CandidateMemoryLimits {
  maxUtterances: number;
  maxChars: number;
}

const CANDIDATE_MEMORY: CandidateMemoryLimits = { maxUtterances: 200, maxChars: 12_000 };

export class CandidateMemory {
  private readonly utterances: string[] = [];
  private chars = 0;

  constructor(
    private readonly limits: CandidateMemoryLimits = CANDIDATE_MEMORY,
    seed: string[] = [],
  ) {
    for (const text of seed) this.add(text);
  }

  add(text: string): void {
    const clean = text.replace(/\s+/g, ' ').trim().slice(0, this.limits.maxChars);
    if (!clean) return;
    this.utterances.push(clean);
    this.chars += clean.length;
    while (this.utterances.length > this.limits.maxUtterances || this.chars > this.limits.maxChars) {
      this.chars -= this.utterances.shift()!.length;
    }
  }

  /** Oldest first. */
  all(): string[] {
    return [...this.utterances];
  }

  get size(): number {
    return this.utterances.length;
  }
}
