// Every labelled set, tune and held-out, in the order the bench prints them. The second tune batch
// (*.tune-2.ts) was written after the check had been fitted to the first, the third (*.tune-3.ts)
// after it had been fitted to both, and the fourth (*.tune-4.ts) after it had been fitted to all
// three; they are tune data like the first, listed apart too so the data test can hold each batch
// to its own rules.
import type { ClaimSet } from '../types';
import { DE_HELD_OUT } from './de.held-out';
import { DE_TUNE } from './de.tune';
import { DE_TUNE_2 } from './de.tune-2';
import { DE_TUNE_3 } from './de.tune-3';
import { DE_TUNE_4 } from './de.tune-4';
import { EN_HELD_OUT } from './en.held-out';
import { EN_TUNE } from './en.tune';
import { EN_TUNE_2 } from './en.tune-2';
import { EN_TUNE_3 } from './en.tune-3';
import { EN_TUNE_4 } from './en.tune-4';
import { ES_HELD_OUT } from './es.held-out';
import { ES_TUNE } from './es.tune';
import { ES_TUNE_2 } from './es.tune-2';
import { ES_TUNE_3 } from './es.tune-3';
import { ES_TUNE_4 } from './es.tune-4';
import { FR_HELD_OUT } from './fr.held-out';
import { FR_TUNE } from './fr.tune';
import { FR_TUNE_2 } from './fr.tune-2';
import { FR_TUNE_3 } from './fr.tune-3';
import { FR_TUNE_4 } from './fr.tune-4';
import { HI_HELD_OUT } from './hi.held-out';
import { HI_TUNE } from './hi.tune';
import { HI_TUNE_2 } from './hi.tune-2';
import { HI_TUNE_3 } from './hi.tune-3';
import { HI_TUNE_4 } from './hi.tune-4';
import { PT_HELD_OUT } from './pt.held-out';
import { PT_TUNE } from './pt.tune';
import { PT_TUNE_2 } from './pt.tune-2';
import { PT_TUNE_3 } from './pt.tune-3';
import { PT_TUNE_4 } from './pt.tune-4';
import { ZH_HELD_OUT } from './zh.held-out';
import { ZH_TUNE } from './zh.tune';
import { ZH_TUNE_2 } from './zh.tune-2';
import { ZH_TUNE_3 } from './zh.tune-3';
import { ZH_TUNE_4 } from './zh.tune-4';

/** The second tune batch, one set per language, each in its `<lang>.tune-2.ts`. */
export const SECOND_TUNE_SETS: readonly ClaimSet[] = [EN_TUNE_2, ES_TUNE_2, DE_TUNE_2, FR_TUNE_2, PT_TUNE_2, HI_TUNE_2, ZH_TUNE_2];

/** The third tune batch, one set per language, each in its `<lang>.tune-3.ts`. */
export const THIRD_TUNE_SETS: readonly ClaimSet[] = [EN_TUNE_3, ES_TUNE_3, DE_TUNE_3, FR_TUNE_3, PT_TUNE_3, HI_TUNE_3, ZH_TUNE_3];

/** The fourth tune batch, one set per language, each in its `<lang>.tune-4.ts`. */
export const FOURTH_TUNE_SETS: readonly ClaimSet[] = [EN_TUNE_4, ES_TUNE_4, DE_TUNE_4, FR_TUNE_4, PT_TUNE_4, HI_TUNE_4, ZH_TUNE_4];

export const CLAIM_SETS: readonly ClaimSet[] = [
  EN_TUNE, EN_TUNE_2, EN_TUNE_3, EN_TUNE_4, EN_HELD_OUT,
  ES_TUNE, ES_TUNE_2, ES_TUNE_3, ES_TUNE_4, ES_HELD_OUT,
  DE_TUNE, DE_TUNE_2, DE_TUNE_3, DE_TUNE_4, DE_HELD_OUT,
  FR_TUNE, FR_TUNE_2, FR_TUNE_3, FR_TUNE_4, FR_HELD_OUT,
  PT_TUNE, PT_TUNE_2, PT_TUNE_3, PT_TUNE_4, PT_HELD_OUT,
  HI_TUNE, HI_TUNE_2, HI_TUNE_3, HI_TUNE_4, HI_HELD_OUT,
  ZH_TUNE, ZH_TUNE_2, ZH_TUNE_3, ZH_TUNE_4, ZH_HELD_OUT,
];
