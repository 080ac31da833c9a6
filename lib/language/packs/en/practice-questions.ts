// The offline practice bank in English, the largest, and the one a language without a bank of
// its own gets: interview questions written by us, asked when no language model
// is configured (and as the fallback when one fails). Each has a kind (how its answer is
// scored), the roles it suits and the words a matching job description or resume would use;
// lib/practice/pick-practice-questions.ts ranks them by those words.
import type { PracticeQuestion } from '../../../practice/practice-question';
import { bankGroup } from '../../../practice/question-group';
import { customerSuccess, finance, marketing, operations, sales } from './practice-questions-business';
import { healthcare, teaching } from './practice-questions-care';
import { data, design, product, software } from './practice-questions-tech';

const group = bankGroup();

const general = [
  ...group('gen-b', 'behavioural', ['general'], [
    ['Tell me about a time you had to meet a deadline that looked impossible. What did you do?', 'deadline, prioritise, pressure, planning, delivery'],
    ['Describe a disagreement you had with a colleague and how the two of you resolved it.', 'conflict, collaboration, teamwork, communication, stakeholder'],
    ['Walk me through a mistake you made at work, what it cost, and what you changed afterwards.', 'mistake, accountability, learning, quality, process'],
    ['Tell me about a time you took the lead on something nobody had asked you to own.', 'ownership, initiative, leadership, proactive, improvement'],
    ['Give me an example of feedback that was hard to hear. What did you do with it?', 'feedback, growth, coaching, self-awareness, improvement'],
    ['Describe a time you had to learn a new skill or tool quickly to get a job done.', 'learning, adaptability, tools, training, onboarding'],
    ['Tell me about a project that failed or was cancelled. What was your part in it?', 'failure, project, resilience, lessons, delivery'],
    ['Describe a situation where you had to persuade someone senior to change their mind.', 'influence, persuasion, stakeholder, leadership, communication'],
    ['Tell me about a time you juggled several urgent requests at once. How did you decide the order?', 'prioritise, multitasking, urgency, organisation, time management'],
    ['Give an example of a process you improved. How did you know it was better?', 'process, improvement, efficiency, metrics, automation'],
    ['Tell me about a time you helped a struggling teammate.', 'mentoring, teamwork, support, coaching, collaboration'],
    ['Describe a time you had to work with very little information or direction.', 'ambiguity, autonomy, judgement, initiative, problem solving'],
    ['Tell me about a decision you made that turned out to be wrong. How did you find out and what did you do?', 'decision, judgement, accountability, learning, risk'],
    ['Describe a time you went beyond what your role required for a customer or colleague.', 'customer, service, initiative, ownership, going above'],
    ['Tell me about a time you had to deliver bad news to someone.', 'communication, difficult conversation, honesty, stakeholder, empathy'],
    ['Describe the accomplishment at work you are proudest of, and your exact contribution to it.', 'achievement, impact, results, contribution, ownership'],
    ['Tell me about a time you had to work closely with a team outside your own department.', 'cross-functional, collaboration, stakeholder, communication, alignment'],
    ['Give me an example of a time you spotted a risk early. What did you do about it?', 'risk, foresight, prevention, judgement, escalation'],
    ['Describe a time you had to change your approach because the plan was not working.', 'adaptability, change, problem solving, flexibility, iteration'],
    ['Tell me about a goal you set for yourself at work and how you reached it.', 'goals, motivation, planning, results, growth'],
  ]),
  ...group('gen-o', 'other', ['general'], [
    ['Tell me about yourself and what brings you to this role.', 'background, career, motivation, experience, role'],
    ['Why do you want to work for this company in particular?', 'motivation, company, mission, values, culture'],
    ['What would you want to achieve in your first ninety days here?', 'onboarding, goals, plan, priorities, impact'],
    ['If two managers gave you conflicting priorities on the same day, what would you do?', 'prioritise, conflict, stakeholder, communication, judgement'],
    ['What kind of work environment brings out your best work?', 'culture, environment, teamwork, autonomy, values'],
    ['Where would you like your career to be in three to five years?', 'career, growth, goals, development, ambition'],
    ['Imagine you notice a colleague cutting corners on something important. How would you handle it?', 'ethics, integrity, quality, communication, escalation'],
    ['What is one strength you would bring to this team, and one area you are working on?', 'strength, weakness, self-awareness, growth, team'],
    ['If you joined and found the team was behind on a key deadline, what would you do in your first week?', 'deadline, prioritise, planning, teamwork, delivery'],
    ['How do you keep your skills up to date in your field?', 'learning, development, skills, training, growth'],
  ]),
];

/** Every question of the bank, in a stable order (ids never change once shipped). */
export const PRACTICE_QUESTIONS: readonly PracticeQuestion[] = [
  ...general,
  ...software,
  ...data,
  ...product,
  ...design,
  ...sales,
  ...marketing,
  ...customerSuccess,
  ...finance,
  ...operations,
  ...healthcare,
  ...teaching,
];
