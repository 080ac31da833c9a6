'use client';
import { ExpiredModal } from './expired-modal';
import { PersonalizeModal } from './personalize-modal';
import { SetupModal } from './setup-modal';
import { useUser } from './user-provider';

/** The modals the top bar and the interview screen open, mounted once for signed-in users. */
export function ShellModals() {
  const { user } = useUser();
  if (!user) return null;
  return (
    <>
      <PersonalizeModal userId={user.id} />
      <SetupModal userId={user.id} />
      <ExpiredModal />
    </>
  );
}
