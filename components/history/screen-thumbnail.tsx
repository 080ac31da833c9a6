/**
 * The small picture kept with a "Solve screen" question, shown beside its text. There is one
 * only when the user turned on "Keep screen thumbnails"; the database admits nothing but an
 * inline JPEG (data:image/jpeg), which the Content-Security-Policy's img-src allows.
 */
export function ScreenThumbnail({ src }: { src: string | null | undefined }) {
  if (!src?.startsWith('data:image/jpeg;base64,')) return null;
  return (
    // An inline data: URL from the user's own history; next/image has nothing to optimise here.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt="Screen thumbnail" className="h-20 w-auto max-w-[240px] shrink-0 rounded border border-slate-300 bg-white object-contain" data-testid="screen-thumbnail" />
  );
}
