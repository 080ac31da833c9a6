import { feedbackLanguage } from './rubric';
import { feedbackMessages } from './messages';
import type { LanguageOptions } from './score-structure';
import { isCharacterToken, tokenize } from './text-words';

/**
 * Specificity, 0–10: numbers (up to 4 points, one more for a percentage), named tools and
 * technologies (up to 3) and outcome verbs (up to 2). Speech recognisers often drop capitals,
 * so tools are found both from a list of common ones and, where the language's writing shows
 * them, as capitalised words mid-sentence or Latin-script words in another script.
 */
export type SpecificityResult = { score: number; numbers: number; tools: number; outcomes: number; notes: string[] };

/** Tool names are the same words in every language. */
const KNOWN_TOOLS = new Set(
  `react angular vue svelte next.js node node.js nodejs typescript javascript python java kotlin swift go golang rust ruby rails php c# c++ scala elixir sql postgres postgresql mysql sqlite mongodb redis kafka rabbitmq elasticsearch graphql rest grpc docker kubernetes k8s terraform ansible aws azure gcp lambda s3 ec2 bigquery snowflake spark hadoop airflow dbt tableau looker excel powerpoint salesforce hubspot jira confluence asana trello notion slack figma sketch git github gitlab jenkins circleci linux unix nginx webpack vite jest playwright cypress selenium pytorch tensorflow pandas numpy sagemaker openai llm ci/cd devops datadog grafana prometheus sentry splunk stripe shopify sap oracle zendesk okta oauth ios android flutter html css tailwind api apis microservices`.split(/\s+/),
);

export function scoreSpecificity(answer: string, options: LanguageOptions = {}): SpecificityResult {
  const table = feedbackLanguage(options.language);
  const say = feedbackMessages(options.feedbackLanguage ?? options.language);
  const tokens = tokenize(answer);
  const isNumber = (word: string) => /\d/.test(word) || table.numberWords.has(word);
  let numbers = 0;
  let percent = table.percentText?.test(answer) ?? false;
  const tools = new Set<string>();
  const outcomes = new Set<string>();
  tokens.forEach((token, i) => {
    const { word, raw } = token;
    if (isNumber(word)) {
      // "twenty five percent" is one figure, not two.
      if (!(i > 0 && isNumber(tokens[i - 1].word))) numbers++;
    }
    if (/%$/.test(word) || table.percentWord.test(word)) percent = true;
    if (KNOWN_TOOLS.has(word)) tools.add(word);
    else if (table.names === 'capitalised' && !token.pauseBefore && /^[A-Z][\w.+#-]*[A-Za-z0-9+#]$/.test(raw) && !table.notNames.has(word)) tools.add(word);
    else if (table.names === 'latin' && /^[a-z][a-z0-9.+#-]*[a-z0-9+#]$/.test(word) && !table.notNames.has(word) && !table.countFillers([token])) tools.add(word);
    if (!table.characterBased && !isCharacterToken(token) && table.outcomes.test(word)) outcomes.add(word.slice(0, 5));
  });
  // Written without spaces, an outcome verb spans characters: look for it in the text.
  if (table.characterBased) for (const m of answer.matchAll(new RegExp(table.outcomes.source, 'gu'))) outcomes.add(m[0]);
  const numberPoints = numbers === 0 ? 0 : numbers === 1 ? 2 : numbers === 2 ? 3 : 4;
  const toolPoints = tools.size === 0 ? 0 : tools.size === 1 ? 1.5 : tools.size === 2 ? 2.5 : 3;
  const outcomePoints = outcomes.size === 0 ? 0 : outcomes.size === 1 ? 1.5 : 2;
  const score = Math.min(10, numberPoints + (percent ? 1 : 0) + toolPoints + outcomePoints);
  const notes: string[] = [];
  if (numbers === 0) notes.push(say.noNumbers);
  if (tools.size === 0) notes.push(say.noTools);
  if (outcomes.size === 0) notes.push(say.noOutcome);
  if (notes.length === 0) notes.push(say.specific);
  return { score: Math.round(score), numbers, tools: tools.size, outcomes: outcomes.size, notes };
}
