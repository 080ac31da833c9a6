'use client';
import { useQueryClient } from '@tanstack/react-query';
import { readApiError } from '@/lib/api/read-api-error';
import { prepKeys } from '@/lib/prep/prep-query-keys';
import { createBrowserSupabase } from '@/lib/supabase/browser';
import { saveLocalUser } from '@/lib/profile/local-user';
import { profileKeys } from '@/lib/profile/query-keys';
import { buttonClasses } from '@/components/ui/button';
import { AnalyticsToggle } from './analytics-toggle';
import { ConfirmAction } from './confirm-action';
import { ScreenThumbnailsToggle } from './screen-thumbnails-toggle';

async function callDelete(path: string): Promise<void> {
  const res = await fetch(path, { method: 'DELETE', credentials: 'same-origin' });
  if (!res.ok) {
    const { error } = readApiError(await res.json().catch(() => null));
    throw new Error(error ?? 'Something went wrong. Please try again.');
  }
}

/** The account page: e-mail, the privacy choices (analytics, screen thumbnails), a download of all their data, and the two deletions, each confirmed first. */
export function AccountScreen({ userId, email }: { userId: string; email: string | null }) {
  const queryClient = useQueryClient();
  const deleteData = async () => {
    await callDelete('/api/account/data');
    await Promise.all(
      [profileKeys.resume(userId), profileKeys.jobDescription(userId), profileKeys.profile(userId), prepKeys.all(userId)].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
  const deleteAccount = async () => {
    await callDelete('/api/account');
    // The server already removed the user and the cookies; drop this tab's copy without a server call.
    await createBrowserSupabase().auth.signOut({ scope: 'local' }).catch(() => undefined);
    saveLocalUser(null);
    window.location.replace('/');
  };
  const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Account</h1>
      <section className={card} aria-labelledby="account-details">
        <h2 id="account-details" className="text-lg font-semibold">
          Your details
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Signed in as <strong>{email ?? 'your account'}</strong>
        </p>
      </section>
      <section className={card} aria-labelledby="privacy-heading">
        <h2 id="privacy-heading" className="mb-3 text-lg font-semibold">
          Privacy
        </h2>
        <AnalyticsToggle />
        <ScreenThumbnailsToggle userId={userId} />
      </section>
      <section className={card} aria-labelledby="your-data-heading">
        <h2 id="your-data-heading" className="text-lg font-semibold">
          Your data
        </h2>
        <p className="mb-4 mt-2 text-sm text-slate-700">
          One JSON file with your settings, resumes, applications, stories and interview and practice history, with the sources of each answer.
        </p>
        {/* A plain link: the browser saves the file as it streams, and the session cookie goes with it. */}
        <a href="/api/account/export" download className={buttonClasses('secondary')}>
          Download my data
        </a>
      </section>
      <section className={card} aria-labelledby="data-heading">
        <h2 id="data-heading" className="text-lg font-semibold">
          Delete all interview data
        </h2>
        <p className="mb-4 mt-2 text-sm text-slate-700">
          Removes your resumes (every version), job description, applications, stories and interview history. Your account and plan stay.
        </p>
        <ConfirmAction
          label="Delete all interview data"
          title="Delete all interview data?"
          body="Your resumes, job descriptions, applications, stories and interview history will be deleted permanently. This cannot be undone."
          confirmLabel="Delete data"
          action={deleteData}
          doneMessage="Your interview data was deleted."
        />
      </section>
      <section className={card} aria-labelledby="delete-account-heading">
        <h2 id="delete-account-heading" className="text-lg font-semibold">
          Delete account
        </h2>
        <p className="mb-4 mt-2 text-sm text-slate-700">Deletes your account and all its data. You will be signed out.</p>
        <ConfirmAction
          label="Delete account"
          title="Delete your account?"
          body="Your account, profile, resumes, applications, stories and interview history will be deleted permanently. This cannot be undone."
          confirmLabel="Delete account"
          action={deleteAccount}
        />
      </section>
    </div>
  );
}
