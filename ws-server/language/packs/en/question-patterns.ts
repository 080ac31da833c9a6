// English: the phrases that make an interviewer's sentence a question worth answering, and the
// ones that only look like it (./question-rules.ts gathers them into the English table). Text is
// lower-cased with punctuation other than ' removed first.

const WH = 'what|why|how|when|where|which|who|whom|whose';
const AUX = "do|does|did|have|has|had|can|could|would|will|should|are|is|was|were|may|might|shall|what's|how's|where's|who's|why's";
/** The auxiliaries, for telling whether a clause has its verb yet. */
export const AUXILIARY = new Set(AUX.split('|'));
const PRONOUN = "you|your|we|they|there|it|this|that|i|he|she|the|a|an|any|anything|one|someone|something|yourself|u";

/** Starts with a question word, then a verb or noun phrase: "what did you…", "how would…", "which framework…". */
export const WH_QUESTION = new RegExp(`^(?:so |and |okay |ok |now |then |alright |well |but )*(?:${WH})(?:'s|'re|'d)?\\b`);

/** Subject-auxiliary inversion: "have you ever…", "can you explain…", "is there…". */
export const YES_NO_QUESTION = new RegExp(`^(?:so |and |okay |ok |now |then |alright |well |but )*(?:${AUX}) (?:${PRONOUN})\\b`);

/** Imperatives and softened requests that ask for an answer. */
export const PROMPT_PHRASES = new RegExp(
  [
    '\\btell (?:me|us)\\b',
    '\\bwalk (?:me|us) through\\b',
    '\\btalk (?:me|us) through\\b',
    '\\btake (?:me|us) through\\b',
    '\\btalk (?:a bit |a little )?about\\b',
    '^(?:so |and |now |okay |please )*(?:describe|explain|elaborate|outline|summari[sz]e|compare|define|share|list|name|give|go through|expand)\\b',
    '\\b(?:give|share with) (?:me|us)\\b',
    '\\bhelp (?:me|us) understand\\b',
    "\\bi'?d (?:like|love) (?:to (?:hear|know|understand|learn)|you to)\\b",
    '\\bi (?:would|want|wanted) (?:like )?to (?:hear|know|understand|learn)\\b',
    "\\bi'?m (?:curious|interested) (?:about|how|what|why|to (?:hear|know))\\b",
    '\\bi (?:was )?wonder(?:ing)? (?:if|whether|how|what|why)\\b',
    "\\blet'?s (?:talk|start|move on|dive|get) (?:about|with|to|into)\\b.*\\b(?:your|you)\\b",
    '\\bwhat about\\b',
    '\\bhow about\\b',
  ].join('|'),
);

/** Small talk and meeting logistics: questions nobody needs an answer drafted for. */
export const SMALL_TALK = new RegExp(
  [
    '\\bcan you (?:hear|see) (?:me|us|my|our)\\b',
    '\\b(?:hear|see) me (?:ok|okay|alright|well|fine)\\b',
    '\\bmy (?:audio|video|mic|microphone|screen|connection)\\b',
    '\\bare you (?:there|ready|able to hear)\\b',
    "^(?:hi |hello |hey |good morning |good afternoon )*(?:so )?how(?: are|'re| is|'s) (?:you|it going|things|your day|everything)\\b",
    '\\bhow (?:was|is) your (?:day|weekend|morning|week|commute)\\b',
    '\\b(?:shall|should) we (?:start|begin|get started)\\b',
    '\\b(?:ready to|good to) (?:start|begin|go)\\b',
    '\\b(?:does that|that) (?:make sense|sound (?:good|ok|okay|fair))\\b',
    '\\bis (?:that|this) (?:ok|okay|alright|clear|fine)\\b',
    '\\b(?:can|could) you (?:repeat|say) that\\b',
    '\\bdid (?:you|i) (?:get|catch) that\\b',
    '\\bcan i call you\\b',
    '\\bwould you like (?:a |some )?(?:\\w+ )?(?:water|coffee|tea|break)\\b',
    '\\bam i (?:audible|on mute|muted|breaking up)\\b',
  ].join('|'),
);

/** Statements that happen to start like a question: "what a great answer", "how nice". */
export const EXCLAMATION = /^(?:what an? (?:great|good|nice|interesting|wonderful|fascinating)|how (?:nice|cool|interesting|great|lovely|wonderful|fun)\b)/;

