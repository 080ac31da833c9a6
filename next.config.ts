import type { NextConfig } from 'next';
import { devOrigins } from './lib/dev-origins';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run dev` opened at 127.0.0.1 or at the Network URL it prints must get its scripts too.
  allowedDevOrigins: devOrigins(),
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  // The end-to-end tests build into their own directory so they never clobber `npm run build`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The emulators and ws-server are separate Node processes; keep their code out of the app bundle.
  outputFileTracingExcludes: { '*': ['emulators/**', 'ws-server/**', 'bench/**', 'tests/**', '.data/**', '.cache/**'] },
  // Alias paths: one page each, served under every spelling the product has used, so old links work.
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
