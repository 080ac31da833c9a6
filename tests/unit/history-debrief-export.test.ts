// The debrief built from stored rows, and its Markdown and PDF exports (same content, sanitised).
import { scoreAnswer } from '@/lib/feedback/score-answer';
import { buildDebrief } from '@/lib/history/build-debrief';
import { debriefFileName, NOT_CAPTURED } from '@/lib/history/debrief-labels';
import { debriefToMarkdown } from '@/lib/history/debrief-markdown';
import { debriefToPdf } from '@/lib/history/debrief-pdf';
import type { DebriefSessionRow, DebriefTurnRow } from '@/lib/history/debrief-types';
import { markdownToPlainText } from '@/lib/history/markdown-to-plain-text';
import { toWinAnsi } from '@/lib/history/to-win-ansi';

const QUESTION = 'Tell me about a time you improved the performance of a system.';
const ANSWER =
  'At my last job, our checkout service was timing out during sales. My task was to find the cause. So I profiled it with Datadog and added a connection pool, ' +
  'then I rewrote the two slowest queries. As a result, p95 latency dropped from 2 seconds to 300 milliseconds.';

const practice: DebriefSessionRow = { id: '0b7c1f7e-8f0a-4a57-9d53-1b2c3d4e5f60', kind: 'practice', practice_round: 'behavioural', source: 'mic', mode: 'auto', title: null, started_at: '2026-11-20T14:00:00.000Z', ended_at: '2026-11-20T14:06:00.000Z', language: null };
const live: DebriefSessionRow = { ...practice, kind: 'live', practice_round: null, source: 'tab', mode: 'manual' };

