// Lays out offline talking points for the kind of question, in the words of one language's
// table (./languages). Every line quotes the resume or job description verbatim, never
// translated, or gives structure advice: nothing is made up, and the heading says plainly that
// these are offline talking points, not an AI answer.
import type { QuestionKind } from '../../questions/question-kind';
import { en } from './languages/en';
import type { LabelledLine, OfflineLanguage } from './offline-language';
import type { SelectedPassages } from './select-passages';

export const OFFLINE_HEADING = en.words.heading;

export function talkingPoints(kind: QuestionKind, picked: SelectedPassages, language: OfflineLanguage = en, notice?: string): string[] {
  const w = language.words;
  const [open, close] = w.quotes;
  // A passage's own quotation marks become plain ones, so the quote cannot seem to end early.
  const quote = (text: string) => `${open}${text.replace(/[“”«»„]/g, '"').trim()}${close}`;
  const fill = (label: string, text: string) => w.line.replace('{label}', label).replace('{text}', text);
  const line = ({ label, advice }: LabelledLine, passage: string | undefined) => fill(label, passage ? quote(passage) : advice);
  const also = (label: string, passage: string | undefined) => (passage ? [line({ label, advice: '' }, passage)] : []);

  const [r1, r2, r3] = picked.resume;
  const [j1] = picked.job;
  const result = picked.resume.slice(1).find((p) => /\d|%/.test(p)) ?? r3;
  const lines: string[] = [w.heading, ''];
  if (notice) lines.push(notice, '');
  if (picked.resume.length === 0 && picked.job.length === 0) lines.push(w.addDocuments, '');

  switch (kind) {
    case 'behavioural':
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
