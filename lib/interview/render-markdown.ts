/**
 * Model answers are Markdown; this turns them into HTML that is safe to insert: a model's
 * output is never injected as raw HTML, as it may echo markup planted in a resume or a page.
 * Two layers:
 * 1. markdown-it with `html: false`: any HTML in the answer is escaped and shown as text;
 *    its link validator refuses javascript:, vbscript:, file: and data: URLs. Images are
 *    switched off (a model answer has no business loading remote pictures).
 * 2. In the browser, DOMPurify over that output, in case a future option or plugin lets
 *    markup through.
 * Streaming calls this on every chunk with the whole answer so far; an unfinished code
 * fence renders as an open code block, which is what the user expects to see.
 */
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
markdown.disable(['image']);

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('target', '_blank');
  tokens[idx].attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Markdown → HTML, escaped by construction (layer 1 only; safe on the server too). */
export function markdownToHtml(source: string): string {
  return markdown.render(source);
}

/** Markdown → sanitised HTML for dangerouslySetInnerHTML. */
export function renderAnswerMarkdown(source: string): string {
  const html = markdownToHtml(source);
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return html;
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'img', 'svg', 'math', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
}
