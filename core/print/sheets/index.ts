/**
 * Every sheet Muster prints, and what each needs to be made: the charts only a figure scale; the roster
 * one or more orders of battle. The command line and the app's print preview both print through this
 * table, so a sheet added here is printable from both.
 */
import type { FigureScale } from '../../rules/adf/types';
import type { PrintSettings, PrintSheet, SheetKind } from '../sheet';
import { chartsSheet } from './charts';
import { rosterSheet, type RosterSide } from './roster';

export { chartsSheet } from './charts';
export { rosterSheet, type RosterSide } from './roster';

/** What a sheet is made from; the caller reads files (army files beside a scenario) before it asks. */
export interface SheetInput {
  scale: FigureScale;
  /** The sides to print (a roster prints each). */
  sides: readonly RosterSide[];
  /** The document's title, for the sheet's heading. */
  title?: string;
}

export interface SheetMaker {
  /** What the document must provide, in the words of a refusal ("needs an order of battle"). */
  needs: 'scale' | 'sides';
  /** How the sheet reads best when the user has not chosen: charts are read across a table, landscape. */
  orientation: PrintSettings['orientation'];
  make(input: SheetInput, settings: PrintSettings): PrintSheet;
}

export const SHEET_MAKERS: Readonly<Partial<Record<SheetKind, SheetMaker>>> = {
  charts: { needs: 'scale', orientation: 'landscape', make: (input, settings) => chartsSheet(input.scale, settings) },
  roster: { needs: 'sides', orientation: 'portrait', make: (input, settings) => rosterSheet(input.sides, settings, input.title ? `Roster: ${input.title}` : 'Roster') },
};
