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
  // Inside the ws-server a folder never reaches into its parent's or a sibling's internals: the
  // session composes channels, screen and resume, never the other way round; the answer
  // engines know nothing of how a screen is read, and evidence (what an answer rests on) nothing
  // of the engines that use it. A piece two of them need moves down to where both can import it.
  {
    files: ['ws-server/channels/**', 'ws-server/screen/**', 'ws-server/resume/**'],
    message: 'The session composes channels/, screen/ and resume/: they never import ws-server/session; move what both need down (e.g. to stt/ or llm/).',
    forbidden: ['session'],
    within: 'ws-server',
  },
  {
    files: ['ws-server/llm/**'],
    message: 'The answer engines never import ws-server/screen; what an engine needs to answer a screen question lives in llm/.',
    forbidden: ['screen'],
    within: 'ws-server',
  },
  {
    files: ['ws-server/evidence/**'],
    message: 'Evidence never imports ws-server/llm: the engines read evidence, not the other way round.',
    forbidden: ['llm'],
    within: 'ws-server',
  },
  {
    files: ['ws-server/main.ts'],
    message: 'The ws-server never imports scripts/ (development tooling); share code through lib/.',
    forbidden: ['scripts'],
  },
];

/** An import of one of these folders of `parent`, also by a relative path that leaves the parent's name out. */
const importWithin = (parent, folders) => `^(?:@/${parent}/|(?:\\.\\.?/)+(?:${parent}/)?)(?:${folders.join('|')})(?:/|$)`;

/** True when every file `glob` matches is also matched by `other` ("dir/**" patterns and plain files). */
const covers = (other, glob) => glob === other || (other.endsWith('/**') && glob.startsWith(other.slice(0, -2)));

// A file under several entries gets all of their patterns in one rule: ESLint gives a file only
// the last matching config's options for a rule, so the entries cannot simply be stacked. A
// narrower glob is longer than the one it narrows and comes after it, so its rule is the one kept.
const boundaryConfigs = [...new Set(boundaries.flatMap((b) => b.files))]
  .sort((a, b) => a.length - b.length)
  .map((glob) => ({
    files: [glob],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: boundaries
            .filter((b) => b.files.some((other) => covers(other, glob)))
            .map(({ forbidden, within, message }) => ({ regex: within ? importWithin(within, forbidden) : importOf(forbidden), message })),
        },
      ],
    },
  }));

const config = [
  ...next,
  ...boundaryConfigs,
  { ignores: ['.next*/**', '.tools/**', '.data/**', '.cache/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
];

export default config;
