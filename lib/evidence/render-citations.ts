/**
 * An answer's Markdown as a tree the screen turns into React elements, with each citation
 * marker [n] that names a valid source made a node of its own and every other one removed.
 *
 * Why a tree and not HTML: a citation has to become a button that opens its source, and the
 * answer is model output that may echo markup planted in a resume or a page. Building elements
 * from a short list of tags, with text left as text, keeps it inert without an HTML sanitiser.
 * markdown-it parses (raw HTML off, images off, its link validator on), so code spans, code
 * blocks and link text are separate tokens: an `arr[1]` in code or a [1](url) link is never
 * read as a citation.
 *
 * Links render as plain text: their text, then the address in brackets when it is a web or
 * mail address the text does not already show. A model's "[[1]](https://…)" would otherwise be
 * a link that looks like a citation; only the server's checked [n] are citations, so bracketed
 * numbers inside a link's text are dropped.
 */
import MarkdownIt, { type Token } from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
markdown.disable(['image']);

export type AnswerTag =
  | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'ul' | 'ol' | 'li' | 'blockquote'
  | 'table' | 'thead' | 'tbody' | 'tr' | 'th' | 'td' | 'strong' | 'em' | 's';

const TAGS = new Set<string>(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em', 's']);
/** A bracketed number in a link's text: never a citation, so not shown as one either. */
const MARKER_IN_LINK = /[ \t]?\[\d{1,3}(?:\s*[,;]\s*\d{1,3})*\]/g;

export type AnswerNode =
  | { kind: 'element'; tag: AnswerTag; children: AnswerNode[]; start?: number; align?: 'left' | 'center' | 'right' }
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string; block: boolean }
  | { kind: 'cite'; n: number }
  | { kind: 'break' }
  | { kind: 'rule' };

export type CitationPiece = { kind: 'text'; text: string } | { kind: 'cite'; n: number };

/** [1], [12], and the grouped form [1, 3]; never [0] or three digits (an index, a year). */
const CITATION = /([ \t]?)\[([1-9]\d?(?:\s*,\s*[1-9]\d?)*)\]/g;

/**
 * Splits one run of plain text into text and citations. Numbers outside `valid` are dropped
 * with the space before them ("grew 40% [9]." reads "grew 40%."); so is the space before a kept
 * one, which is shown as a superscript after the word it backs.
 */
export function splitCitations(text: string, valid: ReadonlySet<number>): CitationPiece[] {
  const pieces: CitationPiece[] = [];
  let last = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const previous = pieces.at(-1);
    if (previous?.kind === 'text') previous.text += t;
    else pieces.push({ kind: 'text', text: t });
  };
  for (const match of text.matchAll(CITATION)) {
    pushText(text.slice(last, match.index));
    last = match.index + match[0].length;
    const numbers = [...new Set(match[2].split(',').map((s) => Number(s.trim())))];
    for (const n of numbers) if (valid.has(n)) pieces.push({ kind: 'cite', n });
  }
  pushText(text.slice(last));
  return pieces;
}

/**
 * The answer as a tree. With `valid` null (an answer given no sources) brackets are left as
 * written; otherwise citations outside `valid` are removed and the rest become cite nodes.
 */
export function citationTree(source: string, valid: ReadonlySet<number> | null): AnswerNode[] {
  const root: AnswerNode[] = [];
  // Each open element, or null for a tight list's hidden paragraph, whose children join its parent.
  // A link is an entry with no element: its text joins the parent, and `link` keeps what it shows after it.
  const stack: { node: Extract<AnswerNode, { kind: 'element' }> | null; children: AnswerNode[]; link?: { after: string; text: string } }[] = [{ node: null, children: root }];
  const top = () => stack[stack.length - 1];
  const link = () => stack.findLast((s) => s.link)?.link;

  const addText = (raw: string) => {
    const inLink = link();
    const text = inLink && valid ? raw.replace(MARKER_IN_LINK, '') : raw;
    if (inLink) inLink.text += text;
    const pieces: CitationPiece[] = valid && !inLink ? splitCitations(text, valid) : [{ kind: 'text', text }];
    for (const piece of pieces) {
      const siblings = top().children;
      const previous = siblings.at(-1);
      if (piece.kind === 'text' && previous?.kind === 'text') previous.text += piece.text;
      else if (piece.kind === 'text') siblings.push({ ...piece });
      else siblings.push(piece);
    }
  };

  const visit = (token: Token) => {
    if (token.type === 'link_open') {
      const href = safeHref(String(token.attrGet('href') ?? ''));
      // A bare address (linkify, <autolink>) is its own text: nothing to add after it.
      const shown = token.markup === 'linkify' || token.markup === 'autolink' ? '' : (href ?? '');
      stack.push({ node: null, children: top().children, link: { after: shown, text: '' } });
      return;
    }
    if (token.type === 'link_close') {
      const closed = stack.length > 1 ? stack.pop() : undefined;
      const after = closed?.link?.after;
      if (after && closed?.link?.text.trim() !== after) addText(closed?.link?.text.trim() ? ` (${after})` : `(${after})`);
      return;
    }
    if (token.nesting === 1) {
      const tag = token.tag;
      const node = TAGS.has(tag) && !token.hidden ? elementFor(token, tag as AnswerTag) : null;
      if (node) top().children.push(node);
      stack.push({ node, children: node ? node.children : top().children });
      return;
    }
    if (token.nesting === -1) {
      if (stack.length > 1) stack.pop();
      return;
    }
    switch (token.type) {
      case 'inline':
        token.children?.forEach(visit);
        return;
      case 'text':
      case 'text_special':
      case 'html_inline':
      case 'html_block':
        addText(token.content);
        return;
      case 'code_inline':
        top().children.push({ kind: 'code', text: token.content, block: false });
        return;
      case 'code_block':
      case 'fence':
        top().children.push({ kind: 'code', text: token.content, block: true });
        return;
      case 'softbreak':
      case 'hardbreak':
        top().children.push({ kind: 'break' });
        return;
      case 'hr':
        top().children.push({ kind: 'rule' });
        return;
    }
  };
  markdown.parse(source, {}).forEach(visit);
  return root;
}

function elementFor(token: Token, tag: AnswerTag): Extract<AnswerNode, { kind: 'element' }> {
  const node: Extract<AnswerNode, { kind: 'element' }> = { kind: 'element', tag, children: [] };
  const start = Number(token.attrGet('start'));
  if (tag === 'ol' && Number.isInteger(start) && start > 1) node.start = start;
  const align = /text-align:(left|center|right)/.exec(String(token.attrGet('style') ?? ''))?.[1];
  if (align === 'left' || align === 'center' || align === 'right') node.align = align;
  return node;
}

/** Web and mail addresses only, shown as text; markdown-it already refuses javascript: and data:, this leaves out the rest. */
function safeHref(href: string): string | undefined {
  if (!href) return undefined;
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : undefined;
}

/** The citation numbers the tree shows, in order of first appearance. */
export function citedNumbers(nodes: readonly AnswerNode[]): number[] {
  const seen: number[] = [];
  const walk = (list: readonly AnswerNode[]) => {
    for (const node of list) {
      if (node.kind === 'cite' && !seen.includes(node.n)) seen.push(node.n);
      if (node.kind === 'element') walk(node.children);
    }
  };
  walk(nodes);
  return seen;
}
