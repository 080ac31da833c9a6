// Files stay small enough to read in one sitting: past the limit a file is doing more than one
// thing, and it is split by responsibility. The interview server's files may run a little
// longer than the web app's. The database types are generated (npm run db:types), never read
// as code, so they are left out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

const LIMITS: { folder: string; maxLines: number }[] = [
  { folder: 'ws-server', maxLines: 300 },
  { folder: 'lib', maxLines: 250 },
  { folder: 'components', maxLines: 250 },
  { folder: 'app', maxLines: 250 },
];

const GENERATED = new Set(['lib/supabase/database.types.ts']);

/** Every file under `folder`, as a path from the repository's root with forward slashes. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Lines as `wc -l` counts them, plus a last line that has no line end. */
function lineCount(file: string): number {
  const text = readFileSync(path.join(root, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file sizes', () => {
  it.each(LIMITS)('no file in $folder/ is over $maxLines lines', ({ folder, maxLines }) => {
    const files = filesUnder(folder).filter((file) => !GENERATED.has(file));
    expect(files.length).toBeGreaterThan(0);
    const over = files
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });

  it('leaves out only generated files that exist', () => {
    const all = new Set(LIMITS.flatMap(({ folder }) => filesUnder(folder)));
    expect([...GENERATED].filter((file) => !all.has(file))).toEqual([]);
  });
});
