/**
 * A scenario's map as everything that reads it takes it: the tabletop board, its map, the figure scale
 * and the sides with their orders of battle (or, for a hex map, the map and the sides with their
 * counters). The SVG renderer (render/svg.ts), the rules preview (core/preview) and the playtest
 * (core/playtest) all start from this, so it is built here in the map model and none of them needs
 * to import another's code to get it.
 *
 * Orders of battle are passed in already read, since a scenario's side may point at an army file that
 * only the caller can open.
 */
import type { CounterSide } from '../hex/counters';
import type { OrderOfBattle } from '../model/oob';
import type { FigureScale, Side } from '../model/words';
import type { Board, Georeference, HexMap, MusterScenario, TabletopMap } from '../model/scenario.generated';

/** A side as the map shows it: its name, which side of the rules it plays, and its army if one is read. */
export interface RenderSide {
  id: string;
  name: string;
  rulesSide: Side;
  orderOfBattle?: OrderOfBattle;
}

/** A tabletop map with its board, scale and sides. */
import type { UnderlayPicture } from './render/underlay';

export interface MapRenderInput {
  board: Board;
  map: TabletopMap;
  scale: FigureScale;
  sides: readonly RenderSide[];
  /** Where the table lies on the Earth, for the scale bar and north arrow. */
  georeference?: Georeference;
  /** Reference images to print faded under the terrain, read and placed by whoever prints. */
  underlays?: readonly UnderlayPicture[];
}

/** A hex map with its sides' counters (or orders of battle, whose units a map names by name). */
export interface HexRenderInput {
  map: HexMap;
  sides: readonly CounterSide[];
}

/** What a map of either kind is drawn from: a tabletop board and its map, or a hex map and its sides' counters. */
export type AnyMapRenderInput = MapRenderInput | HexRenderInput;

export const isHexInput = (input: AnyMapRenderInput): input is HexRenderInput => input.map.kind === 'hex';

/** The input for a scenario's hex map: the map and its sides with their counters and orders of battle. */
export function scenarioHexInput(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>> = {}): HexRenderInput | undefined {
  if (scenario.map?.kind !== 'hex') return undefined;
  return {
    map: scenario.map,
    sides: scenario.sides.map((s) => {
      const oob = s.forces.orderOfBattle ?? armies[s.id];
      return { id: s.id, name: s.name, rulesSide: s.rulesSide, ...(s.forces.counters ? { counters: s.forces.counters } : {}), ...(oob ? { orderOfBattle: oob } : {}) };
    }),
  };
}

/** The input for a whole scenario: its board, tabletop map, scale and sides. Undefined for a hex map (see `scenarioHexInput`). */
export function scenarioRenderInput(scenario: MusterScenario, armies: Readonly<Record<string, OrderOfBattle>> = {}): MapRenderInput | undefined {
  if (!scenario.map || scenario.map.kind !== 'tabletop' || !scenario.board) return undefined;
  const scale: FigureScale = scenario.scale === '10mm' || scenario.scale === '25mm' ? scenario.scale : '15mm';
  return {
    board: scenario.board,
    map: scenario.map,
    scale,
    ...(scenario.georeference ? { georeference: scenario.georeference } : {}),
    sides: scenario.sides.map((s) => {
      const oob = s.forces.orderOfBattle ?? armies[s.id];
      return { id: s.id, name: s.name, rulesSide: s.rulesSide, ...(oob ? { orderOfBattle: oob } : {}) };
    }),
  };
}
