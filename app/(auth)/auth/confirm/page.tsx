import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthSplit } from '@/components/auth/auth-split';
import { ConfirmLinkForm } from '@/components/auth/confirm-link-form';
import { CONFIRM_LINK_COPY } from '@/lib/auth/confirm-link-copy';
import { LINK_ERROR_PATH } from '@/lib/auth/verify-email-link';
import { emailLinkSchema } from '@/lib/validations/email-link';

export const metadata: Metadata = { title: 'Confirm', robots: { index: false, follow: false } };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

// /auth/confirm: where hosted e-mail templates' links land ({{ .TokenHash }}). Opening it spends
// nothing: link scanners open links, so the one-time token is verified only when Confirm posts.
export default async function ConfirmLinkPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const parsed = emailLinkSchema.safeParse({ token_hash: one(params.token_hash), type: one(params.type), next: one(params.next) });
  if (!parsed.success) redirect(LINK_ERROR_PATH);
  return (
    <AuthSplit title={CONFIRM_LINK_COPY[parsed.data.type].title}>
      <ConfirmLinkForm link={parsed.data} />
    </AuthSplit>
  );
}
