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
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      testTimeout: 60000,
      globalSetup: '<rootDir>/tests/integration/global-setup.ts',
    },
  ],
};
