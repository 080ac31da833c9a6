'use client';
import type { QuestionPost } from '@/lib/interview/interview-state';

/** A "Solve screen" question in the list: its thumbnails and the text read from them. */
export function ScreenPost({ post }: { post: QuestionPost & { screen: NonNullable<QuestionPost['screen']> } }) {
  const { thumbnails, status } = post.screen;
  // OCR breaks lines where the screen wrapped them; the list is narrower, so rejoin them and keep paragraphs.
  const text = post.text.replace(/([^\n])\n(?=[^\n])/g, '$1 ');
  return (
    <div data-testid="screen-question" data-status={status}>
      <p className="mb-1.5 text-xs font-semibold tracking-wide text-brand-700 uppercase">
        Screen{thumbnails.length > 1 ? ` · ${thumbnails.length} frames` : ''}
      </p>
      <div className="mb-2 flex flex-wrap gap-1.5">
        {thumbnails.map((src, i) => (
          // A data: URL made in this tab; next/image has nothing to optimise here.
          // eslint-disable-next-line @next/next/no-img-element
          <img key={i} src={src} alt={`Screen ${i + 1} of the question`} className="h-16 w-auto rounded border border-slate-300 bg-white object-contain" />
        ))}
      </div>
      <p className={`line-clamp-6 whitespace-pre-line ${status === 'reading' ? 'text-slate-600 italic' : status === 'failed' ? 'text-red-800' : ''}`}>{text}</p>
    </div>
  );
}
