import { checkCitations } from '@/lib/evidence/check-citations';

describe('checkCitations', () => {
  it('keeps citations of sources that exist and drops made-up ones with the space before them', () => {
    const answer = 'I moved the billing ledger to Postgres [1]. Invoicing got four times faster [2], and I mentored two engineers [7].';
    expect(checkCitations(answer, [1, 2, 3])).toEqual({
      text: 'I moved the billing ledger to Postgres [1]. Invoicing got four times faster [2], and I mentored two engineers.',
      citations: [1, 2],
    });
  });

  it('lists each cited number once, ascending', () => {
    const answer = 'Led the migration [3]. Zero downtime [1]. Faster invoicing [3][1].';
    expect(checkCitations(answer, [1, 2, 3]).citations).toEqual([1, 3]);
  });

  it('handles adjacent markers and lists inside one bracket', () => {
    expect(checkCitations('Cut costs by 40% [1][3][9].', [1, 2, 3])).toEqual({ text: 'Cut costs by 40% [1][3].', citations: [1, 3] });
    expect(checkCitations('Cut costs by 40% [1, 3].', [1, 2, 3])).toEqual({ text: 'Cut costs by 40% [1, 3].', citations: [1, 3] });
    expect(checkCitations('Cut costs by 40% [1, 9, 3, 1].', [1, 2, 3])).toEqual({ text: 'Cut costs by 40% [1, 3].', citations: [1, 3] });
    expect(checkCitations('Cut costs by 40% [8, 9].', [1, 2, 3])).toEqual({ text: 'Cut costs by 40%.', citations: [] });
  });

  it('leaves code alone: an array index in a code span or a fenced block stays', () => {
    const answer = [
      'Read the first row with `rows[0]` [2] and the last one [5].',
      '```ts',
      'const first = rows[0];',
      'const second = rows[1];',
      '```',
      'Then I batched the writes [1].',
    ].join('\n');
    const checked = checkCitations(answer, [1, 2]);
    expect(checked.text).toBe(
      ['Read the first row with `rows[0]` [2] and the last one.', '```ts', 'const first = rows[0];', 'const second = rows[1];', '```', 'Then I batched the writes [1].'].join('\n'),
    );
    expect(checked.citations).toEqual([1, 2]);
  });

  it('does not touch Markdown links, reference links or checkboxes', () => {
    const answer = [
      'See [the postmortem](https://example.com/pm) and [3](https://example.com/three) [1].',
      'The runbook is [here][4].',
      '- [ ] add a canary stage [2]',
      '- [x] roll back the cache change [6]',
      '',
      '[4]: https://example.com/runbook',
    ].join('\n');
    const checked = checkCitations(answer, [1, 2]);
    expect(checked.text).toBe(
      [
        'See [the postmortem](https://example.com/pm) and [3](https://example.com/three) [1].',
        'The runbook is [here][4].',
        '- [ ] add a canary stage [2]',
        '- [x] roll back the cache change',
        '',
        '[4]: https://example.com/runbook',
      ].join('\n'),
    );
    expect(checked.citations).toEqual([1, 2]);
  });

  it('leaves an answer without citations as it was', () => {
    const answer = '**Situation:** our ledger was running out of disk.\n\n1. I wrote a dual-write layer.\n2. I backfilled the rows.';
    expect(checkCitations(answer, [1, 2])).toEqual({ text: answer, citations: [] });
    expect(checkCitations('Escaped \\[1\\] stays.', [1])).toEqual({ text: 'Escaped \\[1\\] stays.', citations: [] });
  });

  it('drops every marker when there are no sources', () => {
    expect(checkCitations('A claim [1] and another [2].', [])).toEqual({ text: 'A claim and another.', citations: [] });
  });
});

// A model's answer is anyone's text: the check must not stall the server on a crafted one. The
// scan counts the characters it looks at, so its cost is held to a multiple of the length
// without a clock (the expression it replaced backtracked over every run of spaces or
// backticks at each of its positions: 0.3 s for 20,000 spaces, 1.2 s for 40,000).
describe('checkCitations on hostile text', () => {
  const N = 20_000;
  const repeat = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);
  const stepsFor = (text: string) => {
    const probe = { steps: 0 };
    checkCitations(text, [1, 2], probe);
    return probe.steps;
  };

  it('leaves 20,000 spaces as they are, looking at each a few times only', () => {
    const spaces = ' '.repeat(N);
    expect(checkCitations(spaces, [1, 2])).toEqual({ text: spaces, citations: [] });
    const steps = stepsFor(spaces);
    expect(steps).toBeGreaterThanOrEqual(N);
    expect(steps).toBeLessThanOrEqual(4 * N);
    expect(stepsFor(' '.repeat(2 * N))).toBeLessThanOrEqual(2 * steps + 10);
  });

  it.each([
    ['tabs', repeat('\t')],
    ['spaces before a marker', `${' '.repeat(N)}[9]`],
    ['backticks', repeat('`')],
    ['unclosed code spans of every length', Array.from({ length: 200 }, (_, i) => '`'.repeat(i + 1) + ' x ').join('')],
    ['fence lines', repeat('```\n')],
    ['tilde fences around prose', repeat('~~~\n[9] x\n')],
    ['brackets', repeat('[')],
    ['markers that never close', repeat('[1 ')],
    ['lists that never close', repeat('[1, ')],
    ['markers after brackets', repeat('][1]')],
    ['a long link text', `[${'a'.repeat(N)}][1]`],
    ['escaped markers', repeat('\\[1]')],
    ['spaces between markers', repeat('[1]   ')],
  ])('%s: every character looked at, at most 8 times', (_name, text) => {
    const steps = stepsFor(text);
    expect(steps).toBeGreaterThanOrEqual(text.length);
    expect(steps).toBeLessThanOrEqual(8 * text.length + 10);
  });

  it('ends an empty fenced block at its closing fence', () => {
    expect(checkCitations('```\n```\nThen I shipped it [9].', [1])).toEqual({ text: '```\n```\nThen I shipped it.', citations: [] });
  });
});
