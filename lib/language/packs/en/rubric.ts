import { countEnglishFillers } from './rubric-fillers';
import { wordSet, type FeedbackLanguage } from '../../../feedback/rubric/feedback-language';
import { englishStem } from './rubric-stem';
import { englishTopic } from './rubric-topic';
import { STOP_WORDS } from './stop-words';

// English: the rubric as it was first written, and the yardstick the other tables follow.
export const RUBRIC: FeedbackLanguage = {
  code: 'en',
  countFillers: countEnglishFillers,
  stopWords: STOP_WORDS.rubric,
  stem: englishStem,
  clauseJoins: ['so', 'and then', 'then', 'but'],
  star: {
    Situation:
      /\b(when i was|while i was|at my (last|previous|current|old|first) (job|company|role|team|employer|internship)|in my (last|previous|current|first) (job|role|position|team|company)|back in|(a few|two|three|several) (years|months) ago|last (year|summer|quarter|spring|autumn|fall|winter)|we were (working|building|running|about|trying|facing)|there was a|the situation|the context|our team (was|had)|i was working|i worked (at|as|on)|i was (a|an|the) \w+ (at|on|in))\b/i,
    Task: /\b(my (task|job|role|goal|responsibility|assignment|challenge) was|i was (responsible|asked|tasked|supposed|expected)|i (needed|had|wanted) to|we (needed|had) to|the (goal|task|challenge|objective|problem|aim) was|it was (my|up to me)|i owned|i was in charge)\b/i,
    Action:
      /\b(so i|first,? i|then i|next,? i|after that,? i|i decided|i started|i took|my approach|i (built|created|wrote|led|organi[sz]ed|set up|implemented|designed|introduced|proposed|reached out|talked|spoke|met|scheduled|analy[sz]ed|worked with|refactored|migrated|automated|coordinated|broke|prioriti[sz]ed|investigated|traced|wrote|ran|added|rewrote|mentored|negotiated|presented|documented|tested|fixed|called|asked|gathered|interviewed|pushed|paired|split|moved|replaced|profiled|measured|escalated|listened|suggested|drafted|trained|hired|delegated))\b/i,
    Result:
      /\b(as a result|the result|the outcome|in the end|by the end|resulted in|which (led|meant)|that (led|meant)|ended up|we (reduced|increased|improved|cut|saved|shipped|launched|delivered|hit|met|won|grew|doubled|halved)|(it|this|that) (reduced|increased|improved|cut|saved|brought|dropped|went)|(reduced|increased|improved|cut|dropped|grew|rose|fell) (by|from|to)|i learned|i learnt|the impact|afterwards|since then|from then on)\b|\d+ ?(%|percent)/i,
  },
  reasoned: {
    opening: /\b(is|are|means|would|i'd|i would|i'll|the (short|main|key) (answer|idea|difference|point)|in short|essentially|it depends|my approach|the way i|there are (two|three|a few))\b/i,
    reasoning: /\b(first(ly)?|second(ly)?|third|then|next|after that|finally|because|since|so that|which means|the reason|step|in order to|that way|otherwise)\b/i,
    example:
      /\b(for example|for instance|e\.g|such as|say you|imagine|in my (last|previous|current) (job|role|project|team)|at my (last|previous|current) (job|company)|trade-?off|on the other hand|the downside|the upside|however|whereas|instead of|compared (to|with)|the cost|versus|vs|but)\b/i,
    conclusion:
      /\b(so overall|overall|in short|in summary|to sum up|to summari[sz]e|that'?s why|which is why|ultimately|in the end|so i would|so i'd|i would (choose|pick|go with|use)|i'd (choose|pick|go with|use)|the bottom line|that'?s how|so that'?s|in conclusion)\b/i,
  },
  pace: { unit: 'words', best: { min: 120, max: 160 }, worst: { min: 60, max: 240 } },
  minUnits: 40,
  numberWords: wordSet(
    `two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty seventy eighty ninety hundred hundreds thousand thousands million millions billion half double doubled twice triple tripled dozen dozens`,
  ),
  percentWord: /^(percent|per cent)$/,
  outcomes:
    /^(dropp|fell|rose|handl|reduc|increas|improv|cut|saved?|saving|grew|grow|doubl|tripl|halv|ship|launch|deliver|achiev|won|win|rais|decreas|boost|accelerat|automat|eliminat|generat|resolv|lower|shorten|sped|speed|exceed|beat|secur|retain|convert)/,
  names: 'capitalised',
  notNames: wordSet(
    `i i'm i'd i've i'll the a an and but so then we my our it this that when if in on at for monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december english okay ok yes no`,
  ),
  topicOf: englishTopic,
  topicGroups: [
    ['performance', 'latency', 'speed', 'fast', 'faster', 'slow', 'slower', 'throughput', 'load', 'bottleneck', 'timeout'],
    ['improve', 'better', 'reduce', 'increase', 'faster', 'cut', 'dropped', 'boost', 'optimise', 'optimize', 'fix'],
    ['conflict', 'disagree', 'disagreement', 'argument', 'tension', 'dispute', 'clash'],
    ['colleague', 'coworker', 'teammate', 'peer', 'team', 'engineer', 'manager'],
    ['customer', 'client', 'user', 'stakeholder'],
    ['fail', 'failure', 'mistake', 'error', 'wrong', 'outage', 'incident', 'bug'],
    ['lead', 'led', 'leadership', 'manage', 'mentor', 'coach', 'delegate'],
    ['deadline', 'pressure', 'urgent', 'late', 'tight', 'schedule', 'priority'],
    ['learn', 'learnt', 'learned', 'lesson', 'study', 'course', 'teach'],
    ['feedback', 'criticism', 'review', 'critique'],
    ['design', 'architecture', 'architect', 'system', 'service', 'component'],
    ['database', 'sql', 'postgres', 'mysql', 'query', 'index', 'table'],
    ['test', 'testing', 'unit', 'integration', 'qa', 'coverage'],
    ['scale', 'scaling', 'growth', 'traffic', 'capacity'],
  ],
};
