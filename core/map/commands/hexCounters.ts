/**
 * Edits of the counters on a hex map: place one in a hex, move it, take it off, restack it, face it and
 * flip it, extend it into further hexes. A counter is named by its side and unit (`PlacementKey`): a unit
 * has one counter on the map. Counters in one hex stack in list order, the first at the bottom, so a
 * counter placed or moved into a hex goes to the end of the list (the top of that stack), and restacking
 * moves it in the list past the counters of its own hex only.
 *
 * Facing is GBACW's (7.1): a counter faces a hexside (March orders) or a hex corner (Advance and Attack),
 * never both. An extended line or column occupies one or two further hexes (`alsoIn`, 8.4–8.5), each
 * touching the counter's hex or the extension before it.
 */
import { Refusal, type Command, type Patch } from '../../history';
import type { HexMap, HexPlacement } from '../../model/scenario.generated';
import { cornersOf, gridOf, hexDistance, sidesOf, type Compass, type Grid } from '../../hex';
import type { HasMap } from './features';
import { hexMapOf, hexOnMap } from './hexes';
import { placementKey, type PlacementKey } from './units';

function counterIndex(map: HexMap, key: PlacementKey): number {
  const i = (map.units ?? []).findIndex((u) => u.side === key.side && u.unit === key.unit);
  if (i < 0) throw new Refusal(`${key.unit} of ${key.side} has no counter on the map`);
  return i;
}

function checkFacing(grid: Grid, p: Pick<HexPlacement, 'facing' | 'facingVertex'>): void {
  if (p.facing !== undefined && p.facingVertex !== undefined) throw new Refusal('a counter faces a side or a corner, not both');
  if (p.facing !== undefined && !sidesOf(grid).includes(p.facing)) throw new Refusal(`a ${grid.orientation} hex has no ${p.facing} side to face (its sides are ${sidesOf(grid).join(' ')})`);
  if (p.facingVertex !== undefined && !cornersOf(grid).includes(p.facingVertex)) throw new Refusal(`a ${grid.orientation} hex has no ${p.facingVertex} corner to face (its corners are ${cornersOf(grid).join(' ')})`);
}

/** Refuses an extension that is not one or two more hexes, each on the map and touching the one before. */
function checkExtension(grid: Grid, hex: string, alsoIn: readonly string[]): void {
  if (alsoIn.length > 2) throw new Refusal('a counter extends into at most two more hexes');
  const chain = [hex, ...alsoIn];
  if (new Set(chain).size !== chain.length) throw new Refusal('an extension names a hex the counter is already in');
  const coords = chain.map((id) => hexOnMap(grid, id));
  for (let k = 1; k < coords.length; k++) {
    const touches = coords.slice(0, k).some((c) => hexDistance(grid, c, coords[k]!) === 1);
    if (!touches) throw new Refusal(`${chain[k]} does not touch the hexes the counter is in (${chain.slice(0, k).join(', ')})`);
  }
}

/** The places of the counters whose own hex is `hex`, bottom first. */
const stackOf = (units: readonly HexPlacement[], hex: string): number[] => units.flatMap((u, i) => (u.hex === hex ? [i] : []));

/** Puts a counter on top of a hex's stack; a unit already on the map is moved there instead, with the new placement's fields. */
export function placeCounter<D extends HasMap>(placement: HexPlacement): Command<D> {
  return {
    label: 'Place counter',
    patches: (doc) => {
      const map = hexMapOf(doc);
      const grid = gridOf(map.grid);
      hexOnMap(grid, placement.hex);
      checkFacing(grid, placement);
      if (placement.alsoIn) checkExtension(grid, placement.hex, placement.alsoIn);
      const value: HexPlacement = { ...placement };
      const units = map.units;
      if (!units) return [{ op: 'set', path: ['map', 'units'], value: [value] }];
      const i = units.findIndex((u) => placementKey(u) === placementKey(placement));
      if (i < 0) return [{ op: 'insert', path: ['map', 'units', units.length], value }];
      return [
        { op: 'remove', path: ['map', 'units', i] },
        { op: 'insert', path: ['map', 'units', units.length - 1], value },
      ];
    },
  };
}

/** Moves a counter to another hex, on top of its stack; an extension does not follow it (it may not touch the new hex). */
export function moveCounter<D extends HasMap>(key: PlacementKey, hex: string): Command<D> {
  return {
    label: 'Move counter',
    patches: (doc) => {
      const map = hexMapOf(doc);
      hexOnMap(gridOf(map.grid), hex);
      const units = map.units ?? [];
      const i = counterIndex(map, key);
      const old = units[i]!;
      if (old.hex === hex) return [];
      const { alsoIn: _dropped, ...rest } = old;
      return [
        { op: 'remove', path: ['map', 'units', i] },
        { op: 'insert', path: ['map', 'units', units.length - 1], value: { ...rest, hex } },
      ];
    },
  };
}

