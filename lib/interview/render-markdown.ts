/**
 * Model answers are Markdown; this turns them into HTML that is safe to insert: a model's
 * output is never injected as raw HTML, as it may echo markup planted in a resume or a page.
 * Two layers:
 * 1. markdown-it with `html: false`: any HTML in the answer is escaped and shown as text;
 *    its link validator refuses javascript:, vbscript:, file: and data: URLs, and links are
 *    shown as their text and address, never as links. Images are switched off (a model answer
 *    has no business loading remote pictures).
 * 2. In the browser, DOMPurify over that output, in case a future option or plugin lets
 *    markup through.
 * Streaming calls this on every chunk with the whole answer so far; an unfinished code
 * fence renders as an open code block, which is what the user expects to see.
 */
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
markdown.disable(['image']);

// Links render as plain text: their text, then the address in brackets when it is a web or mail
// address the text does not show already. An answer is read during a live interview, where a
// click away is a mistake, and a model's "[[1]](https://…)" would be a link that looks like a
// citation; the server's checked citations are the only numbered links an answer has.
markdown.renderer.rules.link_open = () => '';
markdown.renderer.rules.link_close = (tokens, idx) => {
  const open = tokens.slice(0, idx).findLast((t) => t.type === 'link_open');
  const href = String(open?.attrGet('href') ?? '');
  if (!open || open.markup === 'linkify' || open.markup === 'autolink' || !/^(https?:\/\/|mailto:)/i.test(href)) return '';
  return ` (${markdown.utils.escapeHtml(href)})`;
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
