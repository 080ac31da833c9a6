import type { QuestionKind } from './answer-score';
import { contentStems, countWords, splitSentences } from './text-words';

/**
 * Structure, 0–10. Behavioural questions ("tell me about a time…") are scored against STAR:
 * Situation, Task, Action and Result each present (2 points each), and Action the longest
 * of the four (2 more), since interviewers hire for what the candidate did. Other questions
 * are scored on a clear opening, reasoning or steps, an example or trade-off, and a
 * conclusion (2.5 points each). Each element is found by cue phrases, sentence by sentence.
 */
export type StructureResult = { score: number; missing: string[]; notes: string[] };

type Cue = RegExp;

const STAR: { name: 'Situation' | 'Task' | 'Action' | 'Result'; cues: Cue }[] = [
  {
    name: 'Situation',
    cues: /\b(when i was|while i was|at my (last|previous|current|old|first) (job|company|role|team|employer|internship)|in my (last|previous|current|first) (job|role|position|team|company)|back in|(a few|two|three|several) (years|months) ago|last (year|summer|quarter|spring|autumn|fall|winter)|we were (working|building|running|about|trying|facing)|there was a|the situation|the context|our team (was|had)|i was working|i worked (at|as|on)|i was (a|an|the) \w+ (at|on|in))\b/i,
  },
  {
    name: 'Task',
    cues: /\b(my (task|job|role|goal|responsibility|assignment|challenge) was|i was (responsible|asked|tasked|supposed|expected)|i (needed|had|wanted) to|we (needed|had) to|the (goal|task|challenge|objective|problem|aim) was|it was (my|up to me)|i owned|i was in charge)\b/i,
  },
  {
    name: 'Action',
    cues: /\b(so i|first,? i|then i|next,? i|after that,? i|i decided|i started|i took|my approach|i (built|created|wrote|led|organi[sz]ed|set up|implemented|designed|introduced|proposed|reached out|talked|spoke|met|scheduled|analy[sz]ed|worked with|refactored|migrated|automated|coordinated|broke|prioriti[sz]ed|investigated|traced|wrote|ran|added|rewrote|mentored|negotiated|presented|documented|tested|fixed|called|asked|gathered|interviewed|pushed|paired|split|moved|replaced|profiled|measured|escalated|listened|suggested|drafted|trained|hired|delegated))\b/i,
  },
  {
    name: 'Result',
    cues: /\b(as a result|the result|the outcome|in the end|by the end|resulted in|which (led|meant)|that (led|meant)|ended up|we (reduced|increased|improved|cut|saved|shipped|launched|delivered|hit|met|won|grew|doubled|halved)|(it|this|that) (reduced|increased|improved|cut|saved|brought|dropped|went)|(reduced|increased|improved|cut|dropped|grew|rose|fell) (by|from|to)|i learned|i learnt|the impact|afterwards|since then|from then on)\b|\d+ ?(%|percent)/i,
  },
];

const OPENING_CUE = /\b(is|are|means|would|i'd|i would|i'll|the (short|main|key) (answer|idea|difference|point)|in short|essentially|it depends|my approach|the way i|there are (two|three|a few))\b/i;
const REASONING_CUE = /\b(first(ly)?|second(ly)?|third|then|next|after that|finally|because|since|so that|which means|the reason|step|in order to|that way|otherwise)\b/i;
const EXAMPLE_CUE = /\b(for example|for instance|e\.g|such as|say you|imagine|in my (last|previous|current) (job|role|project|team)|at my (last|previous|current) (job|company)|trade-?off|on the other hand|the downside|the upside|however|whereas|instead of|compared (to|with)|the cost|versus|vs|but)\b/i;
const CONCLUSION_CUE = /\b(so overall|overall|in short|in summary|to sum up|to summari[sz]e|that'?s why|which is why|ultimately|in the end|so i would|so i'd|i would (choose|pick|go with|use)|i'd (choose|pick|go with|use)|the bottom line|that'?s how|so that'?s|in conclusion)\b/i;

export function scoreStructure(answer: string, question: string, kind: QuestionKind): StructureResult {
  const sentences = splitSentences(answer);
  if (sentences.length === 0) return { score: 0, missing: [], notes: ['No answer to score.'] };
  return kind === 'behavioural' ? scoreStar(sentences) : scoreReasoned(sentences, question);
}

function scoreStar(sentences: string[]): StructureResult {
  // Each sentence goes to the element whose cue it shows, preferring the later element:
  // "so I rewrote it and we cut the time" is a Result more than an Action.
  const words = { Situation: 0, Task: 0, Action: 0, Result: 0 };
  const found = new Set<string>();
  for (const sentence of sentences) {
    const matches = STAR.filter((element) => element.cues.test(sentence));
    if (matches.length === 0) {
      // An uncued sentence after the first Action continues it (the middle of the story).
      if (found.has('Action') && !found.has('Result')) words.Action += countWords(sentence);
      continue;
    }
    for (const m of matches) found.add(m.name);
    const main = matches.length > 1 && matches.some((m) => m.name === 'Action') && !matches.some((m) => m.name === 'Result') ? 'Action' : matches[matches.length - 1].name;
    words[main] += countWords(sentence);
  }
  const missing = STAR.map((e) => e.name).filter((name) => !found.has(name));
  let score = found.size * 2;
  const actionLongest = found.has('Action') && words.Action >= Math.max(words.Situation, words.Task, words.Result);
  if (actionLongest) score += 2;
  const notes: string[] = [];
  if (missing.length === 0) notes.push(actionLongest ? 'Clear STAR structure with the Action given the most time.' : 'All four STAR parts are there; give the Action the most time.');
  else notes.push(`STAR: no ${joinNames(missing)}${missing.includes('Result') ? ' — end with what changed because of what you did' : ''}.`);
  if (missing.length > 0 && found.has('Action') && !actionLongest) notes.push('Spend longer on what you did (the Action).');
  return { score, missing, notes };
}

function scoreReasoned(sentences: string[], question: string): StructureResult {
  const first = sentences[0];
  const firstWords = countWords(first);
  const questionStems = contentStems(question);
  const sharesTopic = [...contentStems(first)].some((s) => questionStems.has(s));
  const rest = sentences.slice(1).join(' ');
  const last = sentences[sentences.length - 1];
  const checks: [string, boolean][] = [
    ['opening statement', firstWords >= 3 && firstWords <= 35 && (sharesTopic || OPENING_CUE.test(first))],
    ['reasoning or steps', REASONING_CUE.test(rest || first)],
    ['example or trade-off', EXAMPLE_CUE.test(sentences.join(' '))],
    ['conclusion', sentences.length > 1 && CONCLUSION_CUE.test(sentences.length > 2 ? sentences.slice(-2).join(' ') : last)],
  ];
  const missing = checks.filter(([, ok]) => !ok).map(([name]) => name);
  const score = Math.round(checks.filter(([, ok]) => ok).length * 2.5);
  const notes = missing.length === 0 ? ['Clear shape: an opening answer, reasoning, an example or trade-off, and a conclusion.'] : [`Structure: no ${joinNames(missing)}.`];
  return { score, missing, notes };
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
