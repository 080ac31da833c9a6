// Every suggested answer in the debrief's Markdown and PDF exports and in the history list's
// Markdown is followed by the sources it was given (number, label, passage), listed as the
// screen lists them, so each [n] in it points to something; old turns with none show none.
import type { AnswerSource } from '@/lib/evidence/answer-source';
import { listSources } from '@/lib/evidence/listed-sources';
import { buildDebrief } from '@/lib/history/build-debrief';
import { EXPORT_CUT_MARKER, EXPORT_FIELD_LIMITS } from '@/lib/history/cap-export-fields';
import { debriefToMarkdown } from '@/lib/history/debrief-markdown';
import { debriefToPdf } from '@/lib/history/debrief-pdf';
import type { DebriefSessionRow, DebriefTurnRow } from '@/lib/history/debrief-types';
import type { HistorySession } from '@/lib/history/history-types';
import { sessionToMarkdown } from '@/lib/history/session-markdown';

const SOURCES: AnswerSource[] = [
  { n: 1, kind: 'story', label: 'Story: Billing ledger migration', text: 'Situation: The ledger lived in MySQL.\nResult: # zero downtime', story_id: '7d0c5a52-1f57-4c43-9a4b-6f3f0c1d2e01' },
  { n: 2, kind: 'resume', label: 'Resume, line 4', text: 'Led the billing migration to Kubernetes, cutting deploy time by 70%.', line: 4 },
  { n: 3, kind: 'job', label: 'Job description, line 1', text: 'Globex is hiring a platform engineer.', line: 1 },
];
const ANSWER = 'I moved the ledger to Postgres with zero downtime [1] and cut deploy time by 70% [2].';

const live: DebriefSessionRow = { id: '0b7c1f7e-8f0a-4a57-9d53-1b2c3d4e5f60', kind: 'live', practice_round: null, source: 'tab', mode: 'manual', title: null, started_at: '2026-11-20T14:00:00.000Z', ended_at: '2026-11-20T14:06:00.000Z', language: null };
const row = (over: Partial<DebriefTurnRow>): DebriefTurnRow => ({ id: 't1', question: 'Tell me about a migration you led.', answer: ANSWER, question_at: '2026-11-20T14:01:00Z', candidate_answer: '', candidate_seconds: null, feedback: null, question_kind: 'behavioural', screen_thumbnail: null, sources: SOURCES, ...over });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('sources listed under an answer', () => {
  it('lists the cited sources first, in number order, then the rest, headed "Sources"; "Sources offered" when none is cited', () => {
    const listed = listSources(SOURCES, [2, 3]);
    expect(listed.heading).toBe('Sources');
    expect(listed.entries.map((e) => [e.source.n, e.cited])).toEqual([[2, true], [3, true], [1, false]]);
    expect(listSources(SOURCES, []).heading).toBe('Sources offered');
  });

  it('in the debrief Markdown: under the suggested answer, each number, label and passage, quoted so it stays text', () => {
    const md = debriefToMarkdown(buildDebrief(live, [row({})]), 'UTC');
    const listing = [
      '**Suggested answer**',
      '',
      ANSWER,
      '',
      '**Sources**',
      '',
      '- **[1]** Story: Billing ledger migration (cited)',
      '  > Situation: The ledger lived in MySQL.',
      '  > Result: # zero downtime',
      '- **[2]** Resume, line 4 (cited)',
      '  > Led the billing migration to Kubernetes, cutting deploy time by 70%.',
      '- **[3]** Job description, line 1',
      '  > Globex is hiring a platform engineer.',
    ].join('\n');
    expect(md).toContain(listing);
  });

  it('says "Sources offered" for an answer that cites none, and lists nothing for an old turn kept without sources', () => {
    const md = debriefToMarkdown(buildDebrief(live, [row({ answer: 'I moved the ledger to Postgres.' }), row({ id: 't2', question: 'And before that?', answer: 'An older answer [1].', sources: undefined }), row({ id: 't3', question: 'Anything else?', answer: 'Unparseable sources.', sources: [{ n: 'one' }] })]), 'UTC');
    expect(md).toContain('**Sources offered**\n\n- **[1]** Story: Billing ledger migration\n');
    expect(md.match(/\*\*Sources/g)).toHaveLength(1);
    expect(md).toContain('An older answer [1].\n\n### 3. Anything else?');
  });

  it('cuts a passage longer than the export allows, saying so', () => {
    const long = `${'Situation: we migrated the ledger. '.repeat(170)}`.trim();
    const md = debriefToMarkdown(buildDebrief(live, [row({ sources: [{ ...SOURCES[0], text: long }] })]), 'UTC');
    const passage = md.split('\n').find((line) => line.startsWith('  > Situation'))!;
    expect(passage.length).toBeLessThan(EXPORT_FIELD_LIMITS.source + 60);
    expect(passage).toContain(`${EXPORT_CUT_MARKER} (shortened from ${long.length.toLocaleString('en-US')} characters)`);
  });

  it('in the debrief PDF: the heading, each "[n] label" marked when cited, and the passage', async () => {
    const text = await pdfText(await debriefToPdf(buildDebrief(live, [row({}), row({ id: 't2', question: 'An old one?', answer: 'Kept before sources were.', sources: null })]), 'UTC'));
    const at = (s: string) => text.indexOf(s);
    expect(at('Suggested answer')).toBeGreaterThan(-1);
    expect(at('Sources')).toBeGreaterThan(at('Suggested answer'));
    expect(text).toContain('[1] Story: Billing ledger migration · cited');
    expect(text).toContain('Situation: The ledger lived in MySQL. Result: # zero downtime');
    expect(text).toContain('[2] Resume, line 4 · cited');
    expect(text).toContain('[3] Job description, line 1 Globex is hiring a platform engineer.');
    expect(at('[3] Job description')).toBeGreaterThan(at('[2] Resume'));
    expect(text.match(/Sources/g)).toHaveLength(1);
  });

  it('in the history list’s Markdown: each answer followed by its sources', () => {
    const session: HistorySession = {
      ...live,
      application_id: null,
      application: null,
      turns: [
        { id: 't1', session_id: live.id, question: 'Tell me about a migration you led.', answer: ANSWER, question_at: '2026-11-20T14:01:00Z', latency_ms: 600, answer_engine: 'offline', screen_thumbnail: null, sources: SOURCES },
        { id: 't2', session_id: live.id, question: 'Why us?', answer: 'Because.', question_at: '2026-11-20T14:02:00Z', latency_ms: 600, answer_engine: 'offline', screen_thumbnail: null },
      ],
    };
    const md = sessionToMarkdown(session, 'UTC');
    expect(md).toContain(`${ANSWER}\n\n**Sources**\n\n- **[1]** Story: Billing ledger migration (cited)\n  > Situation: The ledger lived in MySQL.`);
    expect(md).toContain('## 2. Why us?\n\nBecause.\n');
    expect(md.match(/\*\*Sources/g)).toHaveLength(1);
  });
});
