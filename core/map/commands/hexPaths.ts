/**
 * Edits of the paths of a hex map: roads, turnpikes, trails, railroads and sunken roads, drawn as a
 * chain of hex centres where each step goes to a touching hex (GBACW 2.2: a path joins two hexes only
 * where it runs from one centre to the other). A path is named by id; extending one adds hexes at an end.
 */
import { Refusal, type Command, type Patch } from '../../history';
import type { HexMap, HexPath } from '../../model/scenario.generated';
import { gridOf, hexDistance, type Grid } from '../../hex';
import { hexKindUse } from '../../hex/kinds';
import { terrainLabel } from '../../rules/terrainKinds';
import type { HasMap } from './features';
import { hexMapOf, hexOnMap } from './hexes';

/** An id not yet used by a path of the map: `road-1`, `road-2`, … */
export function freshPathId(map: HexMap, kind: string): string {
  const used = new Set((map.paths ?? []).map((p) => p.id));
  const base = kind.replace(/[^A-Za-z0-9_.:-]/g, '-').replace(/^[^A-Za-z0-9]+/, '') || 'path';
  let n = 1;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

function pathIndex(map: HexMap, id: string): number {
  const i = (map.paths ?? []).findIndex((p) => p.id === id);
  if (i < 0) throw new Refusal(`there is no road or path '${id}'`);
  return i;
}

/** Refuses a chain of hexes that leaves the map or jumps between hexes that do not touch, naming the step. */
function checkChain(grid: Grid, hexes: readonly string[], name: string): void {
  for (let k = 0; k < hexes.length; k++) {
    const here = hexOnMap(grid, hexes[k]!);
    if (k === 0) continue;
    const there = hexOnMap(grid, hexes[k - 1]!);
    if (hexDistance(grid, there, here) !== 1) throw new Refusal(`the ${name} cannot jump from ${hexes[k - 1]} to ${hexes[k]}: a path steps only between touching hexes`);
  }
}

/** Adds a road, trail or railroad through at least two hexes, each touching the one before. */
export function addPath<D extends HasMap>(path: HexPath): Command<D> {
  return {
    label: `Add ${terrainLabel(path.kind).toLowerCase()}`,
    patches: (doc) => {
      const map = hexMapOf(doc);
      const name = terrainLabel(path.kind, map).toLowerCase();
      if (!hexKindUse(path.kind, map).uses.includes('path')) throw new Refusal(`${terrainLabel(path.kind, map)} is not drawn between hex centres: paint it or put it on hexsides`);
      if ((map.paths ?? []).some((p) => p.id === path.id)) throw new Refusal(`a path '${path.id}' is already on the map`);
      if (path.hexes.length < 2) throw new Refusal(`a ${name} joins at least two hexes`);
      checkChain(gridOf(map.grid), path.hexes, name);
      const value: HexPath = { id: path.id, kind: path.kind, ...(path.name ? { name: path.name } : {}), hexes: [...path.hexes] };
      if (!map.paths) return [{ op: 'set', path: ['map', 'paths'], value: [value] }];
      return [{ op: 'insert', path: ['map', 'paths', map.paths.length], value }];
    },
  };
}

/** Adds hexes at the end (or the start) of a path; the first must touch that end, and each the one before. */
export function extendPath<D extends HasMap>(id: string, hexes: readonly string[], at: 'end' | 'start' = 'end'): Command<D> {
  return {
    label: 'Extend path',
    patches: (doc) => {
      const map = hexMapOf(doc);
      const i = pathIndex(map, id);
      const path = map.paths![i]!;
      if (hexes.length === 0) return [];
      const end = at === 'end' ? path.hexes[path.hexes.length - 1]! : path.hexes[0]!;
      checkChain(gridOf(map.grid), [end, ...hexes], terrainLabel(path.kind, map).toLowerCase());
      if (at === 'end') return hexes.map((h, k): Patch => ({ op: 'insert', path: ['map', 'paths', i, 'hexes', path.hexes.length + k], value: h }));
      return hexes.map((h): Patch => ({ op: 'insert', path: ['map', 'paths', i, 'hexes', 0], value: h }));
    },
  };
}

/** Takes a path off the map; the last one takes the list with it. */
export function removePath<D extends HasMap>(id: string): Command<D> {
  return {
    label: 'Remove path',
    patches: (doc) => {
      const map = hexMapOf(doc);
      const i = pathIndex(map, id);
      if (map.paths!.length === 1) return [{ op: 'remove', path: ['map', 'paths'] }];
      return [{ op: 'remove', path: ['map', 'paths', i] }];
    },
  };
}
