// What a candidate says out loud, utterance by utterance, labelled with the story of
// bench/evidence/story-set.ts it tells (or none): each story told twice in the candidate's own
// words (once as spoken, once as a recogniser hears it: lower case, words dropped or misheard),
// and answers that tell no story of the bank, some of them on the same topics.
import { STORIES } from '../evidence/story-set';

export interface Telling {
  name: string;
  /** The story told (its id), or null when the words tell none of the bank. */
  expected: string | null;
  utterances: string[];
}

const id = (n: number) => STORIES[n - 1].id;

export const TELLINGS: Telling[] = [
  {
    name: 'ledger, spoken',
    expected: id(1),
    utterances: [
      'Sure. So at my last company the billing ledger lived on a MySQL cluster, and every month-end it just fell over.',
      'My job was to get it onto Postgres, and we were not allowed any downtime at all.',
      'What I did was run the two databases side by side with dual writes, and every night we compared the balances.',
      'When we switched over there was zero downtime, and month-end closing dropped from about nine hours to two.',
    ],
  },
  {
    name: 'ledger, heard',
    expected: id(1),
    utterances: [
      'so my last company the billing ledger was on a my sequel cluster and it could not keep up at month end',
      'i had to move it to post gres without any down time',
      'we ran both databases in parallel dual rights and compared balances every night',
      'switched over with zero down time closing went from nine hours to two',
    ],
  },
  {
    name: 'design lead, spoken',
    expected: id(2),
    utterances: [
      'There was a time the design lead and I really did not agree: she wanted to remove a step from checkout and I thought it would hurt.',
      'I had to get us aligned before the sprint kicked off.',
      'So I suggested we run an A/B test, and we sat down every day to look at the numbers together.',
      'The test settled it, we kept the step, and honestly we worked better together afterwards.',
    ],
  },
  {
    name: 'design lead, heard',
    expected: id(2),
    utterances: [
      'the design lead and me disagreed about taking out a checkout step',
      'we needed to agree before the sprint started',
      'i proposed an a b test and we met daily to review the numbers',
      'test settled it we kept the step and the relationship got better',
    ],
  },
  {
    name: 'missed launch, spoken',
    expected: id(3),
    utterances: [
      'I once promised a launch date for our mobile app and we missed it by three weeks.',
      'I had to go to the stakeholders, tell them, and put together a plan to recover.',
      'In the review I owned the mistake, we cut scope, and I set up weekly check-ins.',
      'We shipped three weeks late, but since then I estimate with buffers and no date has slipped.',
    ],
  },
  {
    name: 'missed launch, heard',
    expected: id(3),
    utterances: [
      'i promised a launch date for the mobile app and we missed it three weeks',
      'had to tell the stake holders and recover the plan',
      'owned the mistake in the review cut scope weekly check ins',
      'shipped late but now i estimate with buffers',
    ],
  },
  {
    name: 'mentoring, spoken',
    expected: id(4),
    utterances: [
      'We had a new graduate join the team who was really struggling with code reviews.',
      'My manager asked me to help him ramp up.',
      'I paired with him twice a week, and together we wrote a checklist for reviews.',
      'After about two months his pull requests were getting approved on the first pass.',
    ],
  },
  {
    name: 'mentoring, heard',
    expected: id(4),
    utterances: [
      'a new graduate on the team was struggling with code reviews',
      'i was asked to help him ramp up so i paired with him twice a week',
      'we wrote a review check list together and in two months his pull requests passed first time',
    ],
  },
  {
    name: 'on-call, spoken',
    expected: id(5),
    utterances: [
      'During one of my on-call weeks, payments started failing for every user at three in the morning.',
      'I had to get service back as fast as possible.',
      'I rolled back the last deploy, and then found the real cause: an expired certificate, so I rotated it.',
      'We were back up in twenty-five minutes, and afterwards I automated the certificate renewal.',
    ],
  },
  {
    name: 'on-call, heard',
    expected: id(5),
    utterances: [
      'on call week payments failed for all users at three a m',
      'i rolled back the deploy found an expired certificate and rotated it',
      'service back in twenty five minutes and i automated certificate renewal',
    ],
  },
  {
    name: 'testing budget, spoken',
    expected: id(6),
    utterances: [
      'Our leadership thought automated tests just slowed us down.',
      'I wanted budget for a proper test suite, so I pulled the last ten production bugs and showed what they cost in support hours.',
      'They funded two sprints of testing, and escaped bugs fell by forty percent.',
    ],
  },
  {
    name: 'testing budget, heard',
    expected: id(6),
    utterances: [
      'leadership saw automated tests as slowing us down',
      'i showed the cost of the last ten production bugs in support hours',
      'they funded two sprints of testing and escaped bugs fell forty percent',
    ],
  },
  {
    name: 'onboarding, spoken',
    expected: id(7),
    utterances: [
      'Half of our new users were dropping out during onboarding.',
      'I led the redesign: I interviewed twelve customers and we cut the form from nine fields down to four.',
      'Completion went from fifty percent to seventy-two.',
    ],
  },
  {
    name: 'onboarding, heard',
    expected: id(7),
    utterances: ['half the new users dropped out in onboarding', 'i interviewed twelve customers and cut the form from nine fields to four', 'completion rose from fifty to seventy two percent'],
  },
  {
    name: 'kotlin, spoken',
    expected: id(8),
    utterances: [
      'Our Android developer left a week before a release.',
      'I had to take over an app written in Kotlin, which I had never touched.',
      'I worked through the codebase using the tests as my guide and asked the community to review my changes, and we shipped on time.',
    ],
  },
  {
    name: 'kotlin, heard',
    expected: id(8),
    utterances: ['our android developer left a week before release', 'i took over an app in cotton which i never used', 'used the tests as a guide asked the community for reviews shipped on time'],
  },
  {
    name: 'three requests, spoken',
    expected: id(9),
    utterances: [
      'One week three different teams all needed my help at once, and I simply could not do all three.',
      'I sat down with my manager and we ranked them by revenue impact, then I negotiated dates with the other two.',
      'All three were delivered within two weeks and nobody was surprised.',
    ],
  },
  {
    name: 'three requests, heard',
    expected: id(9),
    utterances: ['three teams needed my help the same week', 'ranked them by revenue impact with my manager and negotiated dates with the others', 'all three delivered within two weeks'],
  },
  {
    name: 'cloud costs, spoken',
    expected: id(10),
    utterances: [
      'Our AWS bill grew by thirty percent in one quarter with no extra traffic, and nobody owned the cost.',
      'So I took it on: I tagged every resource, removed the idle clusters and moved our batch jobs onto spot instances.',
      'We cut the bill by eighteen thousand dollars a month.',
    ],
  },
  {
    name: 'cloud costs, heard',
    expected: id(10),
    utterances: ['our a w s bill grew thirty percent in a quarter', 'i tagged every resource removed idle clusters moved batch jobs to spot instances', 'cut the bill by eighteen thousand a month'],
  },
  // Told loosely: the candidate's words, not the story's.
  {
    name: 'ledger, loose',
    expected: id(1),
    utterances: [
      'The system that kept all our invoices and payments was on an old MySQL setup that buckled every time we closed the books.',
      'I led moving that onto Postgres while customers kept paying, with both systems taking every write for a few weeks.',
      'We checked the numbers matched each night, flipped over without an outage, and closing the month now takes two hours instead of nine.',
    ],
  },
  {
    name: 'design lead, loose',
    expected: id(2),
    utterances: [
      'Our head of design wanted to drop one of the screens in the purchase flow and I pushed back.',
      'Rather than argue, we agreed to test both versions on real users and went through the results together each morning.',
      'The data made the call, the screen stayed, and we have been on good terms since.',
    ],
  },
  {
    name: 'on-call, loose',
    expected: id(5),
    utterances: [
      'I got paged in the middle of the night because nobody could pay: every card payment was erroring.',
      'First I reverted the release from that afternoon, and when that did not help I found a certificate that had run out.',
      'Replacing it brought us back within half an hour, and then I set up automatic renewal so it never happens again.',
    ],
  },
  {
    name: 'testing budget, loose',
    expected: id(6),
    utterances: [
      'Management believed writing automated tests was a waste of engineering time.',
      'I went back over our ten worst bugs in production and added up what they cost us in support hours.',
      'That convinced them to give us two sprints for testing, and the number of bugs reaching customers fell by about forty percent.',
    ],
  },
  {
    name: 'cloud costs, loose',
    expected: id(10),
    utterances: [
      'Our Amazon bill jumped by almost a third in three months even though usage was flat.',
      'Nobody was responsible for it, so I labelled every resource, shut down clusters nobody used and put the nightly batch work on spot capacity.',
      'That saved us around eighteen thousand dollars every month.',
    ],
  },
  // Answers that tell no story of the bank.
  {
    name: 'introduction',
    expected: null,
    utterances: [
      'Sure, I am a backend engineer with about eight years of experience, mostly in payments and billing.',
      'Right now I work on a platform team, and I enjoy working closely with product and design.',
      'I am looking for a role where I can own services end to end and mentor people.',
    ],
  },
  {
    name: 'why this company',
    expected: null,
    utterances: ['I have used your product for years and I really like how simple the checkout is.', 'The role matches what I want to do next: owning payment services and growing a team.'],
  },
  {
    name: 'technical: postgres indexing',
    expected: null,
    utterances: [
      'For Postgres I would start with the query plan, look at whether we have a sequential scan, and then add a partial or composite index.',
      'If writes are heavy I would check the cost of the extra index, and maybe move reporting queries to a replica.',
    ],
  },
  {
    name: 'technical: kubernetes rollout',
    expected: null,
    utterances: ['With Kubernetes I would use a rolling deployment with readiness probes, and keep the old replica set so we can roll back quickly.', 'Canary releases help when the change is risky.'],
  },
  {
    name: 'questions for them',
    expected: null,
    utterances: ['What does the on-call rotation look like for this team?', 'And how do you decide what goes into a sprint?', 'How big is the payments team today?'],
  },
  {
    name: 'a story not in the bank: hiring',
    expected: null,
    utterances: [
      'Last year I ran the hiring loop for our team: I wrote the interview questions, trained four interviewers and we hired three people in one quarter.',
      'The best part was seeing the new hires ramp up quickly.',
    ],
  },
  {
    name: 'a story not in the bank: security audit',
    expected: null,
    utterances: [
      'We had a security audit coming, so I went through every service, rotated the secrets, and set up a scanner in the pipeline.',
      'We passed the audit with no major findings.',
    ],
  },
  {
    name: 'salary expectations',
    expected: null,
    utterances: ['I am looking for something in the range of one hundred and sixty thousand, but I am flexible for the right role.'],
  },
  {
    name: 'strengths and weaknesses',
    expected: null,
    utterances: [
      'My strength is that I stay calm and break problems down.',
      'A weakness: I used to say yes to everything, so now I write down my priorities every Monday and check them with my manager.',
    ],
  },
  {
    name: 'same topic, different story: database migration plan',
    expected: null,
    utterances: [
      'If I had to migrate a database today I would plan it in phases, back up everything, and test the restore first.',
      'I would also talk to the teams that depend on it so nobody is surprised by the cut-over.',
    ],
  },
  {
    name: 'same topic, different story: testing philosophy',
    expected: null,
    utterances: ['I like a pyramid of tests: lots of unit tests, fewer integration tests and a handful of end to end tests.', 'Tests are what let a team move fast without breaking production.'],
  },
  {
    name: 'near miss: about billing and Postgres, no story',
    expected: null,
    utterances: [
      'Most of my work is on billing: our ledger runs on Postgres and month-end is the busiest time of the month for us.',
      'I like that kind of system because the numbers have to balance every night.',
    ],
  },
  {
    name: 'near miss: about on-call in general',
    expected: null,
    utterances: ['I have been on call for payments for three years; when a deploy breaks something we roll back first and investigate after.', 'Good runbooks and alerts matter more than heroics at 3 a.m.'],
  },
  {
    name: 'near miss: about mentoring in general',
    expected: null,
    utterances: ['I enjoy mentoring: I pair with newer engineers and review their pull requests carefully, and I try to explain the why behind each comment.'],
  },
  {
    name: 'near miss: about cloud cost in general',
    expected: null,
    utterances: ['On AWS I always tag resources and use spot instances for batch jobs where I can, because the bill grows quickly if nobody watches it.'],
  },
  {
    name: 'small talk',
    expected: null,
    utterances: ['Yes, I can hear you fine.', 'Thanks for having me, it is good to meet you.', 'Sure, go ahead.'],
  },
];
