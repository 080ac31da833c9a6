import { PRODUCT_AI } from '@/lib/brand';

/** The two hub pages that list articles: /interview-tips and /interview-questions. */
export interface Hub {
  path: string;
  title: string;
  heading: string;
  description: string;
  intro: string;
  /** Article slugs shown first, in order; the other articles follow under "More reading". */
  featured: string[];
}

export const interviewTipsHub: Hub = {
  path: '/interview-tips',
  title: 'Interview Tips: Prepare, Practise and Perform',
  heading: 'Interview tips',
  description:
    'Practical interview advice: how to prepare with AI, answer the weakness question, ask strategic questions and practise until your answers sound like you.',
  intro: `Straightforward advice from coaches and former recruiters on preparing for interviews, practising out loud and using tools like ${PRODUCT_AI} responsibly.`,
  featured: [
    'how-to-use-ai-for-an-interview',
    'ai-interview-answer-generator',
    'weaknesses-for-job-interview',
  ],
};

export const interviewQuestionsHub: Hub = {
  path: '/interview-questions',
  title: 'Interview Questions and Example Answers',
  heading: 'Interview questions',
  description:
    'The interview questions you are most likely to face, example answers for common roles, and the best questions to ask an employer.',
  intro: 'The questions interviewers ask most, example answers you can adapt, and the questions you should ask in return.',
  featured: [
    'best-interview-questions',
    'interview-questions-to-ask-employer',
    'example-questions-and-answers-for-job-interview-for-financial-advisor',
  ],
};

export const hubs: Hub[] = [interviewTipsHub, interviewQuestionsHub];
