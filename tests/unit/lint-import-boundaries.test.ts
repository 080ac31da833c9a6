// The import boundaries are enforced by the project's own ESLint config: the browser side never
// imports the servers (they are Node-only processes), and the servers never import React code.
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary errors ESLint reports for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2).map((m) => m.message.split("'")[1]);
}

describe('import boundaries (eslint.config.mjs)', () => {
  it('refuses ws-server and emulators imports in app/, components/, lib/ and proxy.ts, by alias or relative path', async () => {
    const code = [
      "import type { AudioSource } from '@/ws-server/upgrade';",
      "import { log } from '../../ws-server/log';",
      "import '@/emulators/http';",
      "export { createEmulators } from '../../emulators/server';",
      'export const used: AudioSource | typeof log | null = null;',
    ].join('\n');
    const expected = ['@/ws-server/upgrade', '../../ws-server/log', '@/emulators/http', '../../emulators/server'];
    expect(await boundaryErrors('lib/interview/probe.ts', code)).toEqual(expected);
    expect(await boundaryErrors('components/interview/probe.tsx', code)).toEqual(expected);
    expect(await boundaryErrors('app/(app)/interview/probe.tsx', code)).toEqual(expected);
    expect(await boundaryErrors('proxy.ts', "import { log } from './ws-server/log';\nexport const used = log;\n")).toEqual(['./ws-server/log']);
  }, 60_000);

  it('refuses components/ and app/ imports in ws-server/ and emulators/', async () => {
    const code = "import { AnswerPanel } from '../components/interview/answer-panel';\nimport type { Metadata } from '@/app/layout';\nexport const used: typeof AnswerPanel | Metadata | null = null;\n";
    expect(await boundaryErrors('ws-server/probe.ts', code)).toEqual(['../components/interview/answer-panel', '@/app/layout']);
    expect(await boundaryErrors('emulators/probe.ts', code)).toEqual(['../components/interview/answer-panel', '@/app/layout']);
  }, 60_000);

  it('lets both sides share lib/, the protocol among it', async () => {
    expect(await boundaryErrors('ws-server/session/probe.ts', "import { LIMITS } from '../../lib/protocol';\nexport const used = LIMITS;\n")).toEqual([]);
    expect(await boundaryErrors('lib/interview/probe.ts', "import { LIMITS } from '@/lib/protocol';\nexport const used = LIMITS;\n")).toEqual([]);
  }, 60_000);
});
