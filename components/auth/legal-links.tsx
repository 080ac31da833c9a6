import Link from 'next/link';

/** Terms and privacy links of the sign-in and register screens (the terms require users to be at least 18). */
export function LegalLinks({ action }: { action: string }) {
  return (
    <p className="mt-6 text-xs leading-relaxed text-slate-600">
      By {action}, you confirm you are at least 18 and agree to our{' '}
      <Link href="/terms-of-service" className="font-medium text-brand-700 underline">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link href="/privacy-policy" className="font-medium text-brand-700 underline">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
