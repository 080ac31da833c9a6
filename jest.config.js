// Jest: unit tests (pure logic) and integration tests (emulators and servers in-process on free ports).
// TypeScript is compiled by SWC to CommonJS; node_modules are used as published.
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
