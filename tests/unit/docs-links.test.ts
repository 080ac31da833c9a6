// The README is the front door and docs/ holds the depth: every relative link between them
// must land on a file that exists, and on a heading that exists when it names one, so moving
// or renaming a page cannot leave a dead link behind. The README stays a screen or two and
// links every page in docs/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const README = 'README.md';
const README_MAX_LINES = 250;

const docs = readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`);
const pages = [README, ...docs];

interface Link {
  text: string;
  target: string;
  line: number;
}

function read(file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}

/** The file's lines with fenced code blocks blanked out, so a link or heading shown as code is neither. */
function proseLines(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === null && opening) {
      fence = opening[1];
      return '';
    }
    if (fence !== null) {
      if (new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = null;
      return '';
    }
    return line;
  });
}

/** Inline code spans replaced by their text without the backticks' meaning, so `[a](b)` in code is not a link. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(.+?)\1/g, (_span, _ticks, code: string) => code.replace(/[[\]()]/g, ' '));
}

/** Inline links `[text](target "title")`, images included, and reference definitions `[ref]: target`. */
function linksIn(markdown: string): Link[] {
  return proseLines(markdown).flatMap((raw, index) => {
    const line = withoutCodeSpans(raw);
    const inline = [...line.matchAll(/\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => ({ text: m[1], target: m[2], line: index + 1 }));
    const definition = /^ {0,3}\[([^\]]+)\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(line);
    return definition ? [...inline, { text: definition[1], target: definition[2], line: index + 1 }] : inline;
  });
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** GitHub's heading anchors: lowercase, punctuation dropped (hyphens and underscores kept), spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/`/g, '');
    const slug = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with one link of `file`, or null when it resolves. */
function problemWith(file: string, link: Link): string | null {
  const hash = link.target.indexOf('#');
  const pathPart = hash === -1 ? link.target : link.target.slice(0, hash);
  const fragment = hash === -1 ? '' : decodeURIComponent(link.target.slice(hash + 1));
  const resolved = pathPart === '' ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), decodeURIComponent(pathPart));
  if (!existsSync(resolved)) return `no such file or directory ${path.relative(root, resolved) || '.'}`;
  if (fragment === '' || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) return null;
  if (!anchorsOf(readFileSync(resolved, 'utf8')).has(fragment)) return `no heading #${fragment} in ${path.relative(root, resolved)}`;
  return null;
}

describe('links in the README and docs/', () => {
  it('finds the pages it checks', () => {
    expect(docs.length).toBeGreaterThan(0);
    expect(docs).toContain('docs/protocol.md');
  });

  it.each(pages)('every relative link in %s resolves, to a heading where it names one', (file) => {
    const broken = linksIn(read(file))
      .filter((link) => !isExternal(link.target) && link.target !== '')
      .flatMap((link) => {
        const problem = problemWith(file, link);
        return problem ? [`${file}:${link.line} [${link.text}](${link.target}): ${problem}`] : [];
      });
    expect(broken).toEqual([]);
  });
});

describe('README.md', () => {
  it(`is a front door: at most ${README_MAX_LINES} lines`, () => {
    const lines = read(README).replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('links every page in docs/', () => {
    const linked = new Set(
      linksIn(read(README))
        .filter((link) => !isExternal(link.target))
        .map((link) => path.normalize(decodeURIComponent(link.target.split('#')[0]))),
    );
    expect(docs.filter((doc) => !linked.has(path.normalize(doc))).map((doc) => `README.md does not link ${doc}`)).toEqual([]);
  });
});

describe('the link checker', () => {
  it('reads links outside code only, and slugs headings as GitHub does', () => {
    const sample = ['# Two channels (`/both`)', '## 3. Stripe', '## 3. Stripe', 'See [a](x.md#two-channels-both) and `[b](y.md)`.', '```', '[c](z.md)', '```'].join('\n');
    expect(linksIn(sample).map((link) => link.target)).toEqual(['x.md#two-channels-both']);
    expect([...anchorsOf(sample)]).toEqual(['two-channels-both', '3-stripe', '3-stripe-1']);
  });
});
