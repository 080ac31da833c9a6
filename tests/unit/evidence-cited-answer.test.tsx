// An answer with its evidence, rendered to markup: citation buttons named after their source,
// invalid markers hidden, unsupported claims marked, the Sources list and the story note.
import { renderToStaticMarkup } from 'react-dom/server';
import { CitedAnswer } from '@/components/interview/cited-answer';
import type { AnswerSource } from '@/lib/evidence/answer-source';

const SOURCES: AnswerSource[] = [
  { n: 1, kind: 'story', label: 'Story: Billing ledger migration', text: 'Situation: the ledger drifted.\nResult: 0 drift in 6 months.', story_id: '00000000-0000-4000-8000-000000000001' },
  { n: 2, kind: 'resume', label: 'Resume, line 12', text: 'Led a team of 6 engineers.', line: 12 },
  { n: 3, kind: 'job', label: 'Job description, line 3', text: 'Own the billing platform.', line: 3 },
];

const render = (props: Partial<Parameters<typeof CitedAnswer>[0]> & { text: string }) => renderToStaticMarkup(<CitedAnswer done sources={SOURCES} {...props} />);

describe('CitedAnswer', () => {
  it('renders valid citations as buttons named after their source and hides the others', () => {
    const html = render({ text: 'I rebuilt the ledger [1] with 6 people [2][9].', citations: [1, 2] });
    expect(html).toContain('aria-label="Source 1: Story: Billing ledger migration"');
    expect(html).toContain('aria-label="Source 2: Resume, line 12"');
    expect(html).not.toContain('[9]');
    expect(html).not.toContain('data-citation="9"');
  });

  it('lists cited sources first, marked as cited, under "Sources"', () => {
    const html = render({ text: 'Owned billing [3].', citations: [3] });
    expect(html).toContain('>Sources</h3>');
    const order = [...html.matchAll(/data-testid="answer-source"><button[^>]*><span[^>]*>\[(\d)\]/g)].map((m) => m[1]);
    expect(order).toEqual(['3', '1', '2']);
    expect(html.match(/>cited</g)).toHaveLength(1);
  });

  it('says "Sources offered" when the answer cites none, and shows the story link to Prep', () => {
    const html = render({ text: 'A plain answer.', citations: [] });
    expect(html).toContain('>Sources offered</h3>');
    expect(html).toContain('href="/prep"');
    expect(html).toContain('Situation: the ledger drifted.\nResult: 0 drift in 6 months.');
  });

  it('while streaming, hides numbers it was not given and a marker not yet closed', () => {
    const html = render({ text: 'Led 6 engineers [2] and more [7] then [1', done: false });
    expect(html).toContain('data-citation="2"');
    expect(html).not.toContain('[7]');
    expect(html).not.toMatch(/then \[1/);
  });

  it('marks unsupported claims and names them under the answer', () => {
    const html = render({ text: 'At Stripe I cut costs by 40% [2].', citations: [2], unsupported: ['40%', 'Stripe'] });
    expect(html.match(/<mark /g)).toHaveLength(2);
    expect(html).toContain('(not in your resume or stories)');
    expect(html).toContain('Not in your resume or stories:</span> 40%, Stripe');
  });

  it('notes when no story fits a behavioural question', () => {
    expect(render({ text: 'From your resume [2].', citations: [2], story: 'none' })).toContain('No story fits this question yet');
  });

  it('keeps model markup inert', () => {
    const html = render({ text: '<img src=x onerror=alert(1)> [link](javascript:alert(1)) [1]', citations: [1] });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('renders an answer without sources as before, brackets and all', () => {
    const html = renderToStaticMarkup(<CitedAnswer done text="Use arr[1] here." />);
    expect(html).toContain('Use arr[1] here.');
    expect(html).not.toContain('answer-sources');
  });
});
