// A hand-written story bank and the questions an interviewer might ask of it, each labelled
// with the story a coach would pick (or none), for measuring how well stories are matched.
import type { StoryForAnswer } from '../../lib/prep/prep-types';

const story = (id: number, title: string, tags: string[], situation: string, task: string, action: string, result: string, figures = ''): StoryForAnswer => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  title,
  tags,
  situation,
  task,
  action,
  result,
  figures,
});

export const STORIES: StoryForAnswer[] = [
  story(1, 'Billing ledger migration', ['migration', 'postgres', 'ownership'], 'Our billing ledger ran on a MySQL cluster that could not keep up with month-end.', 'I had to move it to Postgres without downtime.', 'I ran both databases in parallel with dual writes and compared the balances nightly.', 'We switched over with zero downtime and month-end closing went from 9 hours to 2.', '9 hours to 2'),
  story(2, 'Disagreement with the design lead', ['conflict', 'collaboration', 'communication'], 'The design lead and I disagreed about removing a checkout step.', 'I needed us to agree before the sprint started.', 'I proposed an A/B test and we met daily to review the numbers together.', 'The test settled it; we kept the step and our relationship got better.', ''),
  story(3, 'Missed launch deadline', ['failure', 'mistake', 'deadline', 'learning'], 'I promised a launch date for the mobile app that we missed by three weeks.', 'I had to tell the stakeholders and recover the plan.', 'I owned the mistake in the review, cut scope and set weekly check-ins.', 'We shipped three weeks late but I now estimate with buffers; no date slipped since.', 'three weeks late'),
  story(4, 'Mentoring a junior engineer', ['mentoring', 'coaching', 'leadership'], 'A new graduate on my team was struggling with code reviews.', 'I was asked to help him ramp up.', 'I paired with him twice a week and wrote a review checklist with him.', 'Within two months his pull requests were approved on the first pass.', 'two months'),
  story(5, 'On-call incident at 3 a.m.', ['incident', 'pressure', 'outage', 'problem solving'], 'Payments failed for all users at 3 a.m. during my on-call week.', 'I had to restore service fast.', 'I rolled back the last deploy, found an expired certificate and rotated it.', 'Service was back in 25 minutes and I automated certificate renewal.', '25 minutes'),
  story(6, 'Convincing leadership to fund testing', ['influence', 'persuasion', 'stakeholders'], 'Leadership saw automated tests as slowing us down.', 'I wanted budget for a test suite.', 'I showed the cost of the last ten production bugs in support hours.', 'They funded two sprints of testing and escaped bugs fell by 40%.', '40%'),
  story(7, 'Onboarding flow redesign', ['customer focus', 'product', 'user research'], 'Half of new users dropped out during onboarding.', 'I led the redesign of the flow.', 'I interviewed twelve customers and cut the form from nine fields to four.', 'Completion rose from 50% to 72%.', '50% to 72%'),
  story(8, 'Learning Kotlin in two weeks', ['learning', 'adaptability', 'new technology'], 'Our Android developer left a week before a release.', 'I had to take over an app written in Kotlin, which I had never used.', 'I worked through the codebase with the tests as a guide and asked the community for reviews.', 'I shipped the release on time.', 'two weeks'),
  story(9, 'Prioritising three urgent requests', ['prioritisation', 'time management', 'trade-offs'], 'Three teams needed my help in the same week.', 'I could not do all three.', 'I ranked them by revenue impact with my manager and negotiated dates with the others.', 'All three were delivered within two weeks and nobody was surprised.', ''),
  story(10, 'Reducing cloud costs', ['cost', 'efficiency', 'initiative'], 'Our AWS bill grew 30% in a quarter without more traffic.', 'Nobody owned the cost, so I took it on.', 'I tagged every resource, removed idle clusters and moved batch jobs to spot instances.', 'We cut the bill by $18,000 a month.', '$18,000 a month'),
];

export interface LabelledQuestion {
  question: string;
  /** The story a coach would tell (its id), or null when none of the bank fits. */
  expected: string | null;
}

const id = (n: number) => STORIES[n - 1].id;

export const QUESTIONS: LabelledQuestion[] = [
  { question: 'Tell me about a time you had a conflict with a colleague.', expected: id(2) },
  { question: 'Describe a disagreement with a coworker and how you resolved it.', expected: id(2) },
  { question: 'Tell me about a mistake you made at work.', expected: id(3) },
  { question: 'Give me an example of a time you failed.', expected: id(3) },
  { question: 'Have you ever missed a deadline? What happened?', expected: id(3) },
  { question: 'Tell me about a time you mentored someone.', expected: id(4) },
  { question: 'How have you helped a junior colleague grow?', expected: id(4) },
  { question: 'Describe a time you worked under pressure.', expected: id(5) },
  { question: 'Tell me about an outage you handled.', expected: id(5) },
  { question: 'Tell me about a time you persuaded stakeholders to change their minds.', expected: id(6) },
  { question: 'How did you influence a decision without authority?', expected: id(6) },
  { question: 'Tell me about a time you improved the experience for customers.', expected: id(7) },
  { question: 'Describe a product change driven by user research.', expected: id(7) },
  { question: 'Tell me about a time you had to learn a new technology quickly.', expected: id(8) },
  { question: 'How do you adapt when you must pick up something new?', expected: id(8) },
  { question: 'Tell me about a time you had to prioritise competing requests.', expected: id(9) },
  { question: 'How do you manage your time when everything is urgent?', expected: id(9) },
  { question: 'Tell me about a time you took initiative to cut costs.', expected: id(10) },
  { question: 'Describe a large migration you led.', expected: id(1) },
  { question: 'Tell me about a project you owned end to end with no downtime allowed.', expected: id(1) },
  { question: 'Tell me about a time you managed a team of twenty people.', expected: null },
  { question: 'Describe a time you negotiated a salary.', expected: null },
  { question: 'Tell me about a time you worked with a remote team across time zones.', expected: null },
  { question: 'Tell me about a time you had to fire someone.', expected: null },
  { question: 'Describe a time you raised money from investors.', expected: null },
  { question: 'Tell me about a time you wrote a patent.', expected: null },
];
