import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PRODUCT_AI } from '@/lib/brand';
import { publicEnv } from '@/lib/env';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(publicEnv.NEXT_PUBLIC_SITE_URL),
  title: { default: `${PRODUCT_AI}: your live interview assistant`, template: `%s | ${PRODUCT_AI}` },
  description: `${PRODUCT_AI} listens to your interviewer, lists each question and suggests answers tailored to your resume.`,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white text-ink antialiased">{children}</body>
    </html>
  );
}
