// Lays out offline talking points for the kind of question. Every line quotes the resume or
// job description verbatim or gives structure advice: nothing is made up, and the heading
// says plainly that these are offline talking points, not an AI answer.
import type { QuestionKind } from '../../questions/question-kind';
import type { SelectedPassages } from './select-passages';

export const OFFLINE_HEADING = '**Offline talking points** (no AI model configured: picked from your resume and job description)';

const quote = (text: string) => `“${text.replace(/[“”]/g, '"')}”`;

export function talkingPoints(kind: QuestionKind, picked: SelectedPassages): string[] {
  const [r1, r2, r3] = picked.resume;
  const [j1] = picked.job;
  const result = picked.resume.slice(1).find((p) => /\d|%/.test(p)) ?? r3;
  const line = (label: string, passage: string | undefined, fallback: string) => `- **${label}:** ${passage ? quote(passage) : fallback}`;
  const lines: string[] = [OFFLINE_HEADING, ''];

  if (picked.resume.length === 0 && picked.job.length === 0) {
    lines.push('Add your resume and job description (Personalize) to get points from your own experience.', '');
  }
  switch (kind) {
    case 'behavioural':
      lines.push('Answer with one real example, in STAR order:');
      lines.push(line('Situation / Task', r1, 'Where you were and what needed doing.'));
      lines.push(line('Action', r2 && r2 !== result ? r2 : undefined, 'What you did yourself, step by step: the longest part.'));
      lines.push(line('Result', result, 'The outcome, with a number if you have one, and what you learned.'));
      break;
    case 'technical':
      lines.push('Answer the question plainly first (definition, how it works, trade-offs), then:');
      lines.push(line('Where you used it', r1, 'A project where this came up.'));
      if (r2) lines.push(line('Also relevant', r2, ''));
      break;
    case 'situational':
      lines.push('Say what you would do first, then the steps and why:');
      lines.push('- **First:** clarify the goal, the people affected and the deadline.');
      lines.push(line('Similar experience', r1, 'A comparable situation you handled.'));
      break;
    case 'motivation':
      lines.push(line('What draws you to the role', j1, 'What about this role and company genuinely interests you.'));
      lines.push(line('What you bring', r1, 'The experience that fits it best.'));
      if (r2) lines.push(line('Also', r2, ''));
      return lines;
    case 'background':
      lines.push('A short story that leads to this role:');
      lines.push(line('Now', r1, 'What you do today.'));
      lines.push(line('Before', r2, 'The experience that got you here.'));
      break;
    default:
      lines.push('Give a direct answer first, then support it:');
      lines.push(line('From your experience', r1, 'One concrete example.'));
      if (r2) lines.push(line('Also', r2, ''));
  }
  if (j1) lines.push(line('Tie it to the role', j1, ''));
  return lines;
}
