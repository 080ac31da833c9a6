import { Bm25Index } from '@/lib/retrieval/bm25';
import { tokenize } from '@/lib/retrieval/rank-terms';
import { toPassages } from '@/ws-server/evidence/passages';
import { selectPassages } from '@/ws-server/llm/offline/select-passages';
import { createOfflineEngine } from '@/ws-server/llm/offline/offline-engine';
import { OFFLINE_HEADING } from '@/ws-server/llm/offline/talking-points';
import type { AnswerRequest } from '@/ws-server/llm/answer-engine';

const resume = `Jane Doe · jane@example.com · +1 555 010 2000
Experience
- Senior engineer at Northwind Traders, 2019 to 2024.
- Resolved a long-running disagreement between the mobile and backend teams over API versioning by running a design review.
- Led the migration of billing to Kubernetes, cutting deploy time by 70%.
- Built a Kafka pipeline processing 2 million events a day.
- Mentored four junior engineers through their first on-call rotations.`;
const jobDescription = `Globex builds payments infrastructure.
- You will own our Kubernetes platform and deployment tooling.
- You will work across teams to resolve conflicting priorities.`;

async function answer(request: Partial<AnswerRequest>): Promise<string> {
  let text = '';
  for await (const delta of createOfflineEngine().stream({ question: '', resume, jobDescription, history: [], ...request }, new AbortController().signal)) text += delta;
  return text;
}

describe('BM25', () => {
  it('ranks the passage sharing rare query words first and ignores passages sharing none', () => {
    const docs = [['kafka', 'pipeline', 'event'], ['kubernetes', 'migration', 'deploy'], ['team', 'mentor'], ['kubernetes', 'team']];
    const index = new Bm25Index(docs);
    expect(index.rank(['kubernetes', 'deploy'], 5).map((r) => r.index)).toEqual([1, 3]);
    expect(index.rank(['python'], 5)).toEqual([]);
    expect(index.idf('kafka')).toBeGreaterThan(index.idf('kubernetes'));
  });

  it('saturates repeated terms and favours the shorter of two equal matches', () => {
    const index = new Bm25Index([['go'], ['go', 'go', 'go', 'go', 'go', 'go'], ['go', 'x', 'y', 'z', 'w', 'v', 'u', 't']]);
    const [short, repeated, long] = [0, 1, 2].map((i) => index.score(['go'], i));
    expect(repeated / short).toBeLessThan(2.2);
    expect(short).toBeGreaterThan(long);
  });
});

describe('passages and tokens', () => {
  it('drops contact lines and headings and strips bullets', () => {
    const passages = toPassages(resume);
    expect(passages[0]).toBe('Senior engineer at Northwind Traders, 2019 to 2024.');
    expect(passages.some((p) => p.includes('@'))).toBe(false);
    expect(passages).not.toContain('Experience');
  });

  it('stems and keeps technology names', () => {
    expect(tokenize('Leading migrations with Node.js and C++')).toEqual(['lead', 'migration', 'node.js', 'c++']);
  });
});

describe('offline answer engine', () => {
  it('picks the passages relevant to the question', () => {
    const picked = selectPassages('How did you handle a disagreement between teams?', resume, jobDescription);
    expect(picked.resumeMatched).toBe(true);
    expect(picked.resume[0]).toMatch(/disagreement between the mobile and backend teams/);
    expect(picked.job[0]).toMatch(/across teams/);
  });

  it('structures a behavioural answer as STAR from the resume, labelled as offline talking points', async () => {
    const text = await answer({ question: 'Tell me about a time you resolved a disagreement between teams.' });
    expect(text.startsWith(OFFLINE_HEADING)).toBe(true);
    expect(text).toMatch(/\*\*Situation \/ Task:\*\* “Resolved a long-running disagreement/);
    expect(text).toMatch(/\*\*Action:\*\*/);
    expect(text).toMatch(/\*\*Result:\*\*/);
    expect(text).toMatch(/Tie it to the role:\*\* “You will work across teams/);
    expect(text).not.toMatch(/\bAI answer\b/i);
  });

  it('quotes only text that is in the resume or job description', async () => {
    const text = await answer({ question: 'How would you run our Kubernetes platform?', kind: 'technical' });
    const quoted = [...text.matchAll(/“([^”]+)”/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThan(0);
    for (const q of quoted) expect(resume.includes(q) || jobDescription.includes(q)).toBe(true);
    expect(quoted[0]).toMatch(/Kubernetes/);
  });

  it('asks for a resume and job description when it has neither', async () => {
    const text = await answer({ question: 'Why do you want this job?', resume: '', jobDescription: '' });
    expect(text).toMatch(/Add your resume and job description/);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const deltas: string[] = [];
    for await (const d of createOfflineEngine().stream({ question: 'Tell me about yourself.', resume, jobDescription, history: [] }, controller.signal)) {
      deltas.push(d);
      controller.abort();
    }
    expect(deltas).toHaveLength(1);
  });
});

describe('the offline answer standing in for a slow or failing model', () => {
  async function standIn(request: Partial<AnswerRequest>): Promise<string> {
    let text = '';
    for await (const delta of createOfflineEngine({ standingIn: true }).stream({ question: '', resume, jobDescription, history: [], ...request }, new AbortController().signal)) text += delta;
    return text;
  }

  it('does not say that no model is configured, in any language, and keeps the rest of the answer', async () => {
    const request = { question: 'Why do you want this role?', kind: 'general' as const };
    const alone = await answer(request);
    expect(alone.split('\n')[0]).toBe(OFFLINE_HEADING);
    const standing = await standIn(request);
    expect(standing.split('\n')[0]).toBe('**Offline talking points**');
    expect(standing.split('\n').slice(1)).toEqual(alone.split('\n').slice(1));
    expect((await standIn({ ...request, language: 'es' })).split('\n')[0]).toBe('**Puntos clave sin conexión**');
    expect((await standIn({ ...request, language: 'zh' })).split('\n')[0]).toBe('**离线要点**');
    expect((await standIn({ question: 'Solve this', screen: { frames: [], text: 'Two Sum: return indices of the two numbers that add up to target.' } })).split('\n')[0]).toBe('**Offline talking points**');
  });
});
