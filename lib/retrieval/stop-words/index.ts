// Every ranking language's stop words, space-separated per language: the ranker drops them
// from questions and passages alike, whatever language either is in.
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { pt } from './pt';
import { zh } from './zh';

export const RANKING_STOP_WORDS: readonly string[] = [en, es, pt, fr, de, hi, zh];
