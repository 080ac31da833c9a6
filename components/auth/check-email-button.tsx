'use client';
import { useState } from 'react';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { Button } from '@/components/ui/button';

/** SPEC §2/§8: the 'Check you email' button, whose text becomes the validation instruction. */
export function CheckEmailButton() {
  const [pressed, setPressed] = useState(false);
  return (
    <Button className="w-full whitespace-normal" onClick={() => setPressed(true)} aria-live="polite">
      {pressed ? AUTH_MESSAGES.checkEmailButton : 'Check you email'}
    </Button>
  );
}
