// A model cites its numbered sources as [2], [1][3] or [1, 3]. It can also make numbers up:
// those markers are dropped (with the space before them) and only the numbers of real sources
// are kept. Code is left alone (an array index [0] stays), and so are Markdown links
// "[3](url)", reference links "[text][1]" with their definitions, and checkboxes "[ ]".

export interface CheckedCitations {
  text: string;
  /** Ascending, unique, existing sources only. */
  citations: number[];
}

/** Fenced blocks (to their closing fence, or the end) and inline code spans. */
const CODE = /(^|\n)[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n[ \t]*\2[^\n]*(?=\n|$)|$)|(`+)[^`]*?\3/g;
/** A marker of one or more numbers, not escaped, not a link's text, not a reference definition. */
const MARKER = /([ \t]*)(?<!\\)\[(\d{1,3}(?:[ \t]*[,;][ \t]*\d{1,3})*)\](?!\()/g;

export function checkCitations(answer: string, sourceNumbers: readonly number[]): CheckedCitations {
  const known = new Set(sourceNumbers);
  const cited = new Set<number>();
  let text = '';
  let last = 0;
  for (const code of answer.matchAll(CODE)) {
    text += keepKnown(answer.slice(last, code.index), known, cited) + code[0];
    last = code.index + code[0].length;
  }
  text += keepKnown(answer.slice(last), known, cited);
  return { text, citations: [...cited].sort((a, b) => a - b) };
}

function keepKnown(prose: string, known: Set<number>, cited: Set<number>): string {
  return prose.replace(MARKER, (marker: string, space: string, list: string, offset: number) => {
    const end = offset + marker.length;
    if (followsLinkText(prose, offset + space.length) || isDefinition(prose, offset, end)) return marker;
    const numbers = [...new Set(list.split(/[,;]/).map((n) => Number(n.trim())))].filter((n) => known.has(n));
    if (numbers.length === 0) return '';
    for (const n of numbers) cited.add(n);
    return `${space}[${numbers.join(', ')}]`;
  });
}

/** "[1]: https://…" at the start of a line defines a reference link. */
function isDefinition(prose: string, start: number, end: number): boolean {
  return prose[end] === ':' && (start === 0 || prose[start - 1] === '\n');
}

/** "[text][1]" is a Markdown reference link, not a citation: its "[1]" follows non-numeric link text. */
function followsLinkText(prose: string, at: number): boolean {
  if (prose[at - 1] !== ']') return false;
  const open = prose.lastIndexOf('[', at - 2);
  return open >= 0 && !/^\d{1,3}(?:\s*[,;]\s*\d{1,3})*$/.test(prose.slice(open + 1, at - 1));
}
