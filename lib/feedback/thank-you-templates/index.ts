import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { it } from './it';
import { nl } from './nl';
import { pt } from './pt';
import type { ThankYouTemplate } from './template';
import { zh } from './zh';

/** The thank-you e-mail templates by primary language subtag; other languages get English. */
export const THANK_YOU_TEMPLATES: Readonly<Record<string, ThankYouTemplate>> = { en, es, pt, fr, de, hi, zh, it, nl };
export type { ThankYouTemplate };
