// History export: a session and its turns as a Markdown document.
import { formatDuration, markdownFileName, sessionMinutes, sessionToMarkdown } from '@/lib/history/session-markdown';
import type { HistorySession } from '@/lib/history/history-types';

const session: HistorySession = {
  id: 's1',
  source: 'tab',
  mode: 'manual',
  title: null,
  started_at: '2026-11-20T14:00:00.000Z',
  ended_at: '2026-11-20T14:12:30.000Z',
  language: null,
  application_id: null,
  application: null,
  turns: [
    { id: 't1', session_id: 's1', question: 'Tell me\nabout yourself.', answer: 'I am a **backend** engineer.', question_at: '2026-11-20T14:01:00Z', latency_ms: 600, answer_engine: 'offline', screen_thumbnail: null },
    { id: 't2', session_id: 's1', question: 'Why us?', answer: '', question_at: '2026-11-20T14:05:00Z', latency_ms: null, answer_engine: null, screen_thumbnail: null },
  ],
};

describe('history export', () => {
  it('computes and formats the duration', () => {
    expect(sessionMinutes(session)).toBe(12.5);
    expect(formatDuration(12.5)).toBe('12 min 30 s');
    expect(formatDuration(0.25)).toBe('15 s');
    expect(formatDuration(null)).toBe('unfinished');
    expect(sessionMinutes({ ...session, ended_at: null })).toBeNull();
  });

  it('writes the questions as headings and the answers as their Markdown', () => {
    const md = sessionToMarkdown(session, 'UTC');
    expect(md).toBe(
      [
        '# Interview on November 20, 2026 at 2:00 PM',
        '',
        '- Duration: 12 min 30 s',
        '- Source: browser tab',
        '- Answers: on SPACE',
        '- Questions: 2',
        '',
        '## 1. Tell me about yourself.',
        '',
        'I am a **backend** engineer.',
        '',
        '## 2. Why us?',
        '',
        '_No answer was recorded._',
        '',
      ].join('\n'),
    );
    expect(markdownFileName(session)).toBe('cuecard-interview-2026-11-20-14-00.md');
  });

  it('names the session language and keeps the question in its own script', () => {
    const md = sessionToMarkdown({ ...session, language: 'zh-CN', turns: [{ ...session.turns[0], question: '请介绍一下你自己。' }] }, 'UTC');
    expect(md).toContain('- Source: browser tab\n- Language: Chinese (Mandarin) (China) · 中文（普通话）\n- Answers: on SPACE');
    expect(md).toContain('## 1. 请介绍一下你自己。');
  });
});
