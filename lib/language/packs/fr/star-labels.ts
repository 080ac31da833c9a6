// The words a French answer laid out in STAR lines starts each line with, lower case.
import type { StarLabels } from '../../../prep/star-labels';

export const STAR_LABELS: StarLabels = { Situation: ['situation', 'contexte'], Task: ['tâche'], Action: ['action', 'actions'], Result: ['résultat', 'résultats'] };
