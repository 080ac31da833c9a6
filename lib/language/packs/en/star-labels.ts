// The words a English answer laid out in STAR lines starts each line with, lower case.
import type { StarLabels } from '../../../prep/star-labels';

export const STAR_LABELS: StarLabels = { Situation: ['situation', 'context'], Task: ['task'], Action: ['action', 'actions'], Result: ['result', 'results', 'outcome'] };
