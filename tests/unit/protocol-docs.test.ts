// docs/protocol.md is what client authors read: every message, field, error code and close
// code in the schemas must appear there, so a change to the wire format cannot skip the docs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientMessage, CLOSE_CODES, errorCode, serverMessage } from '@/lib/protocol';

const doc = readFileSync(path.join(process.cwd(), 'docs/protocol.md'), 'utf8');

/** The section between a `## title` and the next `## `. */
function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start === -1) throw new Error(`docs/protocol.md has no "## ${title}" section`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

/** The names in backticks on the `### ` headings of a section: the documented message types. */
function headedTypes(text: string): string[] {
  return [...text.matchAll(/^### (.+)$/gm)].flatMap((heading) => [...heading[1].matchAll(/`([a-z_]+)`/g)].map((name) => name[1]));
}

const groups = [
  { title: 'Client → server', union: clientMessage },
  { title: 'Server → client', union: serverMessage },
];

describe('docs/protocol.md', () => {
  it.each(groups)('documents every $title message type under a heading of its own section', ({ title, union }) => {
    const types = union.options.map((option) => option.shape.type.value);
    expect(types.length).toBeGreaterThan(0);
    expect(headedTypes(section(title)).sort()).toEqual([...types].sort());
  });

  it.each(groups)('names every field of the $title messages', ({ title, union }) => {
    const text = section(title);
    const missing = union.options.flatMap((option) =>
      Object.keys(option.shape)
        .filter((field) => !text.includes(`\`${field}\``) && !text.includes(`"${field}":`))
        .map((field) => `${option.shape.type.value}.${field}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists every error code and close code', () => {
    const errors = section('Server → client');
    expect(errorCode.options.filter((code) => !errors.includes(`\`${code}\``))).toEqual([]);
    const closes = section('Close codes');
    expect(Object.values(CLOSE_CODES).filter((code) => !closes.includes(`| ${code} |`))).toEqual([]);
  });
});