/** Takes a counter off the map; the last one takes the list with it. */
export function removeCounter<D extends HasMap>(key: PlacementKey): Command<D> {
  return {
    label: 'Remove counter',
    patches: (doc) => {
      const map = hexMapOf(doc);
      const i = counterIndex(map, key);
      if (map.units!.length === 1) return [{ op: 'remove', path: ['map', 'units'] }];
      return [{ op: 'remove', path: ['map', 'units', i] }];
    },
  };
}

export type StackMove = 'up' | 'down' | 'top' | 'bottom';
const STACK_WORDS: Readonly<Record<StackMove, string>> = { up: 'Raise counter', down: 'Lower counter', top: 'Counter to top', bottom: 'Counter to bottom' };

/** Moves a counter up or down its hex's stack, or to its top or bottom; the other hexes' counters keep their places. */
export function restackCounter<D extends HasMap>(key: PlacementKey, move: StackMove): Command<D> {
  return {
    label: STACK_WORDS[move],
    patches: (doc) => {
      const map = hexMapOf(doc);
      const units = map.units ?? [];
      const i = counterIndex(map, key);
      const stack = stackOf(units, units[i]!.hex);
      const p = stack.indexOf(i);
      const to = move === 'up' ? p + 1 : move === 'down' ? p - 1 : move === 'top' ? stack.length - 1 : 0;
      if (to === p || to < 0 || to >= stack.length) return [];
      // Taken out and put back at the place of the counter it passes: above it when going up (that place
      // moved up by one as it came out), below it when going down.
      const at = stack[to]!;
      return [
        { op: 'remove', path: ['map', 'units', i] },
        { op: 'insert', path: ['map', 'units', at], value: units[i] },
      ];
    },
  };
}

/** Faces a counter towards a side or a corner of its hex, or (undefined) not at all. */
export function setCounterFacing<D extends HasMap>(key: PlacementKey, facing: { side: Compass } | { corner: Compass } | undefined): Command<D> {
  return {
    label: facing === undefined ? 'Clear facing' : 'Face counter',
    patches: (doc) => {
      const map = hexMapOf(doc);
      const grid = gridOf(map.grid);
      const i = counterIndex(map, key);
      const old = map.units![i]!;
      const next = { facing: facing && 'side' in facing ? facing.side : undefined, facingVertex: facing && 'corner' in facing ? facing.corner : undefined };
      checkFacing(grid, next);
      const patches: Patch[] = [];
      for (const field of ['facing', 'facingVertex'] as const) {
        if (old[field] === next[field]) continue;
        patches.push(next[field] === undefined ? { op: 'remove', path: ['map', 'units', i, field] } : { op: 'set', path: ['map', 'units', i, field], value: next[field] });
      }
      return patches;
    },
  };
}

/** Extends a counter into one or two more hexes (GBACW extended line or column), or with none withdraws it into its own. */
export function extendCounter<D extends HasMap>(key: PlacementKey, alsoIn: readonly string[]): Command<D> {
  return {
    label: alsoIn.length ? 'Extend counter' : 'Withdraw extension',
    patches: (doc) => {
      const map = hexMapOf(doc);
      const i = counterIndex(map, key);
      const old = map.units![i]!;
      if (JSON.stringify(old.alsoIn ?? []) === JSON.stringify(alsoIn)) return [];
      if (alsoIn.length === 0) return [{ op: 'remove', path: ['map', 'units', i, 'alsoIn'] }];
      checkExtension(gridOf(map.grid), old.hex, alsoIn);
      return [{ op: 'set', path: ['map', 'units', i, 'alsoIn'], value: [...alsoIn] }];
    },
  };
}

/** Flips a counter to its reverse (reduced, or disordered in GBACW), or hides it from the other side, and back. */
export function setCounterFlag<D extends HasMap>(key: PlacementKey, flag: 'flipped' | 'hidden', on: boolean): Command<D> {
  return {
    label: flag === 'flipped' ? (on ? 'Flip counter' : 'Turn counter face up') : on ? 'Hide counter' : 'Reveal counter',
    patches: (doc) => {
      const map = hexMapOf(doc);
      const i = counterIndex(map, key);
      if ((map.units![i]![flag] ?? false) === on) return [];
      return [on ? { op: 'set', path: ['map', 'units', i, flag], value: true } : { op: 'remove', path: ['map', 'units', i, flag] }];
    },
  };
}
