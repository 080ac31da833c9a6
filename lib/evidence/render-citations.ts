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
 */
import MarkdownIt, { type Token } from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false });
markdown.disable(['image']);

export type AnswerTag =
  | 'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'ul' | 'ol' | 'li' | 'blockquote'
  | 'table' | 'thead' | 'tbody' | 'tr' | 'th' | 'td' | 'strong' | 'em' | 's' | 'a';

const TAGS = new Set<string>(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'strong', 'em', 's', 'a']);

export type AnswerNode =
  | { kind: 'element'; tag: AnswerTag; children: AnswerNode[]; href?: string; start?: number; align?: 'left' | 'center' | 'right' }
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
  const stack: { node: Extract<AnswerNode, { kind: 'element' }> | null; children: AnswerNode[] }[] = [{ node: null, children: root }];
  const top = () => stack[stack.length - 1];
  const inLink = () => stack.some((s) => s.node?.tag === 'a');

  const addText = (text: string) => {
    const pieces: CitationPiece[] = valid && !inLink() ? splitCitations(text, valid) : [{ kind: 'text', text }];
    for (const piece of pieces) {
      const siblings = top().children;
      const previous = siblings.at(-1);
      if (piece.kind === 'text' && previous?.kind === 'text') previous.text += piece.text;
      else if (piece.kind === 'text') siblings.push({ ...piece });
      else siblings.push(piece);
    }
  };

  const visit = (token: Token) => {
    if (token.nesting === 1) {
      const tag = token.tag;
      const element = TAGS.has(tag) && !token.hidden ? elementFor(token, tag as AnswerTag) : null;
      // A link whose address we would not follow keeps its text and loses the link.
      const node = element?.tag === 'a' && !element.href ? null : element;
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
  if (tag === 'a') {
    const href = safeHref(String(token.attrGet('href') ?? ''));
    if (href) node.href = href;
  }
  const start = Number(token.attrGet('start'));
  if (tag === 'ol' && Number.isInteger(start) && start > 1) node.start = start;
  const align = /text-align:(left|center|right)/.exec(String(token.attrGet('style') ?? ''))?.[1];
  if (align === 'left' || align === 'center' || align === 'right') node.align = align;
  return node;
}

/** Web and mail addresses only; markdown-it already refuses javascript: and data:, this refuses the rest. */
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
