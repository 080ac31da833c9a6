import type { Metadata, Viewport } from 'next';
import { SecondScreenPage } from '@/components/second-screen/second-screen-page';

export const metadata: Metadata = { title: 'Second screen', robots: { index: false, follow: false }, referrer: 'no-referrer' };
export const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover', colorScheme: 'light dark' };

export default function SecondScreen() {
  return <SecondScreenPage />;
}
