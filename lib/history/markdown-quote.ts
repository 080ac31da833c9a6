// Text from a session written into a Markdown export so it never becomes Markdown structure:
// a heading's or a list item's text on one line, and longer text quoted line by line.

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each line behind "> " (and `indent` before it, to sit inside a list item). */
export const quote = (text: string, indent = '') =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => `${indent}> ${line}`.trimEnd())
    .join('\n');
