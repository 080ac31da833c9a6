// The offline answer to "Solve screen": labelled talking points built from the text read off
// the screen and a rules table of problem patterns. Nothing is generated: the problem is
// quoted, the pattern is a lookup, and the heading says so plainly.
import { matchProblemPatterns } from './problem-patterns';

export const SCREEN_OFFLINE_HEADING = '**Offline talking points** (no AI model configured: read from your screen and matched against common problem patterns)';

const MAX_QUOTE_CHARS = 400;

export function screenTalkingPoints(screenText: string): string[] {
  const text = screenText.replace(/\s+/g, ' ').trim();
  const patterns = matchProblemPatterns(text);
  const lines = [SCREEN_OFFLINE_HEADING, ''];
  lines.push(`- **The problem, as read:** “${problemStatement(text)}” Restate it in your own words and confirm it with the interviewer.`);
  lines.push('- **Clarifying questions to ask:**');
  for (const q of clarifyingQuestions(text)) lines.push(`  - ${q}`);
  if (patterns.length === 0) {
    lines.push('- **Likely pattern:** none recognised from the words on screen. Start from a brute force, state its cost, then look for repeated work to remove (a hash map, sorting, or two pointers often does it).');
  } else {
    const [best, ...others] = patterns;
    lines.push(`- **Likely pattern:** ${best.name}. ${best.approach} Usually ${best.time} time, ${best.space} space.`);
    for (const p of others) lines.push(`- **Or:** ${p.name}. ${p.approach} (${p.time} time, ${p.space} space.)`);
  }
  lines.push('- **Edge cases to mention:**');
  for (const e of edgeCases(text)) lines.push(`  - ${e}`);
  lines.push('- **Then:** say the brute force and its cost in one sentence, code the better approach, and walk one example through it.');
  return lines;
}

/** The statement without the title and the examples: the first sentences, cut at a word. */
function problemStatement(text: string): string {
  const body = text.replace(/^\s*\d+\.\s+[^.]{1,60}?(?=\s+(?:Given|You|Write|Implement|Design|Return|Find|Determine)\b)/, '');
  const beforeExamples = body.split(/\bExample\s*1?\s*:|\bInput\s*:|\bConstraints\s*:/i)[0].trim() || body;
  const quote = beforeExamples.replace(/[“”]/g, '"');
  if (quote.length <= MAX_QUOTE_CHARS) return quote;
  const cut = quote.slice(0, MAX_QUOTE_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : MAX_QUOTE_CHARS)} …`;
}

function clarifyingQuestions(text: string): string[] {
  const t = text.toLowerCase();
  const questions = ['How large can the input get, and is there a time or memory limit I should aim for?'];
  if (/\b(?:array|list|numbers|integers|nums)\b/.test(t)) questions.push('Can there be duplicates, negative numbers or an empty input? Is it sorted?');
  if (/\b(?:string|substring|characters?|word)\b/.test(t)) questions.push('Which characters can appear (ASCII, Unicode, case-sensitive)?');
  if (/\b(?:graph|tree|node|edges?)\b/.test(t)) questions.push('Can the graph have cycles or disconnected parts? Is the tree balanced?');
  questions.push('What should I return when there is no valid answer, and may I modify the input in place?');
  return questions.slice(0, 4);
}

function edgeCases(text: string): string[] {
  const t = text.toLowerCase();
  const cases = ['Empty input and a single element.'];
  if (/\bintervals?\b/.test(t)) cases.push('Intervals that only touch ([1,2] and [2,3]) and intervals nested inside others.');
  if (/\b(?:sum|add|target|product)\b/.test(t)) cases.push('Negative numbers, zero, and overflow on large values.');
  if (/\b(?:duplicates?|unique|distinct)\b/.test(t) || /\b(?:array|list)\b/.test(t)) cases.push('All elements equal, or many duplicates.');
  if (/\b(?:string|substring|characters?)\b/.test(t)) cases.push('An empty string, one character, all characters the same.');
  if (/\b(?:graph|tree|node)\b/.test(t)) cases.push('A null root or a single node; a cycle; a skewed (list-like) tree for recursion depth.');
  if (/\bgrid|matrix\b/.test(t)) cases.push('A 1×1 grid, a single row or column, and the borders.');
  cases.push('The largest input the constraints allow (does the complexity hold?).');
  return cases;
}
