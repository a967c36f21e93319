/**
 * Edits of a hex map's hexes: paint terrain on hexes (a brush stroke names the hexes it crossed, or runs
 * once a hex inside one gesture), flood-fill a region of one terrain, set or raise elevation levels, write
 * a hex's label. A hex the file does not list is the map's default terrain at level 0, so a hex painted
 * back to plain default ground with no level and no label leaves the list, and a new one joins its end:
 * the file lists only the hexes that say something. Patches address hexes by their place in the list and
 * touch only the hexes that change, unless an edit changes most of a big map at once (a fill of thousands
 * of hexes), which then sets the list in one patch rather than thousands.
 */
import { Refusal, type Command, type Patch } from '../../history';
import type { Hex, HexMap } from '../../model/scenario.generated';
import { fillRegion, gridOf, hexId, indexHexMap, onGrid, parseHexId, type Grid, type HexCoord } from '../../hex';
import { hexKindUse } from '../../hex/kinds';
import { terrainLabel } from '../../rules/terrainKinds';
import type { HasMap } from './features';

export function hexMapOf(doc: HasMap): HexMap {
  if (doc.map.kind !== 'hex') throw new Refusal('only a hex map has hexes');
  return doc.map as HexMap;
}

/** Reads a hex id of this map's grid; refuses one that is not its numbering or is off the map, saying why. */
export function hexOnMap(grid: Grid, id: string): HexCoord {
  const c = parseHexId(grid, id);
  if (!c) throw new Refusal(`'${id}' is not a hex number of this map (they look like ${hexId(grid, { col: grid.firstColumn, row: grid.firstRow })})`);
  if (!onGrid(grid, c)) throw new Refusal(`hex ${id} is off the map`);
  return c;
}

/** Where each listed hex is in `map.hexes`, kept per list so a brush stroke does not index 10,000 hexes at every step. */
const positions = new WeakMap<readonly Hex[], ReadonlyMap<string, number>>();
export function hexPositions(map: HexMap): ReadonlyMap<string, number> {
  let at = positions.get(map.hexes);
  if (!at) {
    at = new Map(map.hexes.map((h, i) => [h.hex, i]));
    positions.set(map.hexes, at);
  }
  return at;
}

/** Beyond this many changed hexes, an edit sets the whole list in one patch. */
const BULK = 256;

const defaultOf = (map: HexMap): string => map.defaultTerrain ?? 'open';
/** A hex that says nothing the default does not: default terrain, level 0, no label. */
const plain = (map: HexMap, h: Hex): boolean => h.terrain === defaultOf(map) && !h.elevation && h.label === undefined;
const tidyHex = (h: Hex): Hex => ({ hex: h.hex, terrain: h.terrain, ...(h.elevation ? { elevation: h.elevation } : {}), ...(h.label !== undefined ? { label: h.label } : {}) });
const sameHex = (a: Hex, b: Hex): boolean => a.terrain === b.terrain && (a.elevation ?? 0) === (b.elevation ?? 0) && a.label === b.label;

/**
 * The patches that give each named hex what `change` makes of it (as listed, or as the default when not
 * listed): a set of a changed entry, a removal of one left plain, an insert at the end of a new one.
 */
export function editHexes(map: HexMap, ids: readonly string[], change: (hex: Hex) => Hex): Patch[] {
  const grid = gridOf(map.grid);
  const at = hexPositions(map);
  const sets: Patch[] = [];
  const removals: number[] = [];
  const added: Hex[] = [];
  const seen = new Set<string>();
  const next = new Map<number, Hex | null>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    hexOnMap(grid, id);
    const i = at.get(id);
    const old = i === undefined ? { hex: id, terrain: defaultOf(map) } : map.hexes[i]!;
    const made = tidyHex({ ...change(old), hex: id });
    if (i === undefined) {
      if (!plain(map, made)) added.push(made);
    } else if (sameHex(old, made)) {
      continue;
    } else if (plain(map, made)) {
      removals.push(i);
      next.set(i, null);
    } else {
      sets.push({ op: 'set', path: ['map', 'hexes', i], value: made });
      next.set(i, made);
    }
  }
  if (sets.length + removals.length + added.length > BULK) {
    const list = map.hexes.flatMap((h, i) => (next.has(i) ? (next.get(i) ? [next.get(i)!] : []) : [h]));
    return [{ op: 'set', path: ['map', 'hexes'], value: [...list, ...added] }];
  }
  // Sets first (their places are the list's as it stands), then removals from the end, then the new hexes.
  const patches: Patch[] = [...sets, ...removals.sort((a, b) => b - a).map((i): Patch => ({ op: 'remove', path: ['map', 'hexes', i] }))];
  const length = map.hexes.length - removals.length;
  added.forEach((h, k) => patches.push({ op: 'insert', path: ['map', 'hexes', length + k], value: h }));
  return patches;
}

