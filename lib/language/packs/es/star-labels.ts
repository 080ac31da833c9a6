// The words a Spanish answer laid out in STAR lines starts each line with, lower case.
import type { StarLabels } from '../../../prep/star-labels';

export const STAR_LABELS: StarLabels = { Situation: ['situación', 'contexto'], Task: ['tarea'], Action: ['acción', 'acciones'], Result: ['resultado', 'resultados'] };
