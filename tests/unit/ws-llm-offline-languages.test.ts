// Offline talking points in the answer language: each table's labels and advice, the passage
// the question is about found in a resume of the same language (Chinese without spaces, Hindi
// with its vowel marks), quoted as written, and English with a notice where no table exists.
import { createOfflineEngine } from '@/ws-server/llm/offline/offline-engine';
import { offlineLanguageFor, OFFLINE_LANGUAGES } from '@/ws-server/llm/offline/offline-languages';
import { toPassages } from '@/ws-server/evidence/passages';
import { selectPassages } from '@/ws-server/llm/offline/select-passages';
import { tokenize } from '@/lib/retrieval/rank-terms';
import type { AnswerRequest } from '@/ws-server/llm/answer-engine';

async function answer(request: Partial<AnswerRequest>): Promise<string> {
  let text = '';
  const full = { question: '', resume: '', jobDescription: '', history: [], ...request };
  for await (const delta of createOfflineEngine().stream(full, new AbortController().signal)) text += delta;
  return text;
}

/** Per language: a behavioural question, a resume whose second line answers it, and what the points must say. */
const CASES = [
  {
    code: 'es',
    question: 'Cuénteme sobre una vez que resolvió un conflicto entre equipos.',
    resume: ['Ingeniera sénior en Northwind Traders desde 2019 hasta 2024.', 'Resolví un conflicto entre los equipos de móvil y backend sobre el versionado de la API.', 'Lideré la migración de facturación a Kubernetes y reduje el despliegue un 70%.'],
    heading: '**Puntos clave sin conexión**',
    labels: ['**Situación / Tarea:** «Resolví un conflicto entre los equipos', '**Acción:**', '**Resultado:**'],
  },
  {
    code: 'pt',
    question: 'Fale sobre uma vez em que você resolveu um conflito entre equipes.',
    resume: ['Engenheira sênior na Northwind Traders de 2019 a 2024.', 'Resolvi um conflito entre as equipes de mobile e backend sobre o versionamento da API.', 'Liderei a migração do faturamento para Kubernetes, reduzindo o deploy em 70%.'],
    heading: '**Pontos-chave offline**',
    labels: ['**Situação / Tarefa:** “Resolvi um conflito entre as equipes', '**Ação:**', '**Resultado:**'],
  },
  {
    code: 'fr',
    question: 'Parlez-moi d’une fois où vous avez résolu un conflit entre équipes.',
    resume: ['Ingénieure senior chez Northwind Traders de 2019 à 2024.', 'J’ai résolu un conflit entre les équipes mobile et backend sur le versionnage de l’API.', 'J’ai piloté la migration de la facturation vers Kubernetes, avec un déploiement 70 % plus rapide.'],
    heading: '**Points clés hors ligne**',
    labels: ['**Situation / Tâche\u00a0:** «\u00a0J’ai résolu un conflit entre les équipes', '**Action\u00a0:**', '**Résultat\u00a0:**'],
  },
  {
    code: 'de',
    question: 'Erzählen Sie mir von einem Konflikt zwischen Teams, den Sie gelöst haben.',
    resume: ['Senior-Ingenieurin bei Northwind Traders von 2019 bis 2024.', 'Einen Konflikt zwischen den Teams Mobile und Backend über die API-Versionierung gelöst.', 'Die Migration der Abrechnung auf Kubernetes geleitet und die Deploy-Zeit um 70 % gesenkt.'],
    heading: '**Offline-Stichpunkte**',
    labels: ['**Situation / Aufgabe:** „Einen Konflikt zwischen den Teams', '**Vorgehen:**', '**Ergebnis:**'],
  },
  {
    code: 'hi',
    question: 'मुझे उस समय के बारे में बताइए जब आपने टीमों के बीच विवाद सुलझाया।',
    resume: ['Northwind Traders में 2019 से 2024 तक सीनियर इंजीनियर।', 'मोबाइल और बैकएंड टीमों के बीच API वर्ज़निंग को लेकर विवाद सुलझाया।', 'बिलिंग को Kubernetes पर माइग्रेट करने का नेतृत्व किया, डिप्लॉय का समय 70% घटाया।'],
    heading: '**ऑफ़लाइन मुख्य बिंदु**',
    labels: ['**स्थिति / काम:** “मोबाइल और बैकएंड टीमों के बीच', '**आपने क्या किया:**', '**नतीजा:**'],
  },
  {
    code: 'zh',
    question: '请讲讲你解决团队之间分歧的一次经历。',
    resume: ['2019 年至 2024 年在 Northwind Traders 担任高级工程师。', '解决了移动端和后端团队之间关于接口版本的分歧，组织了设计评审。', '负责将计费系统迁移到 Kubernetes，部署时间缩短 70%。'],
    heading: '**离线要点**',
    labels: ['**情境 / 任务**：“解决了移动端和后端团队之间', '**行动**：', '**结果**：'],
  },
];

