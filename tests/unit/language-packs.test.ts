// The language packs: what each language's two packs provide, printed as one table (the one in
// docs/languages.md), and that each line of either registry is true of the pack's folder. A
// capability a language lacks shows what stands in: English ("en"), which the candidate then
// sees, or nothing ("—", the part is left out or reads every language's data at once).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { INTERVIEW_LANGUAGES } from '@/lib/language/languages';
import { SHARED_CAPABILITIES, type CapabilityInfo } from '@/lib/language/packs/capabilities';
import { PACK_PROVIDES } from '@/lib/language/packs/provides';
import { LANGUAGE_PACKS } from '@/lib/language/packs/registry';
import { LANGUAGE_RUBRICS } from '@/lib/language/packs/rubric-registry';
import { LANGUAGE_TEXTS } from '@/lib/language/packs/text-registry';
import { WS_CAPABILITIES } from '@/ws-server/language/packs/capabilities';
import { WS_LANGUAGE_PACKS, WS_PACK_PROVIDES } from '@/ws-server/language/packs/registry';

type Pack = { code: string } & Record<string, unknown>;
interface Column extends CapabilityInfo {
  name: string;
  packs: readonly Pack[];
  provides: Readonly<Record<string, readonly string[]>>;
}

/** Each shared pack with its rubric and its long texts (./<code>/rubric.ts, texts.ts), as one. */
const sharedPacks: Pack[] = LANGUAGE_PACKS.map((pack) => ({
  ...pack,
  ...LANGUAGE_RUBRICS.find((r) => r.code === pack.code),
  ...LANGUAGE_TEXTS.find((t) => t.code === pack.code),
}));

const columns: Column[] = [
  ...Object.entries(SHARED_CAPABILITIES).map(([name, info]) => ({ name, ...info, packs: sharedPacks, provides: PACK_PROVIDES })),
  ...Object.entries(WS_CAPABILITIES).map(([name, info]) => ({ name, ...info, packs: WS_LANGUAGE_PACKS as readonly Pack[], provides: WS_PACK_PROVIDES })),
];
const codes = INTERVIEW_LANGUAGES.map((l) => l.code);

/** Whether a capability's data says anything: an empty list, set, text or record is nothing. */
function holdsData(name: string, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (name === 'stopWords') return (value as { all: ReadonlySet<string> }).all.size > 0;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Set || value instanceof Map) return value.size > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

function cell(column: Column, code: string): string {
  if (column.provides[code]?.includes(column.name)) return '✓';
  return column.without === 'english' ? 'en' : '—';
}

function coverageTable(): string {
  const rows = INTERVIEW_LANGUAGES.map((l) => `| ${l.code} ${l.name} | ${columns.map((c) => cell(c, l.code)).join(' | ')} |`);
  return [`| language | ${columns.map((c) => c.label).join(' | ')} |`, `|---|${columns.map(() => '---').join('|')}|`, ...rows].join('\n');
}

describe('language packs', () => {
  it('prints the coverage table: language × capability', () => {
    const table = coverageTable();
    process.stdout.write(`\nLanguage pack coverage (✓ the pack's own; en: English stands in; —: none)\n${table}\n\n`);
    expect(table.split('\n')).toHaveLength(codes.length + 2);
  });

  it('gives every listed language one pack in each registry, in the language list, and nothing else', () => {
    expect(LANGUAGE_PACKS.map((p) => p.code)).toEqual(codes);
    expect(WS_LANGUAGE_PACKS.map((p) => p.code)).toEqual(codes);
    expect(Object.keys(PACK_PROVIDES).sort()).toEqual([...codes].sort());
    expect(Object.keys(WS_PACK_PROVIDES).sort()).toEqual([...codes].sort());
  });

  it('keeps one folder per language in each tree, named by its code', () => {
    const folders = (dir: string) => readdirSync(dir).filter((f) => statSync(path.join(dir, f)).isDirectory()).sort();
    expect(folders(path.join(process.cwd(), 'lib/language/packs'))).toEqual([...codes].sort());
    expect(folders(path.join(process.cwd(), 'ws-server/language/packs'))).toEqual([...codes].sort());
  });

  it.each(columns.map((c) => [c.label, c] as const))('%s: every pack that declares it has the data, and none holds it undeclared', (_label, column) => {
    const claimedButEmpty: string[] = [];
    const heldButUndeclared: string[] = [];
    for (const pack of column.packs) {
      const declared = column.provides[pack.code]?.includes(column.name) ?? false;
      const held = holdsData(column.name, pack[column.name]);
      if (declared && !held) claimedButEmpty.push(pack.code);
      if (!declared && pack[column.name] !== undefined) heldButUndeclared.push(pack.code);
    }
    expect({ claimedButEmpty, heldButUndeclared }).toEqual({ claimedButEmpty: [], heldButUndeclared: [] });
  });

  it('has English provide every capability that another language falls back to English for', () => {
    for (const column of columns.filter((c) => c.without === 'english')) expect(column.provides.en).toContain(column.name);
  });

  it("keeps each practice bank's questions in its own language, and every pack's stop words lower case", () => {
    for (const texts of LANGUAGE_TEXTS) for (const q of texts.practiceQuestions ?? []) expect(q.language ?? 'en').toBe(texts.code);
    for (const pack of LANGUAGE_PACKS) for (const word of pack.stopWords?.all ?? []) expect(word).toBe(word.toLowerCase());
  });

  it("registers every pack's rubric.ts and texts.ts, in the language list's order", () => {
    const withFile = (file: string) => codes.filter((code) => existsSync(path.join(process.cwd(), 'lib/language/packs', code, file)));
    expect(LANGUAGE_RUBRICS.map((r) => r.code)).toEqual(withFile('rubric.ts'));
    expect(LANGUAGE_TEXTS.map((t) => t.code)).toEqual(withFile('texts.ts'));
  });
});
