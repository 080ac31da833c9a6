// English: the table the detector was tuned and measured on (bench/interview-replay); its
// patterns live in ./question-patterns.ts.
import { AUXILIARY, BACK_REFERENCE, BARE_FOLLOW_UP, BARE_WHY, CLAUSE_NOT_QUESTION, CLAUSE_START, EXCLAMATION, HESITATION, MISHEARD_OPENING, OPENER_LEAD_IN, OPENER_UNFINISHED, OPENS_TOPIC, PROMPT_PHRASES, PROMPT_START, QUESTION_LEAD_IN, RESTART, RHETORICAL, SMALL_TALK, TAG_QUESTION, TOPIC_OPENER, UNFINISHED_END, WH_QUESTION, YES_NO_QUESTION } from './question-patterns';
import type { QuestionRules } from '../../../questions/question-rules';

/** "What cloud platforms…", "Which framework…": a question word with its noun, still waiting for its verb. */
const OPEN_WH_PHRASE = /^(?:and |so )?(?:what|which|whose|how many|how much)\b/;

/**
 * Verbs that take a question as their object ("How do you decide | what should page someone?",
 * "Do you know | why it failed?"): the question word after them opens that object, not a new
 * question.
 */
const ASKS_FOR_A_CLAUSE = /\b(?:decide|decides|decided|know|knew|determine|choose|pick|judge|tell|explain|describe|understand|figure out|find out|work out|wonder|wondering|ask|asked|think about|remember|see|check|learn|learned|mean by|sure)$/;

export const QUESTION_RULES: QuestionRules = {
  hesitation: HESITATION,
  restart: RESTART,
  bareWhy: BARE_WHY,
  whQuestion: WH_QUESTION,
  yesNoQuestion: YES_NO_QUESTION,
  prompts: PROMPT_PHRASES,
  smallTalk: SMALL_TALK,
  tagQuestion: TAG_QUESTION,
  exclamation: EXCLAMATION,
  rhetorical: RHETORICAL,
  questionLeadIn: QUESTION_LEAD_IN,
  unfinishedEnd: UNFINISHED_END,
  clauseNotQuestion: CLAUSE_NOT_QUESTION,
  misheardOpening: MISHEARD_OPENING,
  clauseSplit: { start: CLAUSE_START, auxiliary: AUXILIARY, openWhPhrase: OPEN_WH_PHRASE, asksForAClause: ASKS_FOR_A_CLAUSE },
  topicOpener: TOPIC_OPENER,
  openerLeadIn: OPENER_LEAD_IN,
  openerUnfinished: OPENER_UNFINISHED,
  promptStart: PROMPT_START,
  backReference: BACK_REFERENCE,
  opensTopic: OPENS_TOPIC,
  followUp: BARE_FOLLOW_UP,
  shortWords: 5,
  plural: /(?:'s|s)$/,
};
