import type { Command } from '../../history/history';
import type { Patch } from '../../history/patch';
import type { Board, MusterScenario } from '../../model/scenario.generated';

/** The table's measures a designer types: its width, its depth, the side of a board square. */
export type TableMeasure = 'widthIn' | 'heightIn' | 'squareIn';

const MEASURE_LABELS: Record<TableMeasure, string> = { widthIn: 'table width', heightIn: 'table depth', squareIn: 'board square' };

/**
 * How many whole squares of `squareIn` fill `lengthIn`; undefined when they do not fit exactly (the
 * grid then ends in part squares, as boardSquares draws it) or there is no square.
 */
export function squaresAcross(lengthIn: number, squareIn: number | undefined): number | undefined {
  if (!squareIn || squareIn <= 0) return undefined;
  const n = lengthIn / squareIn;
  const whole = Math.round(n);
  return whole >= 1 && Math.abs(n - whole) < 1e-6 ? whole : undefined;
}

/**
 * Changes the table's width, depth or board square, and the squares follow: a 72" × 54" table of 18"
 * squares is 4 × 3 squares, in the editor, the prints and the VASSAL module alike. Where the squares no
 * longer fit the table exactly their count is dropped and the grid ends in part squares, so the board
 * never says 3 × 2 squares on a table that holds more.
 */
export function setTableMeasure(measure: TableMeasure, value: number | undefined): Command<MusterScenario> {
  return {
    label: `Change ${MEASURE_LABELS[measure]}`,
    patches: (doc) => {
      if (value === undefined && measure !== 'squareIn') return [];
      const next: Board = { ...doc.board };
      if (value === undefined) delete next.squareIn;
      else next[measure] = value;
      const patches: Patch[] = [];
      const put = (key: keyof Board, v: unknown) => {
        if (doc.board[key] === v) return;
        patches.push(v === undefined ? { op: 'remove', path: ['board', key] } : { op: 'set', path: ['board', key], value: v });
      };
      put(measure, next[measure]);
      if (next.squareIn !== undefined) {
        const wide = squaresAcross(next.widthIn, next.squareIn);
        const deep = squaresAcross(next.heightIn, next.squareIn);
        if (!(doc.board.squaresWide === undefined && wide === undefined)) put('squaresWide', wide);
        if (!(doc.board.squaresDeep === undefined && deep === undefined)) put('squaresDeep', deep);
      }
      return patches;
    },
  };
}
