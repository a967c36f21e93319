/**
 * Zones of Control (7.0, B:222–235): every combat unit controls the six hexes around it, except across
 * creek hexsides without a bridge or ford, into river, ferry and pontoon hexes, and into a trench hex
 * across its trench hexside. What these rules are as data is here; `zoneOfControl` applies them to a map.
 */
import { type HexCoord, neighbours } from '../../../hexgrid';
import { type Trace, bluegreyLine } from '../../trace';
import { type BgMapInput, bgIndex, coordOn, readGround, readSide } from './mapRead';
import type { BgHexRowId, BgHexsideRowId } from '../terrain';
import type { BgUnitClass } from '../types';

/** The ZOC rules that are data. */
export const ZOC_RULES = {
  /** The six hexes around a combat unit, in every phase (7.0 B:226, 7.1 B:227). */
  extent: { hexes: 6, source: bluegreyLine(226), also: bluegreyLine(227) },
  /** Entering an enemy-controlled hex ends a move (7.0, B:226) and it is left only by retreat or advance (7.4, B:231; 6.13, B:177). */
  stopsMovement: { source: bluegreyLine(226), leaving: bluegreyLine(231) },
  /** It costs at least 2 MP to enter, hexside costs on top, and no path rate may be used into it (7.2, B:228; 6.25, B:197). */
  minimumEntryMp: { mp: 2, source: bluegreyLine(228), pathRateSource: bluegreyLine(197) },
  /** Artillery and horse artillery enter one only where friendly infantry or cavalry already are (7.3, B:229). */
  artilleryNeedsCompany: { classes: ['artillery', 'horse-artillery'] as readonly BgUnitClass[], source: bluegreyLine(229) },
  /** Hexes a ZOC never extends into (7.6, B:235). */
  notInto: { rows: ['river-lake', 'ferry-hex', 'pontoon-hex'] as readonly BgHexRowId[], source: bluegreyLine(235) },
  /** Hexsides a ZOC never crosses unless a bridge or ford is on them (7.6, B:235); river hexsides as creeks (decision BG-Z1). */
  notAcross: { rows: ['creek', 'river'] as readonly BgHexsideRowId[], unlessAlso: ['bridge', 'ford'] as readonly BgHexsideRowId[], source: bluegreyLine(235) },
  /** A ZOC does not extend into a trench hex across its trench hexside (7.6, B:235; 10.39, B:463). */
  notIntoTrench: { source: bluegreyLine(235), also: bluegreyLine(463) },
  /** Streams do not stop it (7.6, B:235); redoubts and entrenchments neither, both ways (8.46, B:282). */
  across: { rows: ['stream', 'redoubt', 'entrenchment'] as readonly BgHexsideRowId[], source: bluegreyLine(235), worksSource: bluegreyLine(282) },
  /** Gunboats have none and ignore the enemy's (9.64, B:415); wagon trains are not combat units (2.3, B:33). */
  noZoc: { classes: ['gunboat', 'train'] as readonly BgUnitClass[], source: bluegreyLine(415), trainSource: bluegreyLine(33) },
} as const;

export interface ZoneOfControl {
  /** The hexes controlled. */
  hexes: string[];
  /** Neighbours the zone does not reach, and why. */
  excluded: Array<{ hex: string; why: string; source: string }>;
  trace: Trace;
}

/** The hexes a combat unit of a class in `hex` controls. */
export function zoneOfControl(map: BgMapInput, hex: string, unitClass: BgUnitClass): ZoneOfControl {
  const ix = bgIndex(map);
  const at = coordOn(ix, hex);
  if (!at) return { hexes: [], excluded: [], trace: [{ step: 'zone of control', value: null, detail: `${hex} is not a hex of this map` }] };
  if (ZOC_RULES.noZoc.classes.includes(unitClass))
    return {
      hexes: [],
      excluded: [],
      trace: [{ step: 'zone of control', value: 0, detail: unitClass === 'gunboat' ? 'gunboats have no Zone of Control' : 'wagon trains are not combat units', source: unitClass === 'gunboat' ? ZOC_RULES.noZoc.source : ZOC_RULES.noZoc.trainSource }],
    };
  const hexes: string[] = [];
  const excluded: ZoneOfControl['excluded'] = [];
  for (const n of neighbours(ix.grid, at)) {
    const why = blocked(map, at, n.hex);
    if (why) excluded.push({ hex: ix.idOf(n.hex), ...why });
    else hexes.push(ix.idOf(n.hex));
  }
  const trace: Trace = [{ step: 'zone of control', value: hexes.length, detail: `the hexes around ${hex}: ${hexes.join(', ') || 'none'}`, source: ZOC_RULES.extent.source }];
  for (const e of excluded) trace.push({ step: 'not controlled', value: e.hex, detail: e.why, source: e.source });
  return { hexes, excluded, trace };
}

/** Why a unit in `from` does not control `to`, or undefined when it does. */
function blocked(map: BgMapInput, from: HexCoord, to: HexCoord): { why: string; source: string } | undefined {
  const ix = bgIndex(map);
  const row = readGround(ix, to).row;
  if (row && ZOC_RULES.notInto.rows.includes(row)) return { why: 'a Zone of Control never extends into river, ferry or pontoon hexes', source: ZOC_RULES.notInto.source };
  const side = readSide(ix, from, to).features.map((f) => f);
  const rows = side.map((f) => f.row);
  if (rows.some((r) => ZOC_RULES.notAcross.rows.includes(r)) && !rows.some((r) => ZOC_RULES.notAcross.unlessAlso.includes(r)))
    return { why: 'a Zone of Control never extends across a creek (or river) hexside without a bridge or ford', source: ZOC_RULES.notAcross.source };
  if (side.some((f) => f.row === 'trench' && f.intoWorks)) return { why: 'a Zone of Control does not extend into a trench hex across its trench hexside', source: ZOC_RULES.notIntoTrench.source };
  return undefined;
}

/** Every hex the given units control (gunboats and trains control none). */
export function controlledHexes(map: BgMapInput, units: ReadonlyArray<{ hex: string; unitClass: BgUnitClass }>): Set<string> {
  const out = new Set<string>();
  for (const u of units) for (const h of zoneOfControl(map, u.hex, u.unitClass).hexes) out.add(h);
  return out;
}
