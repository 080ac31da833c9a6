/**
 * An English question's topic: its lead-in ("tell me about a time") and a leading verb are
 * dropped, a past-tense verb becomes a gerund ("disagreed" → "disagreeing"), and the rest is
 * cut to a few words that do not end on a little word.
 */
const LEAD_INS = [
  /^(can|could|would) you (please )?/i,
  /^(tell|talk) me about (a|one) (time|situation|moment|case|project|occasion) (when|where|that|in which)?\s*/i,
  /^(tell|talk) me about\s*/i,
  /^(describe|give me an example of|share an example of|walk me through|explain|talk about)\s+(a|an|one)?\s*(time|situation|moment|case|occasion)?\s*(when|where|in which)?\s*/i,
  /^(how|what|why|when|which)\s+(do|did|would|will|is|are|was|were|does|have|has)\s+(you\s+)?/i,
  /^(have you ever|do you have experience (with|in))\s*/i,
];
const LEADING_WORDS = /^(you|your|yourself|i|we|the|a|an|ever|had|have|to|want to|deal with|dealt with|handle|handled|handling|approach|approached|manage|managed|improve|improved|design|designed|debug|debugged|prioriti[sz]e|prioriti[sz]ed|use|used|make|made|work with|worked with|explain|describe)\s+/i;

const IRREGULAR: Record<string, string> = { had: 'having', made: 'making', led: 'leading', took: 'taking', dealt: 'dealing', gave: 'giving', went: 'going', built: 'building', taught: 'teaching', told: 'telling', found: 'finding', chose: 'choosing', ran: 'running', won: 'winning', lost: 'losing' };

/** "disagreed" → "disagreeing", "handled" → "handling": a past-tense verb read as a topic. */
function gerund(word: string): string | null {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (!/^[a-z]{4,}ed$/.test(lower)) return null;
  return lower.endsWith('eed') ? `${lower.slice(0, -1)}ing` : `${lower.slice(0, -2)}ing`;
}

export function englishTopic(question: string): string {
  let text = question.replace(/\s+/g, ' ').trim().replace(/[?.!]+$/, '');
  for (const lead of LEAD_INS) text = text.replace(lead, '');
  for (let i = 0; i < 4; i++) {
    const past = /^(you|your team|we)\s+(\S+)(.*)$/i.exec(text);
    const verb = past ? gerund(past[2]) : null;
    if (past && verb && !LEADING_WORDS.test(`${past[2]} `)) {
      text = `${verb}${past[3]}`;
      break;
    }
    text = text.replace(LEADING_WORDS, '');
  }
  const words = text.split(' ').filter(Boolean).slice(0, 7);
  // A phrase should not end on a dangling little word ("with a", "of the").
  while (words.length > 1 && /^(a|an|the|of|with|to|for|and|or|in|on|at|your|you)$/i.test(words[words.length - 1])) words.pop();
  const topic = words.join(' ');
  return /^[A-Z][a-z]/.test(topic) ? topic.charAt(0).toLowerCase() + topic.slice(1) : topic;
}
