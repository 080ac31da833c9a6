// English: the offline engine's first language, and the one used where no other table exists.
import type { TalkingPointLanguage } from '../../../llm/offline/offline-language';

export const TALKING_POINTS: TalkingPointLanguage = {
  words: {
    heading: '**Offline talking points** (no AI model configured: picked from your resume and job description)',
    addDocuments: 'Add your resume and job description (Personalize) to get points from your own experience.',
    line: '- **{label}:** {text}',
    quotes: ['“', '”'],
    behavioural: {
      intro: 'Answer with one real example, in STAR order:',
      situation: { label: 'Situation / Task', advice: 'Where you were and what needed doing.' },
      action: { label: 'Action', advice: 'What you did yourself, step by step: the longest part.' },
      result: { label: 'Result', advice: 'The outcome, with a number if you have one, and what you learned.' },
    },
    technical: {
      intro: 'Answer the question plainly first (definition, how it works, trade-offs), then:',
      usedIt: { label: 'Where you used it', advice: 'A project where this came up.' },
      alsoRelevant: 'Also relevant',
    },
    situational: {
      intro: 'Say what you would do first, then the steps and why:',
      first: { label: 'First', advice: 'clarify the goal, the people affected and the deadline.' },
      similar: { label: 'Similar experience', advice: 'A comparable situation you handled.' },
    },
    motivation: {
      draw: { label: 'What draws you to the role', advice: 'What about this role and company genuinely interests you.' },
      bring: { label: 'What you bring', advice: 'The experience that fits it best.' },
      also: 'Also',
    },
    background: {
      intro: 'A short story that leads to this role:',
      now: { label: 'Now', advice: 'What you do today.' },
      before: { label: 'Before', advice: 'The experience that got you here.' },
    },
    general: {
      intro: 'Give a direct answer first, then support it:',
      example: { label: 'From your experience', advice: 'One concrete example.' },
      also: 'Also',
    },
    tieToRole: 'Tie it to the role',
    story: {
      heading: '**Offline talking points** (no AI model configured: your own story, as you wrote it)',
      fromStory: '**From your story:** {title}',
      noneFits: 'No story of yours fits this question yet; from your resume:',
      situation: 'Situation',
      task: 'Task',
      action: 'Action',
      result: 'Result',
      figures: 'Figures',
    },
  },
  achievementWords: ['led', 'built', 'launched', 'improved', 'reduced', 'increased', 'grew', 'cut', 'saved', 'shipped', 'designed', 'delivered', 'migrated', 'mentored', 'owned', 'resolved'],
};
