// A language's stop words: one list, each word written once, under the readers that drop it.
// Three readers drop words for reasons of their own, so each drops its own share of the list:
//   ranking   ranks passages and reads claims without knowing which language a resume line is in,
//             so it drops only words no other language writes as content: folded and dropped from
//             every text, Portuguese "aí" would hide "AI", Spanish "sea" and "todo" English words,
//             and a Polish "ci" the "CI" of "CI/CD";
//   rubric    reads an answer known to be in the language, and drops fillers and talk words too;
//   detector  tells a repeated question from a new one, and so keeps the words that say what a
//             question is about ("time", "say", "no" in "Tell me about a time you had to say no
//             to a customer"): dropping them, two different questions look alike.

export type StopWordReader = 'ranking' | 'rubric' | 'detector';

/** A group of the list, named by the readers that drop its words. */
type Group = 'ranking rubric detector' | 'ranking rubric' | 'ranking detector' | 'rubric detector' | StopWordReader;

export type StopWords = Readonly<Record<StopWordReader, ReadonlySet<string>>> & {
  /** Every word of the list. */
  readonly all: ReadonlySet<string>;
};

const split = (list: string) => list.split(/\s+/).filter(Boolean);

export function stopWordList(groups: Partial<Record<Group, string>>): StopWords {
  const sets: Record<StopWordReader, Set<string>> = { ranking: new Set(), rubric: new Set(), detector: new Set() };
  const all = new Set<string>();
  for (const [group, list] of Object.entries(groups) as [Group, string][]) {
    const readers = group.split(' ') as StopWordReader[];
    for (const word of split(list)) {
      // Written twice, a word's readers would be two places to keep in step.
      if (all.has(word)) throw new Error(`stop word "${word}" is written twice`);
      all.add(word);
      for (const reader of readers) sets[reader].add(word);
    }
  }
  return { ...sets, all };
}
