import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: false });

/**
 * Markdown as plain lines for a medium that renders no Markdown (the PDF): emphasis and
 * links become their text, list items get a bullet or their number, code keeps its lines.
 * Raw HTML is never interpreted (html: false turns it into text).
 */
export function markdownToPlainText(source: string): string {
  const tokens = markdown.parse(source, {});
  const out: string[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let prefix = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'bullet_list_open':
        lists.push({ ordered: false, next: 1 });
        break;
      case 'ordered_list_open':
        lists.push({ ordered: true, next: Number(token.attrGet('start') ?? 1) });
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        if (lists.length === 0) out.push('');
        break;
      case 'list_item_open': {
        const list = lists[lists.length - 1];
        const indent = '  '.repeat(Math.max(0, lists.length - 1));
        prefix = `${indent}${list?.ordered ? `${list.next++}.` : '•'} `;
        break;
      }
      case 'inline': {
        const text = (token.children ?? [])
          .map((child) => (child.type === 'softbreak' || child.type === 'hardbreak' ? '\n' : child.type === 'text' || child.type === 'code_inline' ? child.content : ''))
          .join('');
        out.push(prefix + text);
        prefix = '';
        break;
      }
      case 'fence':
      case 'code_block':
        out.push(...token.content.replace(/\n$/, '').split('\n').map((line) => `    ${line}`), '');
        break;
      case 'paragraph_close':
      case 'heading_close':
        if (lists.length === 0) out.push('');
        break;
      case 'hr':
        out.push('', '');
        break;
    }
  }
  return out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
