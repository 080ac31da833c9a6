'use client';
import { useMemo } from 'react';
import { renderAnswerMarkdown } from '@/lib/interview/render-markdown';

/** Typography for rendered answers (globals.css has no prose styles; these stay local). Shared with cited-answer.tsx. */
export const ANSWER_PROSE = [
  'text-[15px] leading-relaxed text-slate-800 break-words',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5',
  '[&_h1]:mt-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold',
  '[&_strong]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-[13px]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-slate-100',
  '[&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_th]:border [&_th]:border-slate-300 [&_th]:px-2',
].join(' ');

/** An answer's Markdown as sanitised HTML (lib/interview/render-markdown.ts). */
export function MarkdownAnswer({ text, className = '' }: { text: string; className?: string }) {
  const html = useMemo(() => renderAnswerMarkdown(text), [text]);
  return <div className={`${ANSWER_PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