describe('offline talking points in the answer language', () => {
  it.each(CASES)('$code: the table’s heading and STAR labels, the matching resume line quoted as written', async ({ code, question, resume, heading, labels }) => {
    const text = await answer({ question, kind: 'behavioural', resume: resume.join('\n'), language: code });
    expect(text.startsWith(heading)).toBe(true);
    for (const label of labels) expect(text).toContain(label);
    expect(text).not.toMatch(/Situation \/ Task|Offline talking points|not available/);
    // Everything quoted is a resume line, character for character.
    const quoted = [...text.matchAll(/[“«„]\u00a0?([^”»“]+?)\u00a0?[”»“]/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThanOrEqual(1);
    for (const q of quoted) expect(resume).toContain(q);
  });

  it('has every label and piece of advice in each table, none left empty', () => {
    const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings));
    expect(OFFLINE_LANGUAGES.map((l) => l.code).sort()).toEqual(['de', 'en', 'es', 'fr', 'hi', 'pt', 'zh']);
    const shape = strings(OFFLINE_LANGUAGES[0].words).length;
    for (const language of OFFLINE_LANGUAGES) {
      const all = strings(language.words);
      expect(all).toHaveLength(shape);
      expect(all.every((s) => s.trim().length > 0)).toBe(true);
      expect(language.words.line).toMatch(/\{label\}.*\{text\}/);
    }
  });

  it('uses a language’s table for its regional tags, and English without a notice for English or no language', () => {
    expect(offlineLanguageFor('pt-BR')).toEqual({ language: expect.objectContaining({ code: 'pt' }) });
    expect(offlineLanguageFor('en-GB')).toEqual({ language: expect.objectContaining({ code: 'en' }) });
    expect(offlineLanguageFor(undefined)).toEqual({ language: expect.objectContaining({ code: 'en' }) });
  });

  it('writes English points with a one-line notice for a listed language without its own words', async () => {
    const text = await answer({ question: 'Mi parli di un conflitto tra team.', kind: 'behavioural', resume: CASES[0].resume.join('\n'), language: 'it' });
    expect(text.split('\n')[2]).toBe('_Talking points are in English: offline notes are not available in Italian yet._');
    expect(text).toContain('**Situation / Task:**');
    expect(offlineLanguageFor('ko').notice).toMatch(/not available in Korean yet/);
  });

  it('asks for the documents in the answer language when there are none', async () => {
    expect(await answer({ question: '¿Por qué quiere este puesto?', kind: 'motivation', language: 'es' })).toContain('Añade tu currículum y la descripción del puesto');
    expect(await answer({ question: '你为什么想要这份工作？', kind: 'motivation', language: 'zh' })).toContain('请在 Personalize 中添加你的简历和职位描述');
  });
});

describe('ranking passages in any script', () => {
  it('pairs Chinese characters, so a Chinese question finds the Chinese resume line it is about', () => {
    expect(tokenize('支付系统迁移')).toEqual(['支付', '付系', '系统', '统迁', '迁移']);
    const resume = ['2019 年至 2024 年在 Northwind Traders 担任高级工程师。', '带领四名工程师完成了新员工培训计划。', '负责将支付系统迁移到 Kubernetes，部署时间缩短 70%。'].join('\n');
    const picked = selectPassages('请介绍一下你负责支付系统迁移的经历', resume, '');
    expect(picked.resumeMatched).toBe(true);
    expect(picked.resume[0]).toBe('负责将支付系统迁移到 Kubernetes，部署时间缩短 70%。');
  });

  it('keeps Hindi words whole with their vowel signs, without the question’s small words', () => {
    expect(tokenize('मुझे बताइए कि आपने Kafka पाइपलाइन कैसे बनाई')).toEqual(['कि', 'kafka', 'पाइपलाइन', 'बनाई']);
    const picked = selectPassages('आपने Kafka पाइपलाइन कैसे बनाई?', ['बिलिंग को Kubernetes पर माइग्रेट करने का नेतृत्व किया।', 'रोज़ 20 लाख इवेंट प्रोसेस करने वाली Kafka पाइपलाइन बनाई।'].join('\n'), '');
    expect(picked.resume[0]).toMatch(/^रोज़ 20 लाख इवेंट/);
  });

  it('pairs Japanese kana and kanji, dropping pairs of hiragana (particles, endings)', () => {
    expect(tokenize('サーバーの移行について教えてください')).toEqual(['サー', 'ーバ', 'バー', 'ーの', 'の移', '移行', '行に', 'て教', '教え']);
  });

  it('folds accents and drops each table’s question words, English unchanged', () => {
    expect(tokenize('Cuénteme sobre la migración de facturación')).toEqual(['migracion', 'facturacion']);
    expect(tokenize('Erzählen Sie mir von der Migration')).toEqual(['migration']);
    expect(tokenize('Leading migrations with Node.js and C++')).toEqual(['lead', 'migration', 'node.js', 'c++']);
  });

  it('cuts Chinese documents into passages: a short heading is dropped, long lines split at 。', () => {
    const long = `${'负责将支付系统迁移到新的平台并完成了全部测试工作'.repeat(6)}。${'带领团队优化了数据库查询性能和缓存策略'.repeat(6)}。`;
    const passages = toPassages(['工作经历', '- 负责将支付系统迁移到 Kubernetes，部署时间缩短 70%。', long].join('\n'));
    expect(passages[0]).toBe('负责将支付系统迁移到 Kubernetes，部署时间缩短 70%。');
    expect(passages).not.toContain('工作经历');
    expect(passages).toHaveLength(3);
  });

  it('falls back to achievements written in any table’s language when nothing matches', () => {
    const spanish = selectPassages('¿Cuál es su mayor debilidad?', ['Me gusta el senderismo y la fotografía de paisaje.', 'Lideré el equipo de plataforma durante el lanzamiento del producto.'].join('\n'), '');
    expect(spanish).toMatchObject({ resumeMatched: false, resume: ['Lideré el equipo de plataforma durante el lanzamiento del producto.'] });
    const chinese = selectPassages('你最大的缺点是什么？', ['喜欢徒步旅行和风景摄影等户外活动。', '主导了新一代推荐系统的设计与上线。'].join('\n'), '');
    expect(chinese.resume).toEqual(['主导了新一代推荐系统的设计与上线。']);
  });
});
