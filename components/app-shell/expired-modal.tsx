'use client';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAppShell } from './app-shell-provider';

/** The expired-subscription modal: 'Error Message' / 'Your Subscription has expired' with a close action. */
export function ExpiredModal() {
  const { expiredOpen, closeExpired } = useAppShell();
  return (
    <Modal open={expiredOpen} title="Error Message" onClose={closeExpired} footer={<Button onClick={closeExpired}>Close</Button>}>
      <p className="text-sm text-slate-700">Your Subscription has expired</p>
    </Modal>
  );
}
