// Lays out offline talking points for the kind of question, in the words of one language's
// table (its ws-server pack's talking-points.ts). Every line quotes the resume or job
// description verbatim, never translated, or gives structure advice: nothing is made up, and
// the heading says plainly that these are offline talking points, not an AI answer. A quoted
// passage that is one of the answer's numbered sources ends with its citation [n]. A behavioural
// question that one of the candidate's own stories fits is answered with that story's STAR
// lines, quoted as they wrote them.
import type { StoryForAnswer } from '../../../lib/prep/prep-types';
import type { QuestionKind } from '../../questions/question-kind';
import type { LabelledLine, OfflineLanguage } from './offline-language';
import { offlineLanguageFor } from './offline-languages';
import type { SelectedPassages } from './select-passages';

const ENGLISH = offlineLanguageFor('en').language;

export const OFFLINE_HEADING = ENGLISH.words.heading;

/** How the answer's evidence shapes the talking points: source numbers by passage, and the story to tell. */
export interface OfflineEvidence {
  /** A passage's source number, by its text: the passage is quoted with [n] after it. */
  cites?: ReadonlyMap<string, number>;
  /** The best-fitting story and its source number: a behavioural answer lays it out. */
  story?: { story: StoryForAnswer; n: number };
  /** The candidate has stories, but none fits this behavioural question. */
  noStoryFits?: boolean;
}

export function talkingPoints(kind: QuestionKind, picked: SelectedPassages, language: OfflineLanguage = ENGLISH, notice?: string, evidence: OfflineEvidence = {}): string[] {
  const w = language.words;
  const [open, close] = w.quotes;
  // A passage's own quotation marks become plain ones, so the quote cannot seem to end early.
  const quote = (text: string) => `${open}${text.replace(/[“”«»„]/g, '"').trim()}${close}`;
  const cite = (n: number | undefined) => (n ? ` [${n}]` : '');
  const fill = (label: string, text: string) => w.line.replace('{label}', label).replace('{text}', text);
  const line = ({ label, advice }: LabelledLine, passage: string | undefined) => fill(label, passage ? quote(passage) + cite(evidence.cites?.get(passage)) : advice);
  const also = (label: string, passage: string | undefined) => (passage ? [line({ label, advice: '' }, passage)] : []);

  const [r1, r2, r3] = picked.resume;
  const [j1] = picked.job;
  const result = picked.resume.slice(1).find((p) => /\d|%/.test(p)) ?? r3;
  const tellsStory = kind === 'behavioural' && evidence.story !== undefined;
  const lines: string[] = [tellsStory ? w.story.heading : w.heading, ''];
  if (notice) lines.push(notice, '');
  if (tellsStory && evidence.story) {
    const { story, n } = evidence.story;
    const parts: [string, string][] = [
      [w.story.situation, story.situation],
      [w.story.task, story.task],
      [w.story.action, story.action],
      [w.story.result, story.result],
      [w.story.figures, story.figures],
    ];
    lines.push(w.story.fromStory.replace('{title}', quote(story.title)));
    for (const [label, text] of parts) if (text.trim()) lines.push(fill(label, quote(text) + cite(n)));
    lines.push(...also(w.tieToRole, j1));
    return lines;
  }
  if (picked.resume.length === 0 && picked.job.length === 0) lines.push(w.addDocuments, '');

  switch (kind) {
    case 'behavioural':
      if (evidence.noStoryFits) lines.push(w.story.noneFits);
      lines.push(w.behavioural.intro);
      lines.push(line(w.behavioural.situation, r1));
      lines.push(line(w.behavioural.action, r2 && r2 !== result ? r2 : undefined));
      lines.push(line(w.behavioural.result, result));
      break;
    case 'technical':
      lines.push(w.technical.intro);
      lines.push(line(w.technical.usedIt, r1));
      lines.push(...also(w.technical.alsoRelevant, r2));
      break;
    case 'situational':
      lines.push(w.situational.intro);
      lines.push(fill(w.situational.first.label, w.situational.first.advice));
      lines.push(line(w.situational.similar, r1));
      break;
    case 'motivation':
      lines.push(line(w.motivation.draw, j1));
      lines.push(line(w.motivation.bring, r1));
      lines.push(...also(w.motivation.also, r2));
      return lines;
    case 'background':
      lines.push(w.background.intro);
      lines.push(line(w.background.now, r1));
      lines.push(line(w.background.before, r2));
      break;
    default:
      lines.push(w.general.intro);
      lines.push(line(w.general.example, r1));
      lines.push(...also(w.general.also, r2));
  }
  lines.push(...also(w.tieToRole, j1));
  return lines;
}
