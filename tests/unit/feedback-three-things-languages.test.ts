// The debrief's "three things to improve" in the candidate's language: the same findings,
// worded from each language's table, judged against that language's pace range; English
// where a language has no sentences yet.
import type { AnswerScore } from '@/lib/feedback/answer-score';
import { FEEDBACK_MESSAGE_LANGUAGES, feedbackMessages } from '@/lib/feedback/messages';
import { scoreAnswer } from '@/lib/feedback/score-answer';
import { summariseSession, type ScoredTurn } from '@/lib/feedback/session-summary';
import { threeThingsToImprove } from '@/lib/feedback/three-things-to-improve';
import { keyTopics } from '@/lib/feedback/key-topics';

const ES_NO_RESULT =
  'En mi anterior trabajo el equipo iba retrasado con una entrega. Mi tarea era sacarla adelante. ' +
  'Así que dividí el trabajo en partes más pequeñas y hablé cada día con el responsable de producto sobre el alcance.';
const ZH_NO_RESULT = '当时在我上一家公司，项目延期了。我的任务是把它按时交付。我首先把工作拆分成小块，然后每天和产品经理沟通范围。';

function turn(question: string, answer: string, seconds: number, language: string): ScoredTurn {
  const feedback: AnswerScore = scoreAnswer({ question, answer, seconds, kind: 'behavioural', language });
  return { question, candidateAnswer: answer, candidateSeconds: seconds, feedback };
}

describe('three things to improve, per language', () => {
  it('names the missing Result in Spanish with Spanish question labels', () => {
    const turns = [turn('Cuénteme un plazo difícil.', ES_NO_RESULT, 20, 'es'), turn('Cuénteme un error.', ES_NO_RESULT, 20, 'es')];
    const things = threeThingsToImprove(turns, { language: 'es' });
    expect(things).toHaveLength(3);
    expect(things[0]).toBe(
      'Usa la estructura STAR: a tus respuestas a P1 y P2 les faltó Resultado. La próxima vez, termina con lo que cambió gracias a lo que hiciste, a ser posible con una cifra.',
    );
  });

  it('judges a Chinese session’s pace in characters per minute, in Chinese', () => {
    // ~60 characters in 40 seconds: about 90 a minute, slow for Mandarin.
    const turns = [turn('请讲一个项目延期的经历。', ZH_NO_RESULT, 40, 'zh')];
    const things = threeThingsToImprove(turns, { language: 'zh' });
    expect(things.some((t) => /^语速可以再快一点：你的平均语速是 \d+ 字\/分钟；建议 160–230。$/.test(t))).toBe(true);
    expect(things.join('')).toMatch(/第1题/);
  });

  it('writes the findings in the reader’s language when it differs from the spoken one', () => {
    const turns = [turn('Cuénteme un plazo difícil.', ES_NO_RESULT, 20, 'es')];
    expect(threeThingsToImprove(turns, { language: 'es', feedbackLanguage: 'de' })[0]).toMatch(/^Nutzen Sie die STAR-Struktur: Ihrer Antwort auf F1 fehlte: Ergebnis\./);
  });

  it('falls back to English sentences for a language with none yet, and to each table’s own advice when nothing was said', () => {
    expect(threeThingsToImprove([], { language: 'it' })[0]).toMatch(/^Capture your own words/);
    expect(threeThingsToImprove([], { language: 'hi' })[0]).toMatch(/^अपने शब्द भी कैप्चर करें/);
  });

  it('counts a session’s fillers by its language when the stored figures are missing', () => {
    const turns: ScoredTurn[] = [{ question: 'P', candidateAnswer: 'Euh, du coup, j’ai livré, ben, à temps.', candidateSeconds: 10, feedback: null }];
    expect(summariseSession(turns, 'fr').fillerWords).toBe(3);
    expect(summariseSession(turns).fillerWords).toBe(0);
  });

  it('every table has every sentence (no empty text in any language)', () => {
    for (const code of FEEDBACK_MESSAGE_LANGUAGES) {
      const say = feedbackMessages(code);
      const texts = [
        say.noAnswer,
        say.nothingToScore,
        say.paceNotJudged,
        say.structureNotJudged,
        ...say.nothingCaptured,
        ...Object.values(say.starAdvice),
        ...Object.values(say.element),
        say.starMissing('X', true),
        say.sayMore('Q1', false, 40, 'words', 20),
        say.practiseAgain('Q1', 'q', 3),
      ];
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(0);
      expect(say.list(['a', 'b', 'c'], 'or')).toMatch(/^a.*b.*c$/);
    }
    expect(FEEDBACK_MESSAGE_LANGUAGES.sort()).toEqual(['de', 'en', 'es', 'fr', 'hi', 'pt', 'zh']);
  });
});

describe('topics for the thank-you note, per language', () => {
  it('drops each language’s interviewer lead-ins', () => {
    expect(keyTopics(['Cuénteme alguna ocasión en la que tuvo que entregar un proyecto con un plazo imposible.', 'Hábleme de un desacuerdo con un compañero.'], 3, 'es')).toEqual([
      'entregar un proyecto con un plazo imposible',
      'desacuerdo con un compañero',
    ]);
    expect(keyTopics(['Nennen Sie mir ein Beispiel, bei dem Sie ein Risiko früh erkannt haben.'], 3, 'de')).toEqual(['Risiko früh erkannt']);
    expect(keyTopics(['请讲一个你和同事发生冲突的经历。'], 3, 'zh')).toEqual(['和同事发生冲突的经历']);
  });

  it('keeps English topics as before', () => {
    expect(keyTopics(['Tell me about a time you disagreed with a colleague.'])).toEqual(['disagreeing with a colleague']);
  });
});