function row(over: Partial<DebriefTurnRow>): DebriefTurnRow {
  return { id: 't1', question: QUESTION, answer: '', question_at: '2026-11-20T14:01:00Z', candidate_answer: '', candidate_seconds: null, feedback: null, question_kind: 'behavioural', screen_thumbnail: null, ...over };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(bytes.slice());
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('debrief', () => {
  it('uses the stored score, or scores captured words that were never scored', () => {
    const stored = scoreAnswer({ question: QUESTION, answer: ANSWER, seconds: 40, kind: 'behavioural' });
    const fromRow = buildDebrief(practice, [row({ candidate_answer: ANSWER, candidate_seconds: 40, feedback: { ...stored, score: 3 } })]);
    expect(fromRow.turns[0].feedback?.score).toBe(3);
    const computed = buildDebrief(live, [row({ candidate_answer: ANSWER, candidate_seconds: 40 })]);
    expect(computed.turns[0].feedback?.score).toBe(stored.score);
    expect(computed.summary.wordsPerMinute).toBe(stored.figures.wordsPerMinute);
  });

  it('ignores stored feedback that is not a score', () => {
    const debrief = buildDebrief(practice, [row({ feedback: { score: 'high' } })]);
    expect(debrief.turns[0].feedback).toBeNull();
  });

  it('writes a thank-you e-mail for live interviews only, naming the role from the job description', () => {
    const jd = 'Senior Backend Engineer at Acme\nYou will scale our checkout.';
    expect(buildDebrief(practice, [row({})], jd).thankYou).toBeNull();
    const email = buildDebrief(live, [row({})], jd).thankYou!;
    expect(email.body).toContain('the Senior Backend Engineer role at Acme');
    expect(email.body).toContain('performance of a system');
  });

  it('exports the same sections as Markdown, saying when the words were not captured', () => {
    const md = debriefToMarkdown(buildDebrief(live, [row({ answer: 'I made it **faster**.' })]), 'UTC');
    expect(md).toMatch(/^# Debrief: Interview on November 20, 2026 at 2:00 PM\n/);
    expect(md).toContain('## Three things to improve');
    expect(md).toContain(`### 1. ${QUESTION}`);
    expect(md).toContain(`_${NOT_CAPTURED}_`);
    expect(md).toContain('**Suggested answer**\n\nI made it **faster**.');
    expect(md).toContain('## Thank-you e-mail');
    expect(debriefFileName(buildDebrief(live, []), 'pdf')).toBe('cuecard-debrief-2026-11-20-14-00.pdf');
  });

  const rounds = {
    round: 2,
    stories: [
      {
        storyId: '00000000-0000-4000-8000-00000000000a',
        title: 'Testing budget',
        said: true,
        shown: false,
        toldBefore: [{ storyId: '00000000-0000-4000-8000-00000000000a', sessionId: 's1', round: 1, at: '2026-11-13T14:00:00.000Z' }],
        changed: [{ earlier: '40%', round: 1, today: '60%' }],
      },
    ],
  };

  it('says what the round told, where each story was told before and which figure changed, in the Markdown and the PDF', async () => {
    const debrief = { ...buildDebrief(live, [row({})]), application: { id: 'a1', title: 'Staff engineer at Acme' }, rounds };
    const md = debriefToMarkdown(debrief, 'UTC');
    expect(md).toContain('## What you told them\n\n_Round 2 · Staff engineer at Acme_\n\n- **Testing budget**\n  - In your own words\n  - Told on Nov 13, round 1\n  - Figure changed: 40% in round 1, 60% today');
    expect(md.indexOf('## What you told them')).toBeLessThan(md.indexOf('## Three things to improve'));
    const text = (await pdfText(await debriefToPdf(debrief, 'UTC'))).replace(/\s+/g, ' ');
    expect(text).toContain('What you told them Round 2 · Staff engineer at Acme Testing budget In your own words Told on Nov 13, round 1 Figure changed: 40% in round 1, 60% today');
  });

  it('lists under a story among an answer’s sources where it was told before, in the Markdown and the PDF', async () => {
    const sources = [{ n: 1, kind: 'story', label: 'Story: Testing budget', text: 'Result: bugs fell by 40%.', story_id: '00000000-0000-4000-8000-00000000000a', told: [{ at: '2026-11-13T14:00:00.000Z', round: 1 }] }];
    const debrief = buildDebrief(live, [row({ answer: 'Bugs fell by 40% [1].', sources })]);
    expect(debriefToMarkdown(debrief, 'UTC')).toContain('- **[1]** Story: Testing budget (cited)\n  _Told on Nov 13, round 1_');
    const text = (await pdfText(await debriefToPdf(debrief, 'UTC'))).replace(/\s+/g, ' ');
    expect(text).toContain('[1] Story: Testing budget · cited Told on Nov 13, round 1');
  });

  it('says who of a panel asked each question, by the name the candidate gave or the number, in the Markdown and the PDF; nothing without voices', async () => {
    const rows = [row({ id: 't1', speaker: 1 }), row({ id: 't2', question: 'How do you design an idempotent API?', speaker: 2 }), row({ id: 't3', question: 'Why us?' })];
    const debrief = buildDebrief(live, rows, undefined, [
      { speaker: 1, name: 'Priya (EM)' },
      { speaker: 2, name: null },
    ]);
    expect(debrief.turns.map((t) => t.askedBy)).toEqual(['Priya (EM)', 'Interviewer 2', undefined]);
    const md = debriefToMarkdown(debrief, 'UTC');
    expect(md).toContain(`### 1. ${QUESTION}\n\nAsked by Priya (EM)\n`);
    expect(md).toContain('### 2. How do you design an idempotent API?\n\nAsked by Interviewer 2\n');
    expect(md.match(/Asked by/g)).toHaveLength(2);
    const text = await pdfText(await debriefToPdf(debrief, 'UTC'));
    expect(text).toContain('Asked by Priya (EM)');
    expect(text).toContain('Asked by Interviewer 2');
    expect(buildDebrief(live, [row({})]).turns[0].askedBy).toBeUndefined();
  });

  it('quotes the candidate words so they cannot become Markdown structure', () => {
    const md = debriefToMarkdown(buildDebrief(practice, [row({ candidate_answer: '# not a heading\n- not a list', candidate_seconds: 5 })]), 'UTC');
    expect(md).toContain('> # not a heading\n> - not a list');
  });
});

describe('debrief PDF', () => {
  it('is a PDF holding the question, the score and the words per minute', async () => {
    const stored = scoreAnswer({ question: QUESTION, answer: ANSWER, seconds: 40, kind: 'behavioural' });
    const debrief = buildDebrief(practice, [row({ candidate_answer: ANSWER, candidate_seconds: 40, feedback: stored })]);
    const bytes = await debriefToPdf(debrief, 'UTC');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Debrief');
    expect(text).toContain(QUESTION);
    expect(text).toContain(`Score: ${stored.score}/10`);
    expect(text).toContain(`${stored.figures.wordsPerMinute} words per minute`);
    expect(text).toContain('Three things to improve');
  });

  it('draws any text: Markdown becomes plain text and characters the fonts lack are replaced', async () => {
    const answer = '## Plan\n\n- **Index** the `orders` table → 10× faster ≥ 2 ✓\n\n<script>alert(1)</script> 日本語 🚀';
    const long = 'word '.repeat(4000);
    const debrief = buildDebrief(live, [row({ question: 'Ça va? “Quotes” — and emoji 🚀', answer }), row({ id: 't2', question: 'Long', candidate_answer: long, candidate_seconds: 600 })]);
    const bytes = await debriefToPdf(debrief, 'UTC');
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Ça va? “Quotes” — and emoji ?');
    expect(text).toContain('• Index the orders table -> 10× faster >= 2 v');
    // Japanese is drawn in Noto Sans SC now; an emoji no font has still becomes "?".
    expect(text).toContain('<script>alert(1)</script> 日本語 ?');
    expect(text).not.toContain('**');
    const { getDocumentProxy } = await import('unpdf');
    expect((await getDocumentProxy(bytes.slice())).numPages).toBeGreaterThan(2);
  });

  it('reduces Markdown to plain lines and maps characters to WinAnsi', () => {
    expect(markdownToPlainText('# Title\n\n1. one\n2. **two**\n\n```\ncode()\n```')).toBe('Title\n\n1. one\n2. two\n\n    code()');
    expect(toWinAnsi('a\u0000b → c\tč 😀')).toBe('ab -> c    c ?');
  });
});
