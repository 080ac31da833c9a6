import type { Metadata, Viewport } from 'next';
import { SecondScreenPage } from '@/components/second-screen/second-screen-page';

// The address holds a pairing link's token: never indexed, never sent on as a referrer.
export const metadata: Metadata = { title: 'Second screen', robots: { index: false, follow: false }, referrer: 'no-referrer' };
export const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover', colorScheme: 'light dark' };

export default async function SecondScreenLink({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // Anything but a link token's shape is not claimed at all: the page asks for a code instead.
  return <SecondScreenPage linkToken={/^[A-Za-z0-9_-]{22}$/.test(token) ? token : undefined} />;
}
