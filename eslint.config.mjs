import next from 'eslint-config-next';

/**
 * An import of one of these top-level folders, through the `@/` alias or a relative path.
 * Matching the specifier (not the resolved file) keeps the rule working for type-only
 * imports and for paths that do not resolve yet.
 */
const importOf = (folders) => `^(?:@/|(?:\\.\\.?/)+)(?:${folders.join('|')})(?:/|$)`;

// The browser side and the servers share code only through lib/ (the protocol among it):
// the ws-server and the emulators are separate processes with Node-only dependencies, and
// the app must never bundle them; they in turn must not reach into React code.
const boundaries = [
  {
    files: ['app/**', 'components/**', 'proxy.ts'],
    message: 'app/, components/ and proxy.ts never import the ws-server or the emulators; share code through lib/ (e.g. lib/protocol).',
    forbidden: ['ws-server', 'emulators'],
  },
  // content/ reads lib/ (the brand, the English pack's questions to ask): never the other way.
  {
    files: ['lib/**'],
    message: 'lib/ never imports the ws-server, the emulators or content/; per-language data lives in lib/language/packs/.',
    forbidden: ['ws-server', 'emulators', 'content'],
  },
  {
    files: ['ws-server/**', 'emulators/**'],
    message: 'The ws-server and the emulators never import components/ or app/; share code through lib/.',
    forbidden: ['components', 'app'],
  },
].map(({ files, message, forbidden }) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: importOf(forbidden), message }] }] },
}));

const config = [
  ...next,
  ...boundaries,
  { ignores: ['.next*/**', '.tools/**', '.data/**', '.cache/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
];

export default config;
