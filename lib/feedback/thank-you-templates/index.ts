import { textsWith } from '../../language/packs/text-registry';
import type { ThankYouTemplate } from './template';

/** The thank-you e-mail templates by primary language subtag; other languages get English. */
export const THANK_YOU_TEMPLATES: Readonly<Record<string, ThankYouTemplate>> = Object.fromEntries(textsWith('thankYou').map((p) => [p.code, p.data]));
export type { ThankYouTemplate };
