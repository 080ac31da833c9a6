// What a pile of sources backs, read once per text: the figure values, dates, title keys and
// name words of a resume, a story or a job description. The same resume and job description
// back every answer of a session, so each text's reading is kept (the newest few hundred,
// least recently used out first) and a check after an answer reads only the answer.
import { answerProse, proseWords, type ProseWord } from './claim-text';
import { dateKeys, findFigures } from './find-figures';
import { textTitleKeys } from './title-keys';

export interface Backing {
  values: Set<string>;
  dates: Set<string>;
  titleKeys: string[][];
  words: Set<string>;
  /** Each source's words, for telling which words are capitalised inside a sentence. */
  prose: ProseWord[][];
}

interface TextReading {
  values: string[];
  dates: string[];
  titleKeys: string[];
  words: string[];
  prose: ProseWord[];
}

/** Texts read, by their whole text: a session's documents and stories, with room for several sessions. */
const MAX_READINGS = 256;
/** A longer text is read each time rather than kept: the documents are bounded well below it. */
const MAX_KEPT_CHARS = 200_000;
const readings = new Map<string, TextReading>();

function read(text: string): TextReading {
  const kept = readings.get(text);
  if (kept) {
    readings.delete(text);
    readings.set(text, kept);
    return kept;
  }
  const prose = answerProse(text);
  const words = proseWords(prose);
  const folded = words.map((w) => w.folded);
  const reading: TextReading = {
    values: findFigures(prose, undefined, { small: true }).map((f) => f.value),
    dates: [...dateKeys(prose)],
    titleKeys: textTitleKeys(folded),
    words: folded.flatMap((w) => [w, ...w.split(/[-.'’&]/)]),
    prose: words,
  };
  if (text.length <= MAX_KEPT_CHARS) {
    readings.set(text, reading);
    if (readings.size > MAX_READINGS) readings.delete(readings.keys().next().value!);
  }
  return reading;
}

export function backingOf(texts: readonly string[]): Backing {
  const read_ = texts.filter((t) => t.trim()).map(read);
  return {
    values: new Set(read_.flatMap((r) => r.values)),
    dates: new Set(read_.flatMap((r) => r.dates)),
    titleKeys: read_.map((r) => r.titleKeys),
    words: new Set(read_.flatMap((r) => r.words)),
    prose: read_.map((r) => r.prose),
  };
}
