// Model answers are Markdown rendered to inert HTML: a model's output is never raw HTML.
import { markdownToHtml } from '@/lib/interview/render-markdown';

describe('answer markdown', () => {
  it('renders Markdown: emphasis, lists and readable code blocks', () => {
    const html = markdownToHtml('**Situation**: a late release.\n\n- one\n- two\n\n```ts\nconst a = 1 < 2;\n```');
    expect(html).toContain('<strong>Situation</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>');
  });

  it('shows a <script> from the model as text, never as an element', () => {
    const html = markdownToHtml('Hello <script>alert(1)</script> world');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves no live event handler: an onerror attribute stays escaped text', () => {
    const html = markdownToHtml('<img src=x onerror="alert(1)">\n\n<a href="#" onclick="steal()">x</a>');
    expect(html).not.toMatch(/<img|<a /i);
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  it('does not make javascript:, vbscript: or data: links', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=']) {
      const html = markdownToHtml(`[click](${href})`);
      expect(html).not.toMatch(/href=/i);
    }
  });

  it('shows links as plain text with their address, never as links', () => {
    expect(markdownToHtml('See [STAR](https://example.com/star).')).toBe('<p>See STAR (https://example.com/star).</p>\n');
    expect(markdownToHtml('Docs at https://example.com/docs')).toBe('<p>Docs at https://example.com/docs</p>\n');
    expect(markdownToHtml('Latency fell [[1]](https://evil.example/x).')).not.toMatch(/<a /i);
  });

  it('does not load images', () => {
    expect(markdownToHtml('![pixel](https://tracker.example/p.png)')).not.toMatch(/<img/i);
  });
});
