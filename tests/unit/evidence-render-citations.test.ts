// An answer's Markdown as a tree with its citations: valid [n] become cite nodes, others vanish,
// and code, code blocks and links are never read as citations. Hand-written answers.
import { citationTree, citedNumbers, splitCitations, type AnswerNode } from '@/lib/evidence/render-citations';

const valid = (...n: number[]) => new Set(n);

/** The tree back as compact text: cites as {n}, code as `…`, breaks as ⏎, elements as <tag>…</tag>. */
function show(nodes: readonly AnswerNode[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return node.text;
        case 'cite':
          return `{${node.n}}`;
        case 'code':
          return node.block ? `<pre>${node.text}</pre>` : `\`${node.text}\``;
        case 'break':
          return '⏎';
        case 'rule':
          return '<hr>';
        case 'element':
          return `<${node.tag}${node.start ? ` start=${node.start}` : ''}>${show(node.children)}</${node.tag}>`;
      }
    })
    .join('');
}

describe('splitCitations', () => {
  it('keeps valid numbers as citations and drops invalid ones with the space before them', () => {
    expect(splitCitations('Cut p95 by 40% [2] at Acme [9].', valid(1, 2))).toEqual([
      { kind: 'text', text: 'Cut p95 by 40%' },
      { kind: 'cite', n: 2 },
      { kind: 'text', text: ' at Acme.' },
    ]);
  });

  it('reads adjacent [1][2] and grouped [1, 3] as separate citations, once each', () => {
    expect(splitCitations('Led the migration [1][2] and the rollout [1, 3, 3].', valid(1, 2, 3))).toEqual([
      { kind: 'text', text: 'Led the migration' },
      { kind: 'cite', n: 1 },
      { kind: 'cite', n: 2 },
      { kind: 'text', text: ' and the rollout' },
      { kind: 'cite', n: 1 },
      { kind: 'cite', n: 3 },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps the valid part of a group and leaves brackets that are not citations', () => {
    expect(splitCitations('Shipped [2, 7]; see [0], [100] and [x].', valid(2))).toEqual([
      { kind: 'text', text: 'Shipped' },
      { kind: 'cite', n: 2 },
      { kind: 'text', text: '; see [0], [100] and [x].' },
    ]);
  });

  it('handles text in any script', () => {
    expect(splitCitations('Reduje la latencia un 40 % [1]，团队扩大到十二人[2]。', valid(1))).toEqual([
      { kind: 'text', text: 'Reduje la latencia un 40 %' },
      { kind: 'cite', n: 1 },
      { kind: 'text', text: '，团队扩大到十二人。' },
    ]);
  });
});

describe('citationTree', () => {
  it('turns an answer with STAR lines and citations into elements and cite nodes', () => {
    const tree = citationTree('**Situation:** the billing ledger drifted [1].\n**Action:** I rebuilt it [1][3].', valid(1, 3));
    expect(show(tree)).toBe('<p><strong>Situation:</strong> the billing ledger drifted{1}.⏎<strong>Action:</strong> I rebuilt it{1}{3}.</p>');
    expect(citedNumbers(tree)).toEqual([1, 3]);
  });

  it('never reads code spans or fenced code as citations', () => {
    const answer = 'Use `arr[1]` here [2].\n\n```python\nprint(rows[1][2])\n```\n\n    indented[3]\n';
    expect(show(citationTree(answer, valid(1, 2, 3)))).toBe('<p>Use `arr[1]` here{2}.</p><pre>print(rows[1][2])\n</pre><pre>indented[3]\n</pre>');
  });

  it('renders links as plain text with their address, and never a number in a link text as a citation', () => {
    const answer = 'Read [1](https://example.com/a) and [the RFC [2]](https://example.com/rfc) [2].';
    expect(show(citationTree(answer, valid(1, 2)))).toBe('<p>Read 1 (https://example.com/a) and the RFC (https://example.com/rfc){2}.</p>');
    // A model's [[1]](url) looks like a citation: it is neither a link nor a citation.
    expect(show(citationTree('Latency fell 40% [[1]](https://evil.example/x).', valid(1)))).toBe('<p>Latency fell 40% (https://evil.example/x).</p>');
    expect(citedNumbers(citationTree('Latency fell 40% [[1]](https://evil.example/x).', valid(1)))).toEqual([]);
    // A bare address is its own text.
    expect(show(citationTree('See https://example.com/docs [1].', valid(1)))).toBe('<p>See https://example.com/docs{1}.</p>');
  });

  it('keeps only the text of a link whose address is not a web or mail address', () => {
    expect(show(citationTree('[click](javascript:alert(1)) and [here](ftp://x.org/f)', null))).toBe('<p>[click](javascript:alert(1)) and here</p>');
  });

  it('hides invalid numbers everywhere in prose, lists and tables', () => {
    const answer = '- Grew revenue [4]\n- Led 6 engineers [1]\n\n| Metric | Value |\n|---|---:|\n| p95 [5] | 200 ms [1] |';
    expect(show(citationTree(answer, valid(1)))).toBe(
      '<ul><li>Grew revenue</li><li>Led 6 engineers{1}</li></ul><table><thead><tr><th>Metric</th><th>Value</th></tr></thead><tbody><tr><td>p95</td><td>200 ms{1}</td></tr></tbody></table>',
    );
  });

  it('leaves brackets as written when the answer was given no sources', () => {
    expect(show(citationTree('Index [1] of the list [2].', null))).toBe('<p>Index [1] of the list [2].</p>');
  });

  it('keeps raw HTML as text and never produces an element outside its list of tags', () => {
    const tree = citationTree('<img src=x onerror=alert(1)> <script>x</script> [1]', valid(1));
    expect(show(tree)).toBe('<p><img src=x onerror=alert(1)> <script>x</script>{1}</p>');
    expect(tree[0]).toMatchObject({ kind: 'element', tag: 'p' });
  });

  it('keeps an ordered list start, headings and rules', () => {
    expect(show(citationTree('## Result\n\n3. third [1]\n4. fourth\n\n---', valid(1)))).toBe('<h2>Result</h2><ol start=3><li>third{1}</li><li>fourth</li></ol><hr>');
  });
});
