'use client';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { useUser } from '@/components/app-shell/user-provider';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { prepKeys } from '@/lib/prep/prep-query-keys';
import type { StoryDraft } from '@/lib/prep/story-from-answer';
import { useApplications } from '@/lib/prep/use-prep-data';
import { StoryForm } from './story-form';

/**
 * "Save as story": opens the story form prefilled from an answer, for the candidate to edit
 * before saving, then says where the story went. `draft` may be a function so a practice card
 * splits its transcript only when the button is pressed; `describedBy` names the question the
 * button belongs to when a page has several.
 */
export function SaveAsStoryButton({ draft, describedBy }: { draft: StoryDraft | (() => StoryDraft); describedBy?: string }) {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [initial, setInitial] = useState<StoryDraft | null>(null);
  const [saved, setSaved] = useState(false);
  const applications = useApplications(user?.id, open);
  const close = () => setOpen(false);

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        aria-describedby={describedBy}
        onClick={() => {
          setInitial(typeof draft === 'function' ? draft() : draft);
          setSaved(false);
          setOpen(true);
        }}
      >
        Save as story
      </Button>
      {saved && (
        <p role="status" className="text-sm text-emerald-800" data-testid="story-saved">
          Saved to your stories.{' '}
          <Link href="/prep" className="font-medium text-brand-700 underline">
            Open Prep
          </Link>
        </p>
      )}
      <Modal open={open} title="Save as story" onClose={close} size="lg">
        <p className="mb-4 text-sm text-slate-600">Filled in from your answer: edit it in your own words before saving.</p>
        {initial && (applications.data || applications.isError || !user) ? (
          // Applications that failed to load only cost the links: an unlinked story serves every application.
          <StoryForm
            initial={initial}
            applications={applications.data ?? []}
            onSaved={() => {
              if (user) void queryClient.invalidateQueries({ queryKey: prepKeys.stories(user.id) });
              setSaved(true);
              close();
            }}
            onCancel={close}
          />
        ) : (
          <p role="status" className="text-sm text-slate-700">
            Loading your applications…
          </p>
        )}
      </Modal>
    </div>
  );
}