function checkHexKind(map: HexMap, kind: string): void {
  if (!hexKindUse(kind, map).uses.includes('hex')) throw new Refusal(`${terrainLabel(kind, map)} is not terrain a hex is made of: draw it along hexsides or between hexes`);
}

/** Paints the terrain of hexes (a brush stroke, or one hex of it inside a gesture). */
export function paintHexes<D extends HasMap>(ids: readonly string[], terrain: string): Command<D> {
  return {
    label: 'Paint terrain',
    patches: (doc) => {
      const map = hexMapOf(doc);
      checkHexKind(map, terrain);
      return editHexes(map, ids, (h) => ({ ...h, terrain }));
    },
  };
}

/** Fills the region of one terrain that `start` lies in (`fillRegion`) with another terrain. */
export function fillHexes<D extends HasMap>(start: string, terrain: string): Command<D> {
  return {
    label: 'Fill terrain',
    patches: (doc) => {
      const map = hexMapOf(doc);
      checkHexKind(map, terrain);
      const index = indexHexMap(map);
      const from = hexOnMap(index.grid, start);
      if (index.terrainAt(from) === terrain) return [];
      return editHexes(map, fillRegion(map, from, index).map(index.idOf), (h) => ({ ...h, terrain }));
    },
  };
}

const LEVELS = { min: -100, max: 1000 };
const checkLevel = (level: number): number => {
  if (!Number.isInteger(level) || level < LEVELS.min || level > LEVELS.max) throw new Refusal(`an elevation level is a whole number from ${LEVELS.min} to ${LEVELS.max}, not ${level}`);
  return level;
};

/** Sets the elevation level of hexes (0, the default, leaves none written). */
export function setElevation<D extends HasMap>(ids: readonly string[], level: number): Command<D> {
  return {
    label: 'Set elevation',
    patches: (doc) => {
      checkLevel(level);
      return editHexes(hexMapOf(doc), ids, (h) => ({ ...h, elevation: level }));
    },
  };
}

/** Raises (or, with a negative `by`, lowers) the elevation of hexes by whole levels. */
export function changeElevation<D extends HasMap>(ids: readonly string[], by: number): Command<D> {
  return {
    label: by >= 0 ? 'Raise elevation' : 'Lower elevation',
    patches: (doc) => {
      if (!Number.isInteger(by)) throw new Refusal('elevation changes by whole levels');
      return editHexes(hexMapOf(doc), ids, (h) => ({ ...h, elevation: checkLevel((h.elevation ?? 0) + by) }));
    },
  };
}

/** Writes (or, with `undefined` or blank text, clears) the label printed in a hex: a town's or a hill's name. */
export function setHexLabel<D extends HasMap>(id: string, label: string | undefined): Command<D> {
  const text = label?.trim() ? label.trim() : undefined;
  return {
    label: text === undefined ? 'Clear hex label' : 'Label hex',
    patches: (doc) => {
      if (text !== undefined && text.length > 200) throw new Refusal('a hex label is at most 200 characters');
      return editHexes(hexMapOf(doc), [id], (h) => {
        const { label: _old, ...rest } = h;
        return text === undefined ? rest : { ...rest, label: text };
      });
    },
  };
}
