// The words a Hindi answer laid out in STAR lines starts each line with, lower case.
import type { StarLabels } from '../../../prep/star-labels';

export const STAR_LABELS: StarLabels = { Situation: ['स्थिति'], Task: ['कार्य'], Action: ['क्रिया', 'कार्रवाई'], Result: ['परिणाम'] };
