import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  // The end-to-end tests build into their own directory so they never clobber `npm run build`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The emulators and ws-server are separate Node processes; keep their code out of the app bundle.
  outputFileTracingExcludes: { '*': ['emulators/**', 'ws-server/**', 'bench/**', 'tests/**', '.data/**', '.cache/**'] },
  // SPEC §2's alias paths: one page each, served under every spelling the SPEC lists.
  // (Next.js matches rewrite sources case-insensitively; a rewrite onto itself is harmless.)
  async rewrites() {
    return [
      { source: '/login', destination: '/loginUser' },
      { source: '/LoginUser', destination: '/loginUser' },
      { source: '/RegisterUserSuccess', destination: '/registerUserSuccess' },
      { source: '/ResetPassword', destination: '/resetPassword' },
      { source: '/interviewUpdatePassword', destination: '/updatePassword' },
      { source: '/OnBoarding', destination: '/onboarding' },
    ];
  },
};

export default nextConfig;
