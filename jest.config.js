// Jest: unit tests (pure logic) and integration tests (emulators and servers in-process on free ports).
// TypeScript is compiled by SWC to CommonJS; node_modules are used as published.
const { SourceTextModule } = require('node:vm');

// Some packages are ES modules only (the AI SDK), and some load modules with import() (unpdf,
// ESLint reading eslint.config.mjs): Jest runs those through Node's VM modules, which exist only
// in a process started with --experimental-vm-modules (and its require() of an ES module needs
// Node >= 24.9 as well). The npm scripts pass the flag; a bare `npx jest <files>` does not, and a
// config cannot give the process reading it a flag. The test workers Jest starts are new
// processes that inherit NODE_OPTIONS, though: so here the flag goes into NODE_OPTIONS, and a
// worker runs the tests even when there is only one file (Jest would run it in this process).
const vmModules = typeof SourceTextModule === 'function';
if (!vmModules) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim();
}
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 9)) {
  process.stderr.write(
    `jest: Node ${process.version} is too old for Jest to load the AI SDK's ES modules (that needs Node >= 24.9): the suites importing it will fail.\n` +
      '      Run Jest on Node 24: bash scripts/with-node.sh npx jest <files> (it fetches Node 24 into .tools/ when the machine\'s node is older than 22.12).\n',
  );
}
// The integration suites create thousands of users; at GoTrue's bcrypt cost (10) hashing their
// passwords was the largest single cost of the run. Cost 4 keeps real bcrypt, 60 times cheaper.
// Jest's workers inherit this environment.
process.env.EMULATOR_AUTH_BCRYPT_COST ??= '4';

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/tests/fixtures/empty-module.js' },
  modulePathIgnorePatterns: ['<rootDir>/.tools/', '<rootDir>/.next/', '<rootDir>/.data/'],
};

/** @type {import('jest').Config} */
module.exports = {
  // testTimeout is a global option (Jest ignores it inside a project); integration suites
  // start emulators and servers, which takes seconds on a loaded 2-core machine.
  testTimeout: 60000,
  // Only without the flag: a limit no worker reaches, set because it makes Jest use a worker
  // (which gets the flag, see above) even for a single test file. --runInBand still needs the flag.
  ...(vmModules ? {} : { workerIdleMemoryLimit: '8GB' }),
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/integration/global-setup.ts',
    },
  ],
};
