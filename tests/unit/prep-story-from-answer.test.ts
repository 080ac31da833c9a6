import { feedbackLanguage } from '../../lib/feedback/rubric';
import { figuresIn, hasStarLines, storyFromAnswer } from '../../lib/prep/story-from-answer';
import { storyFromTurn } from '../../lib/prep/story-from-turn';

describe('a story drafted from an answer', () => {
  it('splits an English transcript into Situation, Task, Action and Result by the rubric cues', () => {
    const draft = storyFromAnswer({
      question: 'Tell me about a time you disagreed with your manager.',
      answer:
        'In my last job our release was late. My task was to get it back on track. I split the work, paired with two engineers and automated the tests. Then I ran daily check-ins. As a result we shipped in two weeks and cut bugs by thirty percent.',
      language: 'en',
    });
    expect(draft).toEqual({
      title: 'Disagreeing with your manager',
      situation: 'In my last job our release was late.',
      task: 'My task was to get it back on track.',
      // An uncued sentence after an Action continues it.
      action: 'I split the work, paired with two engineers and automated the tests. Then I ran daily check-ins.',
      result: 'As a result we shipped in two weeks and cut bugs by thirty percent.',
      figures: 'two engineers; two weeks; thirty percent',
    });
  });

  it('splits a transcript without punctuation at its spoken joins, losing no word', () => {
    const answer =
      'we were running a legacy billing system that kept failing every month end and my job was to stabilise it before the audit so I traced the failing jobs and rewrote the retry logic with the team and in the end we reduced failures from twelve a month to one';
    const draft = storyFromAnswer({ question: 'Describe a challenge you faced', answer });
    // A clause showing both a Situation and a Task cue goes to the later element, as the rubric counts it.
    expect(draft.task).toMatch(/my job was to stabilise it/);
    expect(draft.result).toMatch(/we reduced failures from twelve a month to one$/);
    expect([draft.situation, draft.task, draft.action, draft.result].filter(Boolean).join(' ')).toBe(answer);
    expect(draft.figures).toBe('twelve');
  });

  it('splits a Spanish transcript with the Spanish cues and keeps its figures', () => {
    const draft = storyFromAnswer({
      question: 'Cuéntame una situación en la que tuviste un conflicto con un compañero.',
      answer:
        'En mi anterior trabajo teníamos un cliente muy enfadado. Mi tarea era recuperar la cuenta en un mes. Primero hablé con él y preparé un plan con tres entregas. Luego coordiné al equipo cada semana. Como resultado renovó el contrato y las incidencias bajaron un 40%.',
      language: 'es',
    });
    expect(draft.title).toBe('Tuviste un conflicto con un compañero');
    expect(draft.situation).toBe('En mi anterior trabajo teníamos un cliente muy enfadado.');
    expect(draft.task).toBe('Mi tarea era recuperar la cuenta en un mes.');
    expect(draft.action).toBe('Primero hablé con él y preparé un plan con tres entregas. Luego coordiné al equipo cada semana.');
    expect(draft.result).toBe('Como resultado renovó el contrato y las incidencias bajaron un 40%.');
    expect(draft.figures).toBe('tres entregas; 40%');
  });

  it('guesses the language of an answer that names none', () => {
    const draft = storyFromAnswer({ question: '', answer: 'Mi tarea era reducir los costes. Decidí cambiar de proveedor. Como resultado ahorramos un 20%.' });
    expect(draft.task).toBe('Mi tarea era reducir los costes.');
    expect(draft.action).toBe('Decidí cambiar de proveedor.');
    expect(draft.result).toBe('Como resultado ahorramos un 20%.');
    // No question: the title is the answer's first words.
    expect(draft.title).toBe('Mi tarea era reducir los costes');
  });

  it('leaves an answer with no cues whole in Situation, for the candidate to divide', () => {
    const draft = storyFromAnswer({ question: 'What is your favourite colour?', answer: 'Blue, mostly. It is calm.', language: 'en' });
    expect(draft).toMatchObject({ situation: 'Blue, mostly. It is calm.', task: '', action: '', result: '' });
  });

  it('uses Situation/Task/Action/Result lines as they are, quotes and intro left out', () => {
    const answer = [
      'Offline talking points (no AI model configured)',
      '',
      'Answer with one real example, in STAR order:',
      '• Situation / Task: “Led the billing migration to Postgres for 3 teams”',
      '• Action: “Wrote the dual-write layer”',
      'and ran both systems side by side for a month.',
      '• Result: “Cut invoice errors by 45%”',
      '• Tie it to the role: “Own our payments platform”',
    ].join('\n');
    expect(hasStarLines(answer)).toBe(true);
    expect(storyFromAnswer({ question: 'Tell me about a time you led a migration.', answer, language: 'en' })).toEqual({
      title: 'Leading a migration',
      situation: 'Led the billing migration to Postgres for 3 teams',
      task: '',
      action: 'Wrote the dual-write layer and ran both systems side by side for a month.',
      result: 'Cut invoice errors by 45%',
      figures: '3 teams; 45%',
    });
  });

  it('does not take one "Result:" in prose for STAR lines', () => {
    expect(hasStarLines('We tried many things.\nResult: it worked.')).toBe(false);
  });

  it('finds figures with what they count, each once, and a year alone before a comma', () => {
    expect(figuresIn('In 2021, we grew revenue by $2 million and cut costs 15% in 6 months. Later 6 months again.', feedbackLanguage('en'))).toBe('2021; $2 million; 15%; 6 months');
    expect(figuresIn('我们把延迟降低了30%，节省了200万。', feedbackLanguage('zh'))).toBe('30%; 200');
  });
});

describe('a story drafted from a debrief turn', () => {
  it("reads a suggested answer's Markdown STAR lines directly", () => {
    const draft = storyFromTurn({
      question: 'Tell me about a time you improved a process.',
      suggestedAnswer: '- **Situation:** Deploys took *two hours* [1].\n- **Task:** Make them safe to run daily.\n- **Action:** I wrote a pipeline in GitHub Actions.\n- **Result:** Deploys take 12 minutes.',
      candidateAnswer: 'Um, we had slow deploys.',
    });
    expect(draft).toMatchObject({
      situation: 'Deploys took two hours.',
      task: 'Make them safe to run daily.',
      action: 'I wrote a pipeline in GitHub Actions.',
      result: 'Deploys take 12 minutes.',
      figures: 'two hours; 12 minutes',
    });
  });

  it("prefers the candidate's own words to a suggested answer in prose", () => {
    const draft = storyFromTurn({
      question: 'Tell me about a conflict.',
      suggestedAnswer: 'You could talk about **a conflict** with a colleague.',
      candidateAnswer: 'My task was to settle a dispute. I met both sides. As a result we agreed a plan.',
    });
    expect(draft.task).toBe('My task was to settle a dispute.');
    expect(draft.result).toBe('As a result we agreed a plan.');
  });

  it('falls back to the suggested answer, Markdown stripped, when nothing of the candidate was captured', () => {
    const draft = storyFromTurn({ question: 'Why this role?', suggestedAnswer: 'I **love** building *payments* products.', candidateAnswer: '  ' }, 'en');
    expect(draft.situation).toBe('I love building payments products.');
  });
});
