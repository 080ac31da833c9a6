// The import boundaries are enforced by the project's own ESLint config: the browser side never
// imports the servers (they are Node-only processes), the servers never import React code, and
// inside the ws-server no folder reaches into its parent's or a sibling's internals.
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

  it('refuses ws-server/session imports in the folders the session composes: channels, screen, resume', async () => {
    const code = "import type { TranscriberFactory } from '../session/ports';\nimport type { SessionDeps } from '@/ws-server/session/session-deps';\nexport type Used = TranscriberFactory | SessionDeps;\n";
    for (const folder of ['channels', 'screen', 'resume']) {
      expect(await boundaryErrors(`ws-server/${folder}/probe.ts`, code)).toEqual(['../session/ports', '@/ws-server/session/session-deps']);
    }
    // The ws-server's own boundary still holds there: one rule carries every pattern a file is under.
    expect(await boundaryErrors('ws-server/screen/probe.ts', "import { AnswerPanel } from '../../components/interview/answer-panel';\nexport const used = AnswerPanel;\n")).toEqual(['../../components/interview/answer-panel']);
  }, 60_000);

  it('refuses screen/ in the answer engines, llm/ in evidence, and scripts/ in the ws-server\'s entry point', async () => {
    expect(await boundaryErrors('ws-server/llm/probe.ts', "import { buildScreenPrompt } from '../screen/screen-prompt';\nexport const used = buildScreenPrompt;\n")).toEqual(['../screen/screen-prompt']);
    expect(await boundaryErrors('ws-server/llm/offline/probe.ts', "import { screenTalkingPoints } from '../../screen/screen-talking-points';\nexport const used = screenTalkingPoints;\n")).toEqual(['../../screen/screen-talking-points']);
    expect(await boundaryErrors('ws-server/evidence/probe.ts', "import { toPassages } from '../llm/offline/passages';\nexport const used = toPassages;\n")).toEqual(['../llm/offline/passages']);
    expect(await boundaryErrors('ws-server/main.ts', "import { loadDotEnv } from '../scripts/load-env';\nexport const used = loadDotEnv;\n")).toEqual(['../scripts/load-env']);
  }, 60_000);

  it('lets the session compose its folders, and a folder use the ones below it', async () => {
    expect(await boundaryErrors('ws-server/session/probe.ts', "import { decodeScreenFrames } from '../screen/decode-screen-frames';\nexport const used = decodeScreenFrames;\n")).toEqual([]);
    expect(await boundaryErrors('ws-server/screen/probe.ts', "import type { ScreenImage } from '../llm/answer-engine';\nexport type Used = ScreenImage;\n")).toEqual([]);
    expect(await boundaryErrors('ws-server/llm/probe.ts', "import type { Evidence } from '../evidence/number-sources';\nexport type Used = Evidence;\n")).toEqual([]);
  }, 60_000);
});
