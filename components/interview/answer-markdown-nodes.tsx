'use client';
import type { ReactNode } from 'react';
import type { AnswerNode } from '@/lib/evidence/render-citations';
import { markUnsupported } from '@/lib/evidence/mark-unsupported';

export const UNSUPPORTED_TEXT = 'not in your resume or stories';

export interface CiteProps {
  /** "Resume, line 12": the citation's accessible name is "Source 2: Resume, line 12". */
  labelOf: (n: number) => string;
  panelIdOf: (n: number) => string;
  open: number | null;
  onCite: (n: number) => void;
  /** Claims to mark wherever they occur in the text and inline code (never in a code block). */
  claims: readonly string[];
}

/**
 * An answer tree (lib/evidence/render-citations.ts) as React elements. Text stays text, so
 * whatever the model wrote renders inert; links are plain text there already.
 */
export function AnswerMarkdownNodes({ nodes, cite }: { nodes: readonly AnswerNode[]; cite: CiteProps }): ReactNode {
  return nodes.map((node, i) => renderNode(node, i, cite));
}

function renderNode(node: AnswerNode, key: number, cite: CiteProps): ReactNode {
  switch (node.kind) {
    case 'text':
      return <ClaimText key={key} text={node.text} claims={cite.claims} />;
    case 'code':
      return node.block ? (
        <pre key={key}>
          <code>{node.text}</code>
        </pre>
      ) : (
        // The server checks claims in inline code too ("cut latency by `40%`"), so they are marked here as well.
        <code key={key}>
          <ClaimText text={node.text} claims={cite.claims} />
        </code>
      );
    case 'break':
      return <br key={key} />;
    case 'rule':
      return <hr key={key} />;
    case 'cite':
      return <CitationButton key={key} n={node.n} cite={cite} />;
    case 'element': {
      const children = <AnswerMarkdownNodes nodes={node.children} cite={cite} />;
      const Tag = node.tag;
      if (Tag === 'ol') return <ol key={key} start={node.start}>{children}</ol>;
      if (Tag === 'th' || Tag === 'td') return <Tag key={key} style={node.align ? { textAlign: node.align } : undefined}>{children}</Tag>;
      return <Tag key={key}>{children}</Tag>;
    }
  }
}

// The button sets its own line height: a <sup>'s is 0, which would leave it no height to click.
function CitationButton({ n, cite }: { n: number; cite: CiteProps }) {
  return (
    <sup className="ml-0.5">
      <button
        type="button"
        data-citation={n}
        aria-label={`Source ${n}: ${cite.labelOf(n)}`}
        aria-controls={cite.panelIdOf(n)}
        aria-expanded={cite.open === n}
        onClick={() => cite.onCite(n)}
        className="inline-block min-w-4 rounded bg-brand-50 px-1 text-center text-[11px] leading-4 font-semibold text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      >
        {n}
      </button>
    </sup>
  );
}

function ClaimText({ text, claims }: { text: string; claims: readonly string[] }) {
  if (claims.length === 0) return text;
  return markUnsupported(text, claims).map((piece, i) =>
    piece.claim ? (
      <mark key={i} data-unsupported title={UNSUPPORTED_TEXT} className="rounded-sm bg-amber-50 text-inherit underline decoration-amber-700 decoration-dotted decoration-2 underline-offset-2">
        {piece.text}
        <span className="sr-only"> ({UNSUPPORTED_TEXT})</span>
      </mark>
    ) : (
      piece.text
    ),
  );
}
