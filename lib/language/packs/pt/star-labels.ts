// The words a Portuguese answer laid out in STAR lines starts each line with, lower case.
import type { StarLabels } from '../../../prep/star-labels';

export const STAR_LABELS: StarLabels = { Situation: ['situação', 'contexto'], Task: ['tarefa'], Action: ['ação', 'ações'], Result: ['resultado', 'resultados'] };
