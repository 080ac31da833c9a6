'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { captureEvent } from '@/lib/analytics/analytics-client';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { isMenuItemDisabled, MENU_ITEMS, type MenuItem } from '@/lib/auth/menu-rules';
import type { AppUser } from '@/lib/profile/types';
import { useAppShell } from './app-shell-provider';
import { launchMockInterview } from './launch-mock';

const base = 'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap';
const enabled = `${base} text-slate-700 hover:bg-slate-100 hover:text-ink`;
const active = `${base} bg-brand-50 text-brand-700`;
const disabled = `${base} cursor-not-allowed text-slate-400`;

/** The top-menu items with their disabled rules; `onNavigate` closes the mobile menu. */
export function MenuLinks({ user, onNavigate }: { user: AppUser; onNavigate?: () => void }) {
  const pathname = usePathname();
  const shell = useAppShell();
  const context = { isOnboarded: user.profile?.is_onboarded === true, pathname, locked: shell.menuLocked };

  const onAction = (item: MenuItem) => {
    captureEvent(ANALYTICS_EVENTS.menuClick, item.label, user.email);
    onNavigate?.();
    if (item.id === 'mock' && launchMockInterview()) shell.notePopupClick();
    if (item.id === 'personalize') shell.openPersonalize();
  };

  return (
    <>
      {MENU_ITEMS.map((item) => {
        const isDisabled = isMenuItemDisabled(item.id, context);
        const isActive = item.href !== undefined && pathname.toLowerCase() === item.href.toLowerCase();
        if (item.href && !isDisabled) {
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                aria-current={isActive ? 'page' : undefined}
                className={isActive ? active : enabled}
                onClick={() => {
                  captureEvent(ANALYTICS_EVENTS.menuClick, item.label, user.email);
                  onNavigate?.();
                }}
              >
                {item.label}
              </Link>
            </li>
          );
        }
        return (
          <li key={item.id}>
            <button
              type="button"
              disabled={isDisabled}
              className={`${isDisabled ? disabled : enabled} w-full text-left`}
              onClick={() => onAction(item)}
            >
              {item.label}
            </button>
          </li>
        );
      })}
    </>
  );
}
