// The rubric in the interview's language: each language's fillers, STAR cues, stop words and
// pace range come from its own table, on hand-written answers; a language without a table is
// not judged by English rules (its structure and pace are left out, and the notes say so).
import { countFillers } from '@/lib/feedback/count-fillers';
import { scoreAnswer } from '@/lib/feedback/score-answer';
import { deliveryFigures, scoreDelivery } from '@/lib/feedback/score-delivery';
import { scoreRelevance } from '@/lib/feedback/score-relevance';
import { scoreSpecificity } from '@/lib/feedback/score-specificity';
import { scoreStructure } from '@/lib/feedback/score-structure';
import { contentStems, countWords, splitSentences, tokenize } from '@/lib/feedback/text-words';

const ES_QUESTION = 'Cuénteme alguna ocasión en la que tuvo que entregar un proyecto con un plazo muy ajustado.';
const ES_STAR =
  'En mi anterior trabajo teníamos que lanzar una aplicación de pagos antes de Navidad. ' +
  'Mi responsabilidad era coordinar al equipo de backend y cumplir el plazo. ' +
  'Así que dividí el proyecto en entregas semanales, hablé con el cliente para recortar el alcance y automaticé las pruebas con Jenkins. ' +
  'Luego organicé revisiones diarias de quince minutos con el equipo. ' +
  'Como resultado, entregamos el proyecto dos días antes del plazo y redujimos los errores en producción un 40%.';
const ES_RAMBLE = 'Bueno, eh, pues, o sea, yo creo que los plazos son importantes, ¿no? Este, no sé, eh, depende un poco de todo, en plan, de la empresa.';

const DE_QUESTION = 'Erzählen Sie mir von einer Situation, in der Sie eine fast unmögliche Frist einhalten mussten.';
const DE_STAR =
  'In meinem letzten Job sollten wir eine neue Kundenplattform vor Weihnachten starten. ' +
  'Meine Aufgabe war es, das Backend-Team zu koordinieren und die Frist zu halten. ' +
  'Also habe ich das Projekt in wöchentliche Lieferungen aufgeteilt und mit dem Kunden den Umfang reduziert. ' +
  'Dann habe ich die Tests mit Jenkins automatisiert und tägliche Abstimmungen eingeführt. ' +
  'Am Ende haben wir zwei Tage vor der Frist geliefert und die Fehler um 40 Prozent gesenkt.';

const FR_STAR =
  "Dans mon ancien poste, nous devions lancer une application de paiement avant Noël. " +
  "Mon rôle était de coordonner l'équipe backend et de tenir le délai. " +
  "Alors j'ai découpé le projet en livraisons hebdomadaires et j'ai négocié le périmètre avec le client. " +
  "Ensuite j'ai automatisé les tests avec Jenkins. " +
  "Au final, nous avons livré deux jours avant l'échéance et réduit les incidents de 40 %.";

const PT_STAR =
  'No meu último emprego, precisávamos lançar um aplicativo de pagamentos antes do Natal. ' +
  'Minha responsabilidade era coordenar a equipe de backend e cumprir o prazo. ' +
  'Então dividi o projeto em entregas semanais, conversei com o cliente para cortar o escopo e automatizei os testes com Jenkins. ' +
  'Como resultado, entregamos dois dias antes do prazo e reduzimos os erros em 40%.';

const HI_STAR =
  'मेरी पिछली कंपनी में हमें दिवाली से पहले एक पेमेंट ऐप लॉन्च करना था। ' +
  'मेरी जिम्मेदारी बैकएंड टीम को संभालना और डेडलाइन पूरी करना थी। ' +
  'सबसे पहले मैंने प्रोजेक्ट को हफ़्तेवार हिस्सों में बाँटा और मैंने Jenkins से टेस्ट ऑटोमेट किए। ' +
  'नतीजा यह रहा कि हमने दो दिन पहले काम पूरा किया और गलतियाँ 40% कम हो गईं।';

const ZH_STAR =
  '当时在我上一家公司，我们要在春节前上线一个支付应用。' +
  '我的任务是协调后端团队，保证按期交付。' +
  '我首先把项目拆分成每周的小版本，然后和客户沟通缩小范围，还用Jenkins把测试自动化了。' +
  '最后我们提前两天交付，线上故障降低了百分之四十。';

