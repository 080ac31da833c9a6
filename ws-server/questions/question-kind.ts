// What kind of answer a question wants: the prompt and the offline engine shape it. A
// language's own words are tried first (its pack's question-rules.ts), then the English ones, which also
// catch the technical terms interviews in every language use ("Kubernetes", "API").
import { questionRulesFor } from './question-rules-for';
export type QuestionKind = 'behavioural' | 'situational' | 'technical' | 'motivation' | 'background' | 'general';

const RULES: [QuestionKind, RegExp][] = [
  [
    'behavioural',
    /\b(?:tell (?:me|us) about a (?:time|situation|moment)|(?:a|one) time (?:when |where |that )?you|give (?:me |us )?an example|describe a (?:time|situation|project|challenge|conflict)|how did you (?:handle|deal|resolve|manage|approach|overcome|respond)|have you ever|walk (?:me|us) through a (?:time|situation)|conflict|disagree|mistake|fail(?:ed|ure)|setback|toughest|most difficult|hardest|proud(?:est)?|pressure|tight deadline)\b/,
  ],
  ['situational', /\b(?:what would you do|how would you (?:handle|deal|respond|react|approach|prioriti[sz]e)|imagine|suppose|what if|if you (?:were|had|found|disagreed))\b/],
  [
    'technical',
    /\b(?:design|architect(?:ure)?|implement|algorithm|complexity|big o|data structure|code|coding|function|class|api|apis|database|sql|query|index|cache|caching|scal(?:e|ing|ability)|latency|throughput|concurrency|thread|debug|difference between|how does .+ work|what is (?:a|an|the) .+ (?:pattern|protocol|structure)|test(?:ing)?|deploy|kubernetes|docker|react|python|java|javascript|typescript|system)\b/,
  ],
  ['motivation', /\b(?:why (?:do|did|would) you (?:want|apply|choose|leave|like)|why (?:this|our) (?:role|company|team|position)|why (?:us|here)|where do you see yourself|what (?:motivates|excites|interests) you|salary|expectations|career goals?)\b/],
  ['background', /\b(?:tell (?:me|us) about yourself|walk (?:me|us) through your (?:resume|background|cv|career)|your background|introduce yourself|strengths?|weakness(?:es)?|describe yourself)\b/],
];

export function classifyQuestion(question: string, language?: string): QuestionKind {
  const text = question.toLowerCase();
  for (const [kind, pattern] of questionRulesFor(language).kinds ?? []) if (pattern.test(text)) return kind;
  // "Tell me about yourself" mentions no conflict, but "a time you" beats "your background".
  for (const [kind, pattern] of RULES) if (pattern.test(text)) return kind;
  return 'general';
}
