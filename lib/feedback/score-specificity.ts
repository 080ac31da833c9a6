import { tokenize } from './text-words';

/**
 * Specificity, 0–10: numbers (up to 4 points, one more for a percentage), named tools and
 * technologies (up to 3) and outcome verbs (up to 2). Speech recognisers often drop capitals,
 * so tools are found both as capitalised words mid-sentence and from a list of common ones.
 */
export type SpecificityResult = { score: number; numbers: number; tools: number; outcomes: number; notes: string[] };

const NUMBER_WORDS = new Set(
  `two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty seventy eighty ninety hundred hundreds thousand thousands million millions billion half double doubled twice triple tripled dozen dozens`.split(/\s+/),
);

const KNOWN_TOOLS = new Set(
  `react angular vue svelte next.js node node.js nodejs typescript javascript python java kotlin swift go golang rust ruby rails php c# c++ scala elixir sql postgres postgresql mysql sqlite mongodb redis kafka rabbitmq elasticsearch graphql rest grpc docker kubernetes k8s terraform ansible aws azure gcp lambda s3 ec2 bigquery snowflake spark hadoop airflow dbt tableau looker excel powerpoint salesforce hubspot jira confluence asana trello notion slack figma sketch git github gitlab jenkins circleci linux unix nginx webpack vite jest playwright cypress selenium pytorch tensorflow pandas numpy sagemaker openai llm ci/cd devops datadog grafana prometheus sentry splunk stripe shopify sap oracle zendesk okta oauth ios android flutter html css tailwind api apis microservices`.split(/\s+/),
);

const OUTCOME_VERBS = /^(dropp|fell|rose|handl|reduc|increas|improv|cut|saved?|saving|grew|grow|doubl|tripl|halv|ship|launch|deliver|achiev|won|win|rais|decreas|boost|accelerat|automat|eliminat|generat|resolv|lower|shorten|sped|speed|exceed|beat|secur|retain|convert)/;

/** Capitalised words that are not names of tools (sentence openings, pronouns, months). */
const NOT_NAMES = new Set(`i i'm i'd i've i'll the a an and but so then we my our it this that when if in on at for monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december english okay ok yes no`.split(/\s+/));

export function scoreSpecificity(answer: string): SpecificityResult {
  const tokens = tokenize(answer);
  let numbers = 0;
  let percent = false;
  const tools = new Set<string>();
  const outcomes = new Set<string>();
  tokens.forEach((token, i) => {
    const { word, raw } = token;
    if (/\d/.test(word) || NUMBER_WORDS.has(word)) {
      // "twenty five percent" is one figure, not two.
      if (!(i > 0 && (/\d/.test(tokens[i - 1].word) || NUMBER_WORDS.has(tokens[i - 1].word)))) numbers++;
    }
    if (/%$/.test(word) || word === 'percent' || word === 'per cent') percent = true;
    if (KNOWN_TOOLS.has(word)) tools.add(word);
    else if (!token.pauseBefore && /^[A-Z][\w.+#-]*[A-Za-z0-9+#]$/.test(raw) && !NOT_NAMES.has(word)) tools.add(word);
    if (OUTCOME_VERBS.test(word)) outcomes.add(word.slice(0, 5));
  });
  const numberPoints = numbers === 0 ? 0 : numbers === 1 ? 2 : numbers === 2 ? 3 : 4;
  const toolPoints = tools.size === 0 ? 0 : tools.size === 1 ? 1.5 : tools.size === 2 ? 2.5 : 3;
  const outcomePoints = outcomes.size === 0 ? 0 : outcomes.size === 1 ? 1.5 : 2;
  const score = Math.min(10, numberPoints + (percent ? 1 : 0) + toolPoints + outcomePoints);
  const notes: string[] = [];
  if (numbers === 0) notes.push('No numbers: say how much, how many or how fast.');
  if (tools.size === 0) notes.push('Name the tools, technologies or methods you used.');
  if (outcomes.size === 0) notes.push('Say what improved as a result.');
  if (notes.length === 0) notes.push('Specific: numbers, named tools and outcomes.');
  return { score: Math.round(score), numbers, tools: tools.size, outcomes: outcomes.size, notes };
}