describe('tokens in every script', () => {
  it('keeps Devanagari vowel signs inside their word and cuts Chinese into characters', () => {
    expect(tokenize('मुझे अपने बारे में बताइए').map((t) => t.word)).toEqual(['मुझे', 'अपने', 'बारे', 'में', 'बताइए']);
    expect(tokenize('请介绍一下，你自己。').map((t) => t.word)).toEqual(['请', '介', '绍', '一', '下', '你', '自', '己']);
    expect(tokenize('请介绍一下，你自己。')[5].pauseBefore).toBe(true);
    // 我 们 用 Kafka 做 了 30% 的 优 化
    expect(countWords('我们用Kafka做了30%的优化')).toBe(10);
  });

  it('splits sentences at the full stops of Chinese and Hindi', () => {
    expect(splitSentences(ZH_STAR, 'zh')).toHaveLength(4);
    expect(splitSentences(HI_STAR, 'hi')).toHaveLength(4);
  });

  it('compares Chinese by pairs of characters, leaving particles out', () => {
    const stems = contentStems('我负责这个项目的交付', 'zh');
    expect(stems.has('项目')).toBe(true);
    expect(stems.has('负责')).toBe(true);
    expect(stems.has('我负')).toBe(false);
  });

  it('drops each language’s own stop words and meets inflections by stem', () => {
    expect([...contentStems('los proyectos del equipo', 'es')]).toEqual([...contentStems('proyecto equipos', 'es')]);
    expect(contentStems('die Erfahrungen', 'de')).toEqual(contentStems('Erfahrung', 'de'));
    expect(contentStems('le délai', 'fr').size).toBe(1);
  });
});

describe('filler words per language', () => {
  it('counts Spanish fillers, and "este" only where it stands alone', () => {
    expect(countFillers(ES_RAMBLE, 'es')).toBeGreaterThanOrEqual(7);
    expect(countFillers('Este proyecto fue bueno para el equipo, pues tuvimos éxito.', 'es')).toBe(0);
    expect(countFillers('Este, el proyecto fue difícil.', 'es')).toBe(1);
  });

  it('counts Portuguese, French, German, Hindi and Chinese fillers from their tables', () => {
    expect(countFillers('Então, tipo, eu fiz o projeto, né, e depois, sabe, deu certo.', 'pt')).toBe(4);
    expect(countFillers('Euh, du coup, en fait j’ai, ben, livré le projet.', 'fr')).toBe(4);
    expect(countFillers('Äh, also, ich habe halt das Projekt sozusagen allein gemacht.', 'de')).toBe(4);
    // "तो पूरा" runs on into the sentence: a word, not a filler.
    expect(countFillers('मतलब, मैंने वो, प्रोजेक्ट तो पूरा किया, यानी, समय पर।', 'hi')).toBe(3);
    expect(countFillers('嗯，那个，我们就是，然后，把项目做完了。', 'zh')).toBe(4);
  });

  it('does not count another language’s fillers, and counts none for a language without a table', () => {
    expect(countFillers('Um, like, I built it, you know.', 'es')).toBe(0);
    expect(countFillers('Ehm, allora, praticamente ho fatto tutto io.', 'it')).toBe(0);
  });
});

describe('STAR structure per language', () => {
  it.each([
    ['es', ES_STAR],
    ['de', DE_STAR],
    ['fr', FR_STAR],
    ['pt', PT_STAR],
    ['hi', HI_STAR],
    ['zh', ZH_STAR],
  ])('finds Situation, Task, Action and Result in a %s story', (language, answer) => {
    const result = scoreStructure(answer, 'Tell me about a deadline.', 'behavioural', { language });
    expect(result.missing).toEqual([]);
    expect(result.score).toBeGreaterThanOrEqual(8);
  });

  it('names what a Spanish story lacks in Spanish, and in English when the candidate reads English', () => {
    const noResult = ES_STAR.slice(0, ES_STAR.indexOf('Como resultado'));
    expect(scoreStructure(noResult, ES_QUESTION, 'behavioural', { language: 'es' })).toMatchObject({ missing: ['Result'], notes: [expect.stringMatching(/falta Resultado/)] });
    expect(scoreStructure(noResult, ES_QUESTION, 'behavioural', { language: 'es', feedbackLanguage: 'en' }).notes[0]).toMatch(/^STAR: no Result/);
  });

  it('a rambling Spanish answer scores structure low', () => {
    expect(scoreStructure(ES_RAMBLE, ES_QUESTION, 'behavioural', { language: 'es' }).score).toBeLessThanOrEqual(2);
  });

  it('leaves structure out for a language with no cues, and says so', () => {
    const result = scoreStructure('Nel mio ultimo lavoro ho guidato il team e abbiamo consegnato in tempo.', 'Mi parli di un progetto.', 'behavioural', { language: 'it' });
    expect(result).toMatchObject({ judged: false, missing: [], notes: [expect.stringMatching(/not scored in this language/)] });
  });
});

