// What the offline engine knows about one language, as data: the words of its talking points,
// and the achievement verbs that ranking passages in that language needs. One table per
// language, in its ws-server pack (ws-server/language/packs/<code>/talking-points.ts); the code
// reads them and never asks which language it is.

/** A labelled line: a short label, then a passage quoted from the documents or, without one, the advice. */
export interface LabelledLine {
  label: string;
  /** Said when no passage fits; '' leaves the line out. */
  advice: string;
}

export interface TalkingPointWords {
  /** The first line: says plainly these are offline talking points, not an AI answer. */
  heading: string;
  /** When there is neither a resume nor a job description. */
  addDocuments: string;
  /** A labelled line as Markdown: "{label}" and "{text}" are filled in ("- **{label}:** {text}"). */
  line: string;
  /** Quotation marks around a passage quoted as written. */
  quotes: [open: string, close: string];
  behavioural: { intro: string; situation: LabelledLine; action: LabelledLine; result: LabelledLine };
  technical: { intro: string; usedIt: LabelledLine; alsoRelevant: string };
  situational: { intro: string; first: LabelledLine; similar: LabelledLine };
  motivation: { draw: LabelledLine; bring: LabelledLine; also: string };
  background: { intro: string; now: LabelledLine; before: LabelledLine };
  general: { intro: string; example: LabelledLine; also: string };
  tieToRole: string;
  /** A behavioural answer laid out from one of the candidate's own stories. */
  story: {
    /** The line that names the story: "{title}" is filled in, quoted ("**From your story:** {title}"). */
    /** The first line when the answer is the candidate's own story (not picked from the resume). */
    heading: string;
    fromStory: string;
    /** When the candidate has stories but none fits the question; the resume's talking points follow. */
    noneFits: string;
    situation: string;
    task: string;
    action: string;
    result: string;
    figures: string;
  };
}

export interface TalkingPointLanguage {
  words: TalkingPointWords;
  /** Verbs and nouns of achievement: a resume line with one is worth quoting when nothing matched the question. */
  achievementWords: string[];
}

export interface OfflineLanguage extends TalkingPointLanguage {
  /** ISO 639-1 code, as lib/language lists it. */
  code: string;
}
