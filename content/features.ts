import { PRODUCT_AI } from '@/lib/brand';
import type { FeatureItem } from './types';

/** The nine feature cards of the landing page. */
export const features: FeatureItem[] = [
  {
    icon: 'ear',
    title: 'Real-time transcription',
    description: 'Hears the interviewer through the tab you share and turns every question into text as it is asked.',
  },
  {
    icon: 'bolt',
    title: 'Instant answer suggestions',
    description: 'Press Space and a structured answer streams in within seconds, ready to glance at while you speak.',
  },
  {
    icon: 'document',
    title: 'Tailored to your resume',
    description: 'Suggestions draw on your own experience, projects and numbers, not generic boilerplate.',
  },
  {
    icon: 'target',
    title: 'Matched to the job',
    description: 'Paste the job description and answers emphasise the skills this employer is hiring for.',
  },
  {
    icon: 'list',
    title: 'Question history',
    description: 'Every question stays listed in a side panel, so you can revisit a point or a follow-up at any time.',
  },
  {
    icon: 'practice',
    title: 'Mock interview practice',
    description: `Rehearse with a sample interview video and learn the ${PRODUCT_AI} flow before the real thing.`,
  },
  {
    icon: 'globe',
    title: 'Works on any platform',
    description: 'Zoom, Microsoft Teams, Google Meet, Skype, Webex and 50+ more: if it plays in a tab, it works.',
  },
  {
    icon: 'shield',
    title: 'Private by design',
    description: 'Audio is never stored, your documents are encrypted at rest, and nothing is shared with employers.',
  },
  {
    icon: 'clock',
    title: 'Ready in 60 seconds',
    description: 'Nothing to install: sign in, add your resume, share your interview tab and you are live.',
  },
];
