import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  // The end-to-end tests build into their own directory so they never clobber `npm run build`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The emulators and ws-server are separate Node processes; keep their code out of the app bundle.
  outputFileTracingExcludes: { '*': ['emulators/**', 'ws-server/**', 'bench/**', 'tests/**', '.data/**', '.cache/**'] },
};

export default nextConfig;
