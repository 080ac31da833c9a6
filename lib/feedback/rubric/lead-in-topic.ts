import type { FeedbackLanguage } from './feedback-language';

/**
 * A question's topic for languages without a grammar of their own here: its first sentence,
 * with the language's interviewer lead-ins ("cuénteme alguna vez en que", "erzählen Sie mir
 * von") and the little words at either end dropped, cut to a few words (or, written without
 * spaces, a few characters). A template's guess, not a summary.
 */
const MAX_WORDS = 7;
const MAX_CHARACTERS = 12;

export function leadInTopic(leadIns: readonly RegExp[]): (question: string, table: FeedbackLanguage) => string {
  return (question, table) => {
    let text = question.replace(/\s+/g, ' ').trim().replace(/^[¿¡]+/, '');
    text = text.split(/(?<=[.?!。？！।؟])\s*/u)[0].replace(/[.?!。？！।؟,，、:：]+$/u, '');
    for (const lead of leadIns) text = text.replace(lead, '').trim();
    if (table.characterBased) return [...text].slice(0, MAX_CHARACTERS).join('').replace(/[的了吗呢吧]+$/u, '');
    const words = text.split(' ').filter(Boolean);
    const little = (w: string | undefined) => w !== undefined && table.stopWords.has(w.toLowerCase());
    while (words.length > 1 && little(words[0])) words.shift();
    const kept = words.slice(0, MAX_WORDS);
    // The whole question was a lead-in ("मुझे अपने बारे में बताइए"): no topic to name.
    if (kept.length === 0) return '';
    // A phrase ends on a word, not on a comma or a dangling little word.
    const trim = () => (kept[kept.length - 1] = kept[kept.length - 1].replace(/[,;:，、]+$/u, ''));
    trim();
    while (kept.length > 1 && little(kept[kept.length - 1])) kept.pop(), trim();
    return kept.join(' ');
  };
}
