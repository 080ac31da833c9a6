import { Button } from '@/components/ui/button';
import { CONFIRM_LINK_COPY } from '@/lib/auth/confirm-link-copy';
import type { EmailLink } from '@/lib/validations/email-link';

/**
 * The confirm page's one button. A plain form POST, so it works before (or without) the page's
 * JavaScript; the link's fields go back unchanged and are checked again by the route.
 */
export function ConfirmLinkForm({ link }: { link: EmailLink }) {
  return (
    <form method="post" action="/auth/confirm/verify">
      <p className="mb-6 text-slate-700">{CONFIRM_LINK_COPY[link.type].text}</p>
      <input type="hidden" name="token_hash" value={link.token_hash} />
      <input type="hidden" name="type" value={link.type} />
      {link.next !== undefined && <input type="hidden" name="next" value={link.next} />}
      <Button type="submit" className="w-full">
        Confirm
      </Button>
      <p className="mt-6 text-sm text-slate-700">
        The link works once. We ask for this press so that mail filters which open links to check them cannot use it up.
      </p>
    </form>
  );
}
