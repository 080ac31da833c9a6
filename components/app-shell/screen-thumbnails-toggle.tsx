'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { profileKeys } from '@/lib/profile/query-keys';
import { fetchKeepScreenThumbnails, saveKeepScreenThumbnails } from '@/lib/profile/screen-thumbnail-setting';
import { createBrowserSupabase } from '@/lib/supabase/browser';

/**
 * "Keep screen thumbnails in history": off by default, so a "Solve screen" question leaves
 * only the text read from the screen. Saved on the profile, where the interview server reads
 * it when it saves each screen question (a change counts from the next one).
 */
export function ScreenThumbnailsToggle({ userId }: { userId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const key = profileKeys.keepScreenThumbnails(userId);
  const setting = useQuery({ queryKey: key, queryFn: () => fetchKeepScreenThumbnails(createBrowserSupabase(), userId) });
  // The box shows the choice at once (set in the click's own render), until the save settles.
  const [saving, setSaving] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (keep: boolean) => saveKeepScreenThumbnails(createBrowserSupabase(), userId, keep),
    onSuccess: (_, keep) => queryClient.setQueryData(key, keep),
    onSettled: () => setSaving(null),
  });
  const checked = saving ?? setting.data ?? false;
  return (
    <div className="mt-4 space-y-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-4 w-4 accent-brand-600"
          checked={checked}
          disabled={setting.isPending || setting.isError || saving !== null}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setSaving(e.target.checked);
            save.mutate(e.target.checked);
          }}
          data-testid="keep-screen-thumbnails"
        />
        <div className="text-sm text-slate-700">
          <label htmlFor={id}>Keep screen thumbnails in history</label>
          <p id={`${id}-hint`} className="text-slate-600">
            Off: only the text read from your screen is saved; on, a small picture of each Solve screen question is kept with it.
          </p>
        </div>
      </div>
      {setting.isError && <Alert message="Your screen thumbnail setting could not be loaded. Reload the page to try again." />}
      {save.isError && <Alert message="The setting could not be saved. Please try again." onDismiss={() => save.reset()} />}
    </div>
  );
}
