// A queue shared by many owners (users) that serves them in turn: each owner's items wait in
// their own line, and the next item taken is the first of the owner whose turn it is, so one
// owner with many items delays another's by at most one item each, not by all of them. Each
// owner may hold at most `maxPerOwner` waiting items, and all of them together `maxTotal`.

export class FairQueue<T> {
  /** Owners with waiting items, in the order they are served (Map keeps insertion order). */
  private readonly lines = new Map<string, T[]>();
  private count = 0;

  constructor(private readonly limits: { maxPerOwner: number; maxTotal: number }) {}

  get size(): number {
    return this.count;
  }

  /** False (and nothing queued) when the owner's line or the whole queue is full. */
  push(owner: string, item: T): boolean {
    const line = this.lines.get(owner);
    if (this.count >= this.limits.maxTotal || (line?.length ?? 0) >= this.limits.maxPerOwner) return false;
    if (line) line.push(item);
    else this.lines.set(owner, [item]);
    this.count++;
    return true;
  }

  /** The next item in turn; its owner goes to the back of the order. */
  shift(): T | undefined {
    const next = this.lines.entries().next();
    if (next.done) return undefined;
    const [owner, line] = next.value;
    const item = line.shift();
    this.lines.delete(owner);
    if (line.length > 0) this.lines.set(owner, line);
    this.count--;
    return item;
  }

  /** Takes an item out wherever it waits (its job was given up); false when it is not queued. */
  remove(owner: string, item: T): boolean {
    const line = this.lines.get(owner);
    const at = line?.indexOf(item) ?? -1;
    if (!line || at === -1) return false;
    line.splice(at, 1);
    if (line.length === 0) this.lines.delete(owner);
    this.count--;
    return true;
  }

  /** Empties the queue, returning what waited. */
  drain(): T[] {
    const all = [...this.lines.values()].flat();
    this.lines.clear();
    this.count = 0;
    return all;
  }
}
