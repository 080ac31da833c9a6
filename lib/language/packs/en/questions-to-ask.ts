// Questions a candidate can ask the employer, under the topic each helps with. The prep sheet picks
// five of them by the job description, and the article on the subject
// (content/articles/interview-questions-to-ask-employer.ts) lists them all, numbered in this order.
import type { EmployerQuestion } from '../../../prep/questions-to-ask';

const topic = (name: string, texts: string[]): EmployerQuestion[] => texts.map((text) => ({ topic: name, text }));

export const QUESTIONS_TO_ASK: readonly EmployerQuestion[] = [
  ...topic('Questions about the role itself', [
    'What does a typical week look like for someone in this position?',
    'What would you expect me to accomplish in the first 30, 60 and 90 days?',
    'What are the most important outcomes this role is responsible for?',
    'Why is this position open? Is it a new role or a replacement?',
    'What is the hardest part of this job that people do not see from the outside?',
    'Which tools, systems or processes will I use every day?',
    'How much of the work is planned in advance, and how much is reactive?',
  ]),
  ...topic('Questions about the team', [
    'Who will I work with most closely, and what are their roles?',
    'How is the team structured, and who does it report to?',
    'How does the team share work and make decisions?',
    'How long have most people been on the team?',
    'What do you enjoy most about working with this team?',
    'How does the team handle disagreements?',
    'How do new team members usually get up to speed?',
  ]),
  ...topic('Questions about the manager', [
    'How would you describe your management style?',
    'How often do you meet one-to-one with people on your team?',
    'How do you prefer to give feedback?',
    'Can you tell me about someone who has grown in your team and what helped them?',
    'What qualities do the most successful people on your team share?',
  ]),
  ...topic('Questions about performance and growth', [
    'How is performance measured in this role?',
    'How often are performance reviews, and what do they involve?',
    'What learning and development opportunities are available?',
    'What does career progression typically look like from this position?',
    'Are there opportunities to work on projects outside the immediate team?',
  ]),
  ...topic('Questions about the company and its direction', [
    "What are the company's biggest priorities for the next year?",
    'How does this team contribute to those priorities?',
    'What challenges is the company facing right now?',
    'How has the company changed in the last couple of years?',
    'What makes people stay here?',
  ]),
  ...topic('Questions about culture and ways of working', [
    'How would you describe the culture in three words?',
    'What is your approach to remote, hybrid or office work?',
    'How are successes recognised here?',
    'How does the company support work-life balance in busy periods?',
  ]),
  ...topic('Questions about next steps', [
    'Is there anything about my background that makes you hesitant about my fit for this role?',
    'What are the next steps in the process, and when can I expect to hear back?',
  ]),
];
