// A language's stop words: one list, each word written once, in two parts. The first part may
// be dropped from any text whatever its language (passages are ranked, and claims read, without
// knowing which language a resume line is in). The second is dropped only from text known to be
// in the language (the rubric reading an answer, the detector telling a repeated question
// apart): fillers and talk words, and words that another language writes as content. Folded
// and dropped from every text, Portuguese "aí" would hide "AI", Spanish "sea" and "todo" English
// words, and a Polish "ci" the "CI" of "CI/CD".

export interface StopWords {
  /** Dropped from text in any language. */
  readonly everywhere: ReadonlySet<string>;
  /** Every stop word of the language, both parts. */
  readonly all: ReadonlySet<string>;
}

const split = (list: string) => list.split(/\s+/).filter(Boolean);

export function stopWordList(parts: { everywhere: string; ownLanguage: string }): StopWords {
  const everywhere = new Set(split(parts.everywhere));
  return { everywhere, all: new Set([...everywhere, ...split(parts.ownLanguage)]) };
}
