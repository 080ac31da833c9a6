import next from 'eslint-config-next';

const config = [
  ...next,
  { ignores: ['.next*/**', '.tools/**', '.data/**', '.cache/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
];

export default config;
