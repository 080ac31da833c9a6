// The words a German answer laid out in STAR lines starts each line with, lower case.
import type { StarLabels } from '../../../prep/star-labels';

export const STAR_LABELS: StarLabels = { Situation: ['situation', 'kontext'], Task: ['aufgabe'], Action: ['handlung', 'aktion', 'vorgehen'], Result: ['ergebnis', 'resultat'] };
