/**
 * Every sheet Muster prints, and what each needs to be made: the charts only a figure scale, or a hex
 * scenario for its own game's (referenceCharts.ts); the roster
 * one or more orders of battle; the map at 1:1 a tabletop map with its board; the briefing and the
 * deployment sheets a scenario (and, for the deployment map, its tabletop map). The command line and the app's print preview both print through this
 * table, so a sheet added here is printable from both.
 */
import type { MapRenderInput } from '../../map/scenarioMap';
import type { OrderOfBattle } from '../../model/oob';
import type { MusterScenario } from '../../model/scenario.generated';
import type { FigureScale } from '../../model/words';
import type { PrintSettings, PrintSheet, SheetKind } from '../sheet';
import { referenceChartsSheet } from './referenceCharts';
import { mapTilesSheet } from './mapTiles';
import { briefingSheet, deploymentSheet } from './scenarioSheets';
import { rosterSheet, type RosterSide } from './roster';
import { battleReportSheet } from './battleReport';
import { designerNotesSheet, type BalanceNotes } from './designerNotes';
import type { BattleReport } from '../../playtest/report';
import { campaignRosterSheet } from './campaignRoster';
import type { CampaignRosterData } from '../../campaign/roster';

export { chartsSheet } from './charts';
export { bluegreyChartsSheet } from './bluegreyCharts';
export { gbacwChartsSheet } from './gbacwCharts';
export { chartsOf, referenceChartsSheet, sheetScaleOf, type ReferenceCharts } from './referenceCharts';
export { rosterSheet, type RosterSide } from './roster';
export { campaignRosterSheet } from './campaignRoster';
export { mapTiles, mapTilesSheet, OVERLAP_IN, type MapTile } from './mapTiles';
export { arrivalWords, briefingSheet, deploymentSheet } from './scenarioSheets';
export { battleReportSheet } from './battleReport';
export { designerNotesSheet, type BalanceNotes } from './designerNotes';

/** What a sheet is made from; the caller reads files (army files beside a scenario) before it asks. */
export interface SheetInput {
  scale: FigureScale;
  /** The sides to print (a roster prints each). */
  sides: readonly RosterSide[];
  /** The document's title, for the sheet's heading. */
  title?: string;
  /** The tabletop map to print, with its board and sides (`scenarioRenderInput`). */
  map?: MapRenderInput;
  /** Only this side (its id) where the sheet draws sides: a side's own map shows nothing of the other's. */
  side?: string;
  /** The scenario, for its briefing and deployment sheets, with the orders of battle its army files hold. */
  scenario?: MusterScenario;
  armies?: Readonly<Record<string, OrderOfBattle>>;
  /** A playtest's battle report (core/playtest/report.ts), for the battle report sheet. */
  report?: BattleReport;
  /** A campaign's roster: its sides' units with their losses so far (core/campaign `campaignRosterData`). */
  campaign?: CampaignRosterData;
  /** A balance run's numbers (core/balance), for the designer's notes. */
  balance?: BalanceNotes;
}

export interface SheetMaker {
  /** What the document must provide, in the words of a refusal ("needs an order of battle"). */
  needs: 'scale' | 'sides' | 'map' | 'scenario' | 'report' | 'campaign' | 'balance';
  /** Reads the scenario when there is one though it needs none: the charts print a hex scenario's own game's. */
  usesScenario?: true;
  /** How the sheet reads best when the user has not chosen: charts are read across a table, landscape. */
  orientation: PrintSettings['orientation'];
  make(input: SheetInput, settings: PrintSettings): PrintSheet;
}

export const SHEET_MAKERS: Readonly<Record<SheetKind, SheetMaker>> = {
  charts: { needs: 'scale', usesScenario: true, orientation: 'landscape', make: (input, settings) => referenceChartsSheet(input, settings) },
  briefing: { needs: 'scenario', orientation: 'portrait', make: (input, settings) => briefingSheet(input.scenario!, input.armies ?? {}, settings) },
  deployment: {
    needs: 'scenario',
    orientation: 'portrait',
    make: (input, settings) => deploymentSheet(input.scenario!, input.armies ?? {}, input.map, input.side ? [input.side] : input.scenario!.sides.map((s) => s.id), settings),
  },
  map: {
    needs: 'map',
    orientation: 'portrait',
    make: (input, settings) => mapTilesSheet(input.map!, settings, { title: input.title ?? 'Map', ...(input.side ? { side: input.side } : {}) }),
  },
  roster: { needs: 'sides', orientation: 'portrait', make: (input, settings) => rosterSheet(input.sides, settings, input.title ? `Roster: ${input.title}` : 'Roster') },
  'battle-report': {
    needs: 'report',
    orientation: 'portrait',
    make: (input, settings) => {
      if (!input.report) throw new Error('The battle report is made from a playtest: no report was given.');
      return battleReportSheet(input.report, settings);
    },
  },
  'campaign-roster': { needs: 'campaign', orientation: 'portrait', make: (input, settings) => campaignRosterSheet(input.campaign!, settings) },
  'designer-notes': {
    needs: 'balance',
    orientation: 'portrait',
    make: (input, settings) => {
      if (!input.scenario || !input.balance) throw new Error('The designer’s notes are printed from a balance run of a scenario (Scenario ▸ Balance…).');
      return designerNotesSheet(input.scenario, input.armies ?? {}, input.balance, settings);
    },
  },
};