/** A statement ending in a confirmation tag is not a question to answer: "we use react, right?" */
export const TAG_QUESTION = /(?:,|\b)\s*(?:right|okay|ok|yeah|correct|you know|huh|no|isn't it|doesn't it|don't you think)\s*\?\s*$/;

/**
 * Words that open a new question inside unpunctuated speech ("…a conflict how did you resolve
 * it"). Not who/which/whose, which mostly open relative clauses ("someone who can…"), and not
 * "would you" alone, which sits inside questions ("what policy would you choose").
 */
export const CLAUSE_START = new RegExp(`\\b(?:(?:and|so) )?(?:(?:what|why|how|when|where) (?:${AUX})|(?:what|why|how|when|where)'(?:d|ll|re) (?:you|we|they)|(?:do|did|have|can|could) you) `, 'g');

/**
 * A question whose first word the recogniser misheard ("hi would you make a slow page faster",
 * for "how would you…"): the words after it still ask the candidate something. Only "you" after
 * the auxiliary, so a statement with a question word inside ("that's what is needed") is not one.
 */
export const MISHEARD_OPENING = /^[a-z']+ (?:(?:how|why|where|when|what) )?(?:do|did|would|could|will|can|should|have) you\b/;

/**
 * Topic openers: a question when said alone, an introduction when a question follows. The word
 * after "let" may be misheard by a recogniser ("let off talk about…" for "let us talk about…").
 */
export const TOPIC_OPENER = /^(?:so |okay |ok |now |alright )*let(?:'?s)?(?: [a-z']+)? (?:talk|move on|dive|get|turn|switch)\b/;

/**
 * How a sentence that opens a topic or moves on to the next may start, when the prompt follows in
 * the same breath ("Let's talk about teamwork, describe a time…", "Moving on, tell me about…").
 * The topic may follow the phrase ("…about teamwork", "…to leadership").
 */
export const OPENER_LEAD_IN = new RegExp(
  `^(?:so |okay |ok |now |alright |all right |right |great |good |perfect |thanks |thank you )*(?:${[
    "let(?:'?s)?(?: [a-z']+)? (?:talk|move on|dive|get|turn|switch|start|begin|shift)",
    'moving (?:on|along)',
    '(?:switching|changing|shifting) (?:gears|topics?|tack)',
    'next (?:topic|question|up)',
    '(?:on|over|turning|coming) to',
  ].join('|')})\\b`,
);

/** An opener cut short: the words after it belong to it ("let's talk about how you | describe…"). */
export const OPENER_UNFINISHED =
  /(?:\b(?:to|about|with|into|of|the|a|an|your|and|or|but|how|what|why|when|where|which|who|would|could|can|will|should|do|did)|\b(?:how|what|why|when|where|which|who|that) (?:you|you'd|we|we'd|they|i|he|she|it))$/;

/**
 * Prompts that can follow an opener in the same breath: imperatives and requests with what they
 * ask for, so a verb inside the topic ("…how teams describe requirements") does not start one.
 * What follows is split off only if it reads as a question on its own.
 */
export const PROMPT_START = new RegExp(
  `^(?:and |so |now |please )*(?:${[
    '(?:tell|walk|talk|take) (?:me|us)',
    '(?:give|share with) (?:me|us)',
    '(?:describe|explain|outline|summari[sz]e|compare|name|list|give|share) (?:a|an|one|two|three|some|any|the|your|yourself|how|what|why|when|which)',
    "i'?d (?:like|love) (?:to (?:hear|know|understand|learn)|you to)",
    '(?:can|could|would) you',
  ].join('|')})\\b`,
);

/**
 * A lead-in that announces the question still to come ("So what I'd like to know is…", "My
 * next question is…"): said before a pause, it is not yet a question to answer.
 */
export const QUESTION_LEAD_IN =
  /(?:what (?:i|we)(?:'d| would)? (?:like|love|want|wanted) to (?:know|ask|hear|understand)(?: about)?|(?:my|the|our|one|another|a) (?:first |next |last |final |other |follow up |quick )?question(?: for you)? (?:is|would be)|(?:the )?(?:thing|one thing) (?:i|we)(?:'d| would)? (?:like|want|wanted) to (?:know|ask)(?: about)?) (?:is|was|would be)$|(?:my|the|our) (?:first |next |last |final |other |follow up |quick )?question(?: for you)? (?:is|would be)$/;

/** "Why?" on its own: a follow-up, the one one-word question worth an answer. */
export const BARE_WHY = /^(?:and |so |but )?(?:why|how come|how so)$/;

/** "Who knows?", "Who cares?": asked of nobody, even when a recogniser punctuates them as questions. */
export const RHETORICAL = /^(?:and |but |so |well )*who (?:knows|cares|can say)(?: really| anyway)?$/;

// "what we do here is…", "how I see it…", "who knows": a question word opening a clause, not a question.
export const CLAUSE_NOT_QUESTION = /^who knows\b|^(?:so |and |but )*(?:what|how|why|when|where|which) (?:we|i|they|he|she|it)\b|^(?:which|that)(?:'s| is) why\b/;

/** A sentence cut off at a conjunction or an article (a restart, or a recogniser's "uh" read as "but"). */
export const UNFINISHED_END = /\b(?:and|but|or|because|the|a|an)$/;

/**
 * Hesitation sounds, which recognisers print as words ("So, um, can you…"): they say nothing
 * about whether a sentence asks something, and in front of a question they hid its first word
 * from the patterns. "Hmm" is a listener's noise as often as a hesitation; both go.
 */
export const HESITATION = /\b(?:u+h+|u+m+|uhm+|e+r+m*|h+m+|m+h*m+)\b/g;

/** A restart, one to three words said twice in a row ("can you, can you walk me through…"). */
export const RESTART = /\b((?:[a-z']+ ){0,2}[a-z']+) \1\b/g;

/** Words that point back at something already said. "that" is left out: it mostly opens relative clauses. */
export const BACK_REFERENCE = /\b(?:it|its|them|they|those|these|each one|each of them|either|afterwards|after that|then|the outcome|the result|the hardest part|what happened)\b/;

/** Prompts that open a topic of their own, however short ("Tell me about yourself."). */
export const OPENS_TOPIC = /^(?:so |and |now |okay |ok )*(?:tell|walk|talk|take|describe|explain|give|share|introduce|let'?s)\b/;

/** A bare "why" or "how come", a "what if": only meaningful after another question. */
export const BARE_FOLLOW_UP = /^(?:and |so |but |okay |ok )*(?:(?:why|how come)(?: is that| was that| not| so)?$|what (?:if|happens if|would happen if)\b|then\b)/;
