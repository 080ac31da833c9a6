import type { ReactNode } from 'react';
import { AppFrame } from '@/components/app-shell/app-frame';

export default function AuthLayout({ children }: { children: ReactNode }) {
  return <AppFrame>{children}</AppFrame>;
}
