import type { FeedbackMessages } from '../../../feedback/messages/feedback-messages';

const list = (items: readonly string[], conjunction: 'and' | 'or') =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
const answersTo = (labels: string, plural: boolean) => `${plural ? 'answers' : 'answer'} to ${labels}`;
const per = (unit: 'words' | 'characters') => `${unit} per minute`;

export const FEEDBACK_MESSAGES: FeedbackMessages = {
  list,
  element: {
    Situation: 'Situation',
    Task: 'Task',
    Action: 'Action',
    Result: 'Result',
    'opening statement': 'opening statement',
    'reasoning or steps': 'reasoning or steps',
    'example or trade-off': 'example or trade-off',
    conclusion: 'conclusion',
  },
  noAnswer: 'No answer was captured.',
  nothingToScore: 'No answer to score.',
  paceSlow: (rate, min, max, unit) => `${rate} ${per(unit)}: a little slow; aim for ${min}–${max}.`,
  paceFast: (rate, min, max, unit) => `${rate} ${per(unit)}: a little fast; aim for ${min}–${max}.`,
  paceComfortable: (rate, unit) => `${rate} ${per(unit)}: a comfortable pace.`,
  paceNotJudged: 'Pace is not scored in this language yet: the rubric has no usual speaking range for it.',
  fillers: (count, perMinute) => `${count} filler words${perMinute !== null ? ` (${perMinute} a minute)` : ''}: pause instead of saying "um" or "like".`,
  tooShort: 'Too short: give the listener enough to judge (aim for one to two minutes).',
  tooLong: 'Over three minutes: tighten it to the essentials.',
  tieToJob: 'Tie the answer to the job: use the skills the job description asks for.',
  stayOnQuestion: 'Stay on the question: answer what was asked, in its own words.',
  onTopic: 'On topic.',
  noNumbers: 'No numbers: say how much, how many or how fast.',
  noTools: 'Name the tools, technologies or methods you used.',
  noOutcome: 'Say what improved as a result.',
  specific: 'Specific: numbers, named tools and outcomes.',
  starComplete: 'Clear STAR structure with the Action given the most time.',
  starActionShort: 'All four STAR parts are there; give the Action the most time.',
  starMissing: (names, noResult) => `STAR: no ${names}${noResult ? ' — end with what changed because of what you did' : ''}.`,
  spendLongerOnAction: 'Spend longer on what you did (the Action).',
  reasonedComplete: 'Clear shape: an opening answer, reasoning, an example or trade-off, and a conclusion.',
  reasonedMissing: (names) => `Structure: no ${names}.`,
  structureNotJudged: 'Structure is not scored in this language yet: the rubric has no cue phrases for it.',

  questionLabel: (i) => `Q${i + 1}`,
  nothingCaptured: [
    'Capture your own words: listen to Tab + microphone so the debrief can score your answers.',
    'Rehearse out loud in Practice: each answer gets a score out of 10 with its reasons.',
    'Prepare three stories in the STAR shape (Situation, Task, Action, Result), each with a number in the Result.',
  ],
  starAdvice: {
    Result: 'end with what changed because of what you did, ideally with a number',
    Action: 'say what you yourself did, step by step',
    Task: 'say what you were responsible for',
    Situation: 'open with one or two sentences of context',
    'opening statement': 'answer in your first sentence, then explain',
    'reasoning or steps': 'walk through your reasoning step by step ("first… then…")',
    'example or trade-off': 'give an example or name a trade-off',
    conclusion: 'close with a one-line conclusion',
  },
  missingClause: (labels, plural, missing) => `your ${answersTo(labels, plural)} had no ${missing}`,
  structureFinding: (star, clauses, advice) => `${star ? 'Use the STAR structure' : 'Give technical answers a shape'}: ${clauses.join('; ')}. Next time, ${advice}.`,
  beSpecific: (labels, plural) => `Be specific: your ${answersTo(labels, plural)} had few numbers or named tools; say how much, how many and with what.`,
  answerTheQuestion: (labels, plural) => `Answer the question asked: your ${answersTo(labels, plural)} drifted from it; repeat its key words and tie them to the job.`,
  pickUpPace: (rate, min, max, unit) => `Pick up the pace: you averaged ${rate} ${per(unit)}; aim for ${min}–${max}.`,
  slowDown: (rate, min, max, unit) => `Slow down: you averaged ${rate} ${per(unit)}; aim for ${min}–${max} and pause between points.`,
  cutFillers: (count, perMinute) =>
    perMinute !== null
      ? `Cut filler words: ${count} in all (${perMinute} a minute); pause silently instead of saying "um", "like" or "you know".`
      : `Cut filler words: ${count} in all; pause silently instead of saying "um", "like" or "you know".`,
  sayMore: (labels, plural, minUnits, unit, minSeconds) => `Say more: your ${answersTo(labels, plural)} ${plural ? 'were' : 'was'} under ${minUnits} ${unit} or ${minSeconds} seconds; aim for one to two minutes.`,
  tighten: (labels, plural) => `Tighten: your ${answersTo(labels, plural)} ran over three minutes; lead with the point and cut the background.`,
  practiseAgain: (label, question, score) => `Practise ${label} again ("${question}"): it scored ${score}/10, your lowest.`,
  prepareNumbers: 'Prepare two numbers for each of your best stories (time saved, money, users, percentages) so they come to mind under pressure.',
  recordDaily: 'Record one answer a day and listen back for pace and filler words.',
};
