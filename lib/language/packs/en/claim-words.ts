// What the unsupported-claims check knows of English: month and weekday names, the words of job
// titles, numbers written as words, and the words that tell whom a sentence speaks of.
import type { ClaimWords } from '../../../evidence/claim-words';

export const CLAIM_WORDS: ClaimWords = {
  months: ['january jan', 'february feb', 'march mar', 'april apr', 'may', 'june jun', 'july jul', 'august aug', 'september sep sept', 'october oct', 'november nov', 'december dec'],
  days: 'monday tuesday wednesday thursday friday saturday sunday',
  seniority: 'senior sr staff principal junior jr chief associate distinguished head vp svp evp lead',
  roles: 'engineer developer manager designer analyst scientist architect director consultant officer administrator specialist researcher programmer owner president recruiter coordinator strategist accountant lead nurse executive sre',
  heads: 'vp svp evp president head director chief manager',
  joiners: 'of &',
  otherPersonWords: 'the our my his her their your its',
  asWords: 'as',
  numberWords: {
    one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
    eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
    twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
    hundred: 100, thousand: 1_000, million: 1e6, billion: 1e9, trillion: 1e12, dozen: 12, half: 0.5,
  },
  numberJoiners: 'and',
  numberArticles: 'a an',
  percentWords: ['percent', 'per cent', 'percentage points'],
  // Not "mm" (finance's million): it is millimetres far more often ("7 mm/s").
  magnitudes: { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, millions: 1e6, b: 1e9, bn: 1e9, billion: 1e9, billions: 1e9, lakh: 1e5, crore: 1e7 },
  currencyWords: 'dollars dollar usd eur euros gbp pounds rupees inr',
  titleTranslations: {},
  negationWords: "not never haven't hasn't hadn't didn't don't doesn't isn't wasn't weren't won't wouldn't can't couldn't cannot",
  firstPerson: "i i'm i've i'd i'll me my mine myself we we're we've we'd us our ours ourselves",
  firstPersonSubjects: "i i'm i've i'd i'll we we're we've we'd",
  commonAcronyms: 'sms pdf csv url gw mw kw kwh mwh gwh tb gb mb kb pb ghz mhz slo slos sla slas sli sre sres kpi kpis okr okrs api apis sql etl roi arr mrr hr it ci cd qa ux ui saas b2b b2c crm erp nps csat gdpr mvp poc rfp seo sem pr rd p&l ebitda capex opex yoy qoq faq sop sops rca dri',
  standaloneTitles: 'cto cfo ceo coo cio ciso cmo cpo',
  abbreviations: 'mr mrs ms dr inc ltd corp co st vs etc e.g i.e approx no dept',
  clauseWords: 'because since which while whereas although though but so that',
  employerWords: 'at',
  rangeWords: 'to through',
  secondPerson: "you you're you've your yours yourself yourselves",
  aheadWords: [
    'would', "i'd", "we'd", 'will', "i'll", "we'll", 'want to', 'wants to', 'hope', 'hoping', 'plan to', 'planning to', 'going to',
    'excited', 'love to', 'like to', 'eager', 'keen', 'look forward', 'looking forward', 'interested in', 'drawn to',
    'admire', 'impressed', 'draws me', 'appeals', 'appeal to me', 'appealing', 'attracts me', 'attracted', 'interests me', 'excites me', 'exciting',
    'could', 'contribute', 'if hired', 'next step', 'ramp up', 'get up to speed', 'pick up',
  ],
};
