import type { StoryForAnswer } from '@/lib/prep/prep-types';
import { CandidateTelling } from '@/ws-server/rounds/candidate-telling';
import { ToldStoryMatcher } from '@/ws-server/rounds/match-told-story';

const story = (n: number, title: string, tags: string[], situation: string, action: string, result: string, figures = ''): StoryForAnswer => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title,
  tags,
  situation,
  task: '',
  action,
  result,
  figures,
});

const LEDGER = story(
  1,
  'Billing ledger migration',
  ['migration', 'postgres'],
  'Our billing ledger ran on a MySQL cluster that could not keep up with month-end.',
  'I ran both databases in parallel with dual writes and compared the balances nightly.',
  'We switched over with zero downtime and month-end closing went from 9 hours to 2.',
  '9 hours to 2',
);
const TESTS = story(
  2,
  'Convincing leadership to fund testing',
  ['influence', 'stakeholders'],
  'Leadership saw automated tests as slowing us down.',
  'I showed the cost of the last ten production bugs in support hours.',
  'They funded two sprints of testing and escaped bugs fell by 40%.',
  '40%',
);
const matcher = new ToldStoryMatcher([LEDGER, TESTS]);

describe('which story the candidate’s own words tell', () => {
  it('finds the story told in other words', () => {
    const said = 'So our billing ledger was on MySQL and it fell over every month-end. We ran the two databases side by side with dual writes, compared balances every night, and switched with zero downtime.';
    expect(matcher.told(said)?.storyId).toBe(LEDGER.id);
  });

  it('tells no story from talk on the same topics', () => {
    expect(matcher.told('I mostly work with Postgres and MySQL, and I like tests.')).toBeUndefined();
    expect(matcher.told('What does your on-call rotation look like?')).toBeUndefined();
  });

  it('needs enough distinct words of the story, however short it is', () => {
    const tiny = new ToldStoryMatcher([story(3, 'Kafka', [], 'Kafka lag.', 'Tuned it.', 'Fixed.')]);
    expect(tiny.told('Kafka lag, fixed')).toBeUndefined();
  });

  it('counts words every interview answer has for nothing', () => {
    expect(matcher.measure('a difficult project with my team at work')).toEqual([]);
  });
});

describe('the candidate telling a story, utterance by utterance', () => {
  it('attributes the figures said in the telling to its story, those said before it to none', () => {
    const telling = new CandidateTelling(matcher, 40);
    expect(telling.hear('I have been an engineer for 8 years, and I led a team of 5.').told).toBeUndefined();
    const steps = [
      telling.hear('Leadership saw automated tests as slowing us down, so I showed them what the last ten production bugs cost in support hours.'),
      telling.hear('They funded two sprints of testing and escaped bugs fell by 60%.'),
    ];
    expect(steps.map((s) => s.told)).toEqual([TESTS.id, TESTS.id]);
    const figures = [...steps.flatMap((s) => s.figures), ...telling.nextQuestion()];
    const byFigure = Object.fromEntries(figures.map((f) => [f.figure, f.storyId]));
    expect(byFigure).toEqual({ '8 years': null, '5': null, 'ten production': TESTS.id, '60%': TESTS.id });
  });

  it('starts afresh at the next question: the next answer’s figures are not the last story’s', () => {
    const telling = new CandidateTelling(matcher);
    telling.hear('Leadership saw automated tests as slowing us down; I showed the cost of the last ten production bugs in support hours, and they funded two sprints of testing.');
    telling.nextQuestion();
    const next = telling.hear('I would say about 30% of my time goes to code review.');
    expect(next.told).toBeUndefined();
    expect(telling.nextQuestion()).toEqual([expect.objectContaining({ figure: '30%', storyId: null })]);
  });

  it('settles each figure once', () => {
    const telling = new CandidateTelling(matcher);
    const said = 'Our billing ledger on MySQL could not keep up with month-end, so we ran both databases with dual writes, compared balances nightly and closing went from 9 hours to 2.';
    const first = telling.hear(said);
    const again = telling.hear('Zero downtime when we switched over.');
    expect(first.figures.map((f) => f.figure)).toEqual(['9 hours', '2']);
    expect(again.figures).toEqual([]);
    expect(telling.nextQuestion()).toEqual([]);
  });

  it('with no stories it still keeps the figures, with none', () => {
    const telling = new CandidateTelling(new ToldStoryMatcher([]));
    expect(telling.hear('We grew revenue 25%.')).toEqual({ figures: [] });
    expect(telling.nextQuestion()).toEqual([expect.objectContaining({ figure: '25%', storyId: null })]);
  });
});
