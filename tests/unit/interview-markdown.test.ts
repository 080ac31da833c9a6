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

  it('keeps ordinary links, opening them in a new tab without an opener', () => {
    const html = markdownToHtml('See [STAR](https://example.com/star).');
    expect(html).toContain('<a href="https://example.com/star" target="_blank" rel="noopener noreferrer nofollow">STAR</a>');
  });

  it('does not load images', () => {
    expect(markdownToHtml('![pixel](https://tracker.example/p.png)')).not.toMatch(/<img/i);
  });
});
