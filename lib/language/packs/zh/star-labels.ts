// The words a Chinese answer laid out in STAR lines starts each line with, lower case.
import type { StarLabels } from '../../../prep/star-labels';

export const STAR_LABELS: StarLabels = { Situation: ['情境', '情况', '背景'], Task: ['任务'], Action: ['行动'], Result: ['结果'] };
