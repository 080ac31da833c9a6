import { PRODUCT_AI, SUPPORT_EMAIL } from '@/lib/brand';
import type { FaqItem } from './types';

/** The landing page's FAQ accordion: seven questions. */
export const faqItems: FaqItem[] = [
  {
    question: `What is ${PRODUCT_AI} and how does it work?`,
    answer: `${PRODUCT_AI} is a live interview assistant that runs in your browser. You share the browser tab that plays your interview, it transcribes the interviewer, lists each question on the left and suggests an answer tailored to your resume and the job description. You stay in control: the suggestions are talking points, and you decide what to say.`,
  },
  {
    question: 'Do I need to install anything?',
    answer: `No. ${PRODUCT_AI} runs entirely in a desktop browser, so there is nothing to download. Most people are set up in about 60 seconds: sign in, paste your resume and the job description, and share the tab that plays your interview.`,
  },
  {
    question: 'Which interview platforms does it work with?',
    answer: `Anything you can open in a browser tab: Zoom, Microsoft Teams, Google Meet, Skype, Webex and more than 50 other video and one-way interview platforms. ${PRODUCT_AI} listens to the audio of the tab you share, so it does not depend on a particular meeting app.`,
  },
  {
    question: 'Is there a free trial?',
    answer: 'Yes. The free trial includes every feature and needs no credit card. When you want more interview minutes, you can choose a paid plan from the subscription page at any time.',
  },
  {
    question: 'Is my data private and secure?',
    answer: `Your resume and job description are encrypted at rest, interview audio is processed as it streams and never stored, and your data is never shared with employers. You can ask us to delete all of your interview data at any time by writing to ${SUPPORT_EMAIL}.`,
  },
  {
    question: 'Will the interviewer know I am using it?',
    answer: `${PRODUCT_AI} runs in its own browser tab on your computer and does not join or post anything into the meeting. We still encourage you to follow the rules of each interview process and to use the suggestions as preparation and memory aids, in your own words.`,
  },
  {
    question: 'How do I get help if something goes wrong?',
    answer: `Support is available 24/7 by e-mail at ${SUPPORT_EMAIL}. Include the browser you use and what you saw on screen, and we will get back to you quickly.`,
  },
];
