import { resolveUnknownPath } from '@/components/marketing/unknown-path';

describe('paths that match no route', () => {
  test('the upper-case spelling of the AI article serves the article', () => {
    const outcome = resolveUnknownPath(['how-to-use-AI-for-an-interview']);
    expect(outcome.kind).toBe('article');
    if (outcome.kind === 'article') expect(outcome.article.slug).toBe('how-to-use-ai-for-an-interview');
  });

  test('any other page path redirects home', () => {
    expect(resolveUnknownPath(['pricing-old'])).toEqual({ kind: 'redirect-home' });
    expect(resolveUnknownPath(['blog', 'some-post'])).toEqual({ kind: 'redirect-home' });
  });

  test('unknown API and auth paths are 404s, not redirects', () => {
    expect(resolveUnknownPath(['api', 'nope'])).toEqual({ kind: 'not-found' });
    expect(resolveUnknownPath(['auth', 'whatever'])).toEqual({ kind: 'not-found' });
  });

  test('missing static assets stay 404s', () => {
    for (const p of [['favicon.ico'], ['images', 'missing.png'], ['app.js.map'], ['fonts', 'x.woff2']]) {
      expect(resolveUnknownPath(p)).toEqual({ kind: 'not-found' });
    }
  });
});
