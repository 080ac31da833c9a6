/** Typography for trusted HTML written in this repository (articles and legal pages). */
const PROSE = [
  'max-w-none text-slate-700',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_p]:mt-5 [&_ul]:mt-5 [&_ol]:mt-5 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2 [&_li]:pl-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-brand-600',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_blockquote]:mt-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50/60 [&_blockquote]:px-6 [&_blockquote]:py-1 [&_blockquote]:text-slate-800',
].join(' ');

/** Renders trusted HTML (never user input) with the site's article typography. */
export function Prose({ html, compact = false }: { html: string; compact?: boolean }) {
  const size = compact ? 'text-base leading-7' : 'text-lg leading-8';
  return <div className={`${size} ${PROSE}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
