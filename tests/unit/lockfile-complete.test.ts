import fs from 'node:fs';
import path from 'node:path';

// `npm ci` refuses a lockfile that lacks any package the dependency tree asks for, including
// other platforms' optional binaries (@swc/core-darwin-arm64 on a Linux machine). npm leaves
// them out when the registry it resolved against had no such version, and nothing else
// notices until a fresh clone or a deploy runs `npm ci`. This is the same walk npm does,
// offline: every declared dependency must resolve to a lock entry, as Node would find it.

interface LockEntry {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const root = path.join(__dirname, '..', '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as LockEntry;
const EXACT_VERSION = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** Where Node would load `name` from when required by the package installed at `from`. */
function resolveInLock(from: string, name: string): LockEntry | undefined {
  let dir = from;
  for (;;) {
    const entry = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`];
    if (entry) return entry;
    if (!dir) return undefined;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

/** Every dependency edge the lockfile cannot satisfy, as "from -> name@spec". */
function unsatisfiedEdges(pick: (location: string, entry: LockEntry) => Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, spec] of Object.entries(pick(location, entry))) {
      const found = resolveInLock(location, name);
      // Exact pins (every platform binary is one) must match exactly; ranges only need an entry.
      if (!found || (EXACT_VERSION.test(spec) && found.version !== spec)) problems.push(`${location || '(root)'} -> ${name}@${spec}`);
    }
  }
  return problems;
}

describe('package-lock.json is complete for `npm ci` on any platform', () => {
  it('lists every optional dependency, so other platforms’ binaries are in it', () => {
    expect(unsatisfiedEdges((_, entry) => entry.optionalDependencies ?? {})).toEqual([]);
  });

  it('lists every regular and dev dependency', () => {
    const edges = unsatisfiedEdges((location, entry) => ({ ...entry.dependencies, ...(location === '' ? entry.devDependencies : {}) }));
    expect(edges).toEqual([]);
  });

  it('records the same direct dependencies as package.json', () => {
    const lockRoot = lock.packages[''];
    expect(lockRoot.dependencies).toEqual(manifest.dependencies);
    expect(lockRoot.devDependencies).toEqual(manifest.devDependencies);
  });

  it('covers the platforms of the native packages the app builds with', () => {
    for (const name of ['@swc/core', 'esbuild', 'lightningcss', '@tailwindcss/oxide', 'next', 'unrs-resolver']) {
      const optional = Object.keys(resolveInLock('', name)?.optionalDependencies ?? {});
      expect(optional.some((dep) => dep.includes('darwin-arm64'))).toBe(true);
      expect(optional.some((dep) => dep.includes('win32-x64'))).toBe(true);
    }
  });
});
