'use client';
import { useState } from 'react';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { Button } from '@/components/ui/button';

/** The 'Check you email' button (the product's wording); pressed, its text becomes the instruction. */
export function CheckEmailButton() {
  const [pressed, setPressed] = useState(false);
  return (
    <Button className="w-full whitespace-normal" onClick={() => setPressed(true)} aria-live="polite">
      {pressed ? AUTH_MESSAGES.checkEmailButton : 'Check you email'}
    </Button>
  );
}
