/**
 * What the ADF tables share beyond the game's words (core/model/words.ts: sides, qualities, arms,
 * morale levels, eras, figure scales): a value printed once per figure scale.
 */
import type { FigureScale } from '../../model/words';

/** A value per figure scale. */
export type PerScale<T> = Record<FigureScale, T>;