describe('pace against each language’s range', () => {
  it('judges Spanish by its own faster range', () => {
    // 170 words a minute is fast for English but comfortable in Spanish.
    const figures = deliveryFigures(170, 60, 0);
    expect(scoreDelivery(figures).notes[0]).toMatch(/a little fast/);
    expect(scoreDelivery(figures, { language: 'es' }).notes[0]).toBe('170 palabras por minuto: un ritmo cómodo.');
  });

  it('counts Chinese in characters per minute', () => {
    const figures = deliveryFigures(200, 60, 0);
    expect(scoreDelivery(figures, { language: 'zh' }).notes[0]).toBe('200 字/分钟：语速舒适。');
    expect(scoreDelivery(figures, { language: 'zh', feedbackLanguage: 'en' }).notes[0]).toBe('200 characters per minute: a comfortable pace.');
  });

  it('leaves pace out where no range is defined, and says so', () => {
    const timed = scoreDelivery(deliveryFigures(170, 60, 0), { language: 'it' });
    const untimed = scoreDelivery(deliveryFigures(170, 0, 0), { language: 'it' });
    expect(timed.notes).toContain('Pace is not scored in this language yet: the rubric has no usual speaking range for it.');
    expect(timed.score).toBe(untimed.score);
  });
});

describe('relevance and specificity per language', () => {
  it('an on-topic Spanish answer meets the question’s words; an off-topic one does not', () => {
    expect(scoreRelevance(ES_STAR, ES_QUESTION, undefined, { language: 'es' }).score).toBeGreaterThanOrEqual(7);
    expect(scoreRelevance('Me gusta mucho la música clásica y el fútbol.', ES_QUESTION, undefined, { language: 'es' }).score).toBeLessThanOrEqual(3);
  });

  it('finds numbers, tools and outcomes in Spanish, German (no capital-letter guessing) and Chinese', () => {
    expect(scoreSpecificity(ES_STAR, { language: 'es' }).tools).toBeGreaterThanOrEqual(1);
    expect(scoreSpecificity(ES_STAR, { language: 'es' }).numbers).toBeGreaterThanOrEqual(2);
    expect(scoreSpecificity(ES_STAR, { language: 'es' }).outcomes).toBeGreaterThanOrEqual(1);
    // German capitalises every noun: only the known tool counts.
    expect(scoreSpecificity(DE_STAR, { language: 'de' }).tools).toBe(1);
    const zh = scoreSpecificity(ZH_STAR, { language: 'zh' });
    expect(zh.tools).toBe(1);
    expect(zh.numbers).toBeGreaterThanOrEqual(2);
    expect(zh.outcomes).toBeGreaterThanOrEqual(2);
    expect(zh.score).toBeGreaterThanOrEqual(8);
  });
});

describe('the whole score in another language', () => {
  it('a strong Spanish story beats a rambling one, with notes in Spanish', () => {
    const strong = scoreAnswer({ question: ES_QUESTION, answer: ES_STAR, seconds: 25, kind: 'behavioural', language: 'es' });
    const weak = scoreAnswer({ question: ES_QUESTION, answer: ES_RAMBLE, seconds: 12, kind: 'behavioural', language: 'es' });
    expect(strong.score).toBeGreaterThanOrEqual(7);
    expect(weak.score).toBeLessThanOrEqual(3);
    expect(weak.figures.fillerWords).toBeGreaterThanOrEqual(7);
    expect(weak.notes.join(' ')).toMatch(/muletillas/);
  });

  it('without structure cues the weights are shared by the other parts, still adding up to 1', () => {
    const score = scoreAnswer({ question: 'Mi parli di un progetto.', answer: 'Nel mio ultimo lavoro ho guidato un progetto di 6 mesi con Jira.', seconds: 10, kind: 'behavioural', language: 'it' });
    expect(score.weights.structure).toBe(0);
    expect(score.weights.relevance + score.weights.specificity + score.weights.delivery).toBeCloseTo(1);
  });

  it('an empty answer says so in the reader’s language', () => {
    expect(scoreAnswer({ question: 'x', answer: '', seconds: 0, kind: 'other', language: 'de' }).notes).toEqual(['Es wurde keine Antwort erfasst.']);
  });
});
