'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { profileKeys } from '@/lib/profile/query-keys';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useAppShell } from './app-shell-provider';

/** The setup modal reloads the resume and job description, then closes. */
export function SetupModal({ userId }: { userId: string }) {
  const { setupOpen, closeSetup } = useAppShell();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const finish = async () => {
    setBusy(true);
    await Promise.allSettled([
      queryClient.refetchQueries({ queryKey: profileKeys.resume(userId) }),
      queryClient.refetchQueries({ queryKey: profileKeys.jobDescription(userId) }),
      queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId) }),
    ]);
    setBusy(false);
    closeSetup();
  };
  return (
    <Modal
      open={setupOpen}
      title="Your interview setup"
      onClose={closeSetup}
      footer={
        <Button onClick={finish} disabled={busy}>
          {busy ? 'Loading…' : 'Continue'}
        </Button>
      }
    >
      <p className="text-sm text-slate-700">
        We will load your saved resume and job description so the answers are tailored to you.
      </p>
    </Modal>
  );
}
