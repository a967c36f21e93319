/**
 * The explain trace every rules computation returns beside its answer.
 * A step names what was decided, the value it produced and the rule-book line it rests on,
 * so the Odds panel and `muster odds` can show *why* as well as *what*.
 */
export interface TraceStep {
  /** Short name of the step in the game's words, e.g. "firepower", "best two beneficial". */
  step: string;
  /** What the step produced: a number, a column, a modifier total. */
  value: number | string | null;
  /** A plain sentence in our own words. */
  detail: string;
  /** Seed citation, `000_e4b3381100cae796.txt:LINE` (ADF) or `001_c9b4f560d491440c.txt:LINE` (GBACW). */
  source?: string;
  /** For modifiers: whether it counted or was dropped (e.g. by the best-two / worst-two rule). */
  applied?: boolean;
  /** What the value measures when it is not a count or a chance: a distance on the table is in inches. */
  unit?: 'inches';
}

export type Trace = TraceStep[];

/** The seed file of Across a Deadly Field; citations are `${ADF_BOOK}:LINE`. */
export const ADF_BOOK = '000_e4b3381100cae796.txt';

export const adfLine = (line: number): string => `${ADF_BOOK}:${line}`;

/** The seed file of Blue & Grey (revised), 2nd edition; citations are `${BLUEGREY_BOOK}:LINE`. */
export const BLUEGREY_BOOK = '002_a0a5e96e61d1e57b.txt';

export const bluegreyLine = (line: number): string => `${BLUEGREY_BOOK}:${line}`;

/** The seed file of the Great Battles of the American Civil War series rule book; citations are `${GBACW_BOOK}:LINE`. */
export const GBACW_BOOK = '001_c9b4f560d491440c.txt';

export const gbacwLine = (line: number): string => `${GBACW_BOOK}:${line}`;
