/**
 * Edits of the features along hexsides: a stream, ford, bridge, fence or wall, a slope, works. A side is
 * named from either of its two hexes; it is stored once, under the name `canonicalSide` gives it, and found
 * again whichever hex a click named it from. A side holds at most one feature of each kind (a stream and a
 * slope may share one). Works and slopes face one way: their `inside` is the hex the works protect or the
 * hex at the top of the slope, one of the side's two hexes, and they are refused without it.
 */
import { Refusal, type Command, type Patch } from '../../history';
import type { HexMap, Hexside } from '../../model/scenario.generated';
import { canonicalSide, gridOf, hexId, neighbour, parseHexId, sidesOf, sideKey, type Compass, type Grid } from '../../hex';
import { hexKindUse } from '../../hex/kinds';
import { terrainLabel } from '../../rules/terrainKinds';
import type { HasMap } from './features';
import { hexMapOf, hexOnMap } from './hexes';

/** A hexside as a tool names it: a hex, and the side of it. */
export interface SideAt {
  hex: string;
  direction: Compass;
}

function readSide(grid: Grid, at: SideAt): { key: string; hex: string; direction: Compass; across: string } {
  const c = hexOnMap(grid, at.hex);
  if (!sidesOf(grid).includes(at.direction)) throw new Refusal(`a ${grid.orientation} hex has no ${at.direction} side (its sides are ${sidesOf(grid).join(' ')})`);
  const canonical = canonicalSide(grid, { hex: c, side: at.direction });
  return { key: sideKey(grid, { hex: c, side: at.direction }), hex: hexId(grid, canonical.hex), direction: canonical.side, across: hexId(grid, neighbour(grid, c, at.direction)) };
}

/** The features stored on one side, with their places in the list. */
function onSide(grid: Grid, map: HexMap, key: string): Array<{ i: number; feature: Hexside }> {
  return (map.hexsides ?? []).flatMap((feature, i) => {
    const c = parseHexId(grid, feature.hex);
    return c && sidesOf(grid).includes(feature.direction) && sideKey(grid, { hex: c, side: feature.direction }) === key ? [{ i, feature }] : [];
  });
}

/**
 * Puts a feature of `kind` on a side, or gives the one already there its new `inside`. Works and slopes
 * need their `inside` (one of the two hexes); other kinds take none.
 */
export function setHexside<D extends HasMap>(at: SideAt, kind: string, inside?: string): Command<D> {
  return {
    label: `Add ${terrainLabel(kind).toLowerCase()}`,
    patches: (doc) => {
      const map = hexMapOf(doc);
      const grid = gridOf(map.grid);
      const use = hexKindUse(kind, map);
      const name = terrainLabel(kind, map);
      if (!use.uses.includes('hexside')) throw new Refusal(`${name} is not a hexside feature: paint it in hexes or draw it between them`);
      const side = readSide(grid, at);
      if (use.inside && inside === undefined) {
        throw new Refusal(use.inside === 'works' ? `say which hex the ${name.toLowerCase()} protect: ${at.hex} or ${side.across}` : `say which hex is at the top of the ${name.toLowerCase()}: ${at.hex} or ${side.across}`);
      }
      if (!use.inside && inside !== undefined) throw new Refusal(`${name} has no inside: only works and slopes face one way`);
      if (inside !== undefined && inside !== at.hex && inside !== side.across) {
        throw new Refusal(`the inside of this side must be ${at.hex} or ${side.across}, the two hexes it separates, not ${inside}`);
      }
      const feature: Hexside = { hex: side.hex, direction: side.direction, kind, ...(inside !== undefined ? { inside } : {}) };
      const same = onSide(grid, map, side.key).find((x) => x.feature.kind === kind);
      if (same) {
        if (same.feature.inside === inside) return [];
        return [{ op: 'set', path: ['map', 'hexsides', same.i], value: { ...same.feature, ...(inside !== undefined ? { inside } : {}) } }];
      }
      if (!map.hexsides) return [{ op: 'set', path: ['map', 'hexsides'], value: [feature] }];
      return [{ op: 'insert', path: ['map', 'hexsides', map.hexsides.length], value: feature }];
    },
  };
}

/** Takes the feature of `kind` off a side, or with no kind every feature on it; the last one takes the list with it. */
export function clearHexside<D extends HasMap>(at: SideAt, kind?: string): Command<D> {
  return {
    label: kind ? `Remove ${terrainLabel(kind).toLowerCase()}` : 'Clear hexside',
    patches: (doc) => {
      const map = hexMapOf(doc);
      const grid = gridOf(map.grid);
      const side = readSide(grid, at);
      const gone = onSide(grid, map, side.key).filter((x) => kind === undefined || x.feature.kind === kind);
      if (gone.length === 0) return [];
      if (gone.length === map.hexsides!.length) return [{ op: 'remove', path: ['map', 'hexsides'] }];
      return gone
        .map((x) => x.i)
        .sort((a, b) => b - a)
        .map((i): Patch => ({ op: 'remove', path: ['map', 'hexsides', i] }));
    },
  };
}
