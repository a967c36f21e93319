/**
 * Edits of the units on a tabletop map: place, move, turn, change formation, take off the table. A
 * placement is named by its side and unit (`PlacementKey`), since a unit stands in one place; the
 * patches address placements by their place in the list and touch only the ones named.
 */
import { Refusal, type Command, type Patch } from '../../history';
import type { Formation, MapPoint, TabletopPlacement } from '../../model/scenario.generated';
import { normaliseDegrees, rotate, roundInches, roundPoint, type Point } from '../geometry';
import { tabletopOf, type HasMap } from './features';
import { isLeaderPlacement, LEADER_BEHIND_IN, LINE_GAP_IN } from '../deploy';
import { placementKey, type PlacementKey } from '../../model/keys';

export { placementKey, type PlacementKey };

const plural = (n: number): string => (n === 1 ? 'unit' : `${n} units`);

function indexesOf(units: readonly TabletopPlacement[], keys: readonly PlacementKey[]): number[] {
  const at = new Map(units.map((u, i) => [placementKey(u), i]));
  return keys.map((k) => {
    const i = at.get(placementKey(k));
    if (i === undefined) throw new Refusal(`${k.unit} of ${k.side} is not on the map`);
    return i;
  });
}

/**
 * Puts units on the table. A unit already on the table is moved to its new place instead (dragging a
 * brigade from the order of battle onto the board twice does not place it twice).
 */
export function placeUnits<D extends HasMap>(placements: readonly TabletopPlacement[]): Command<D> {
  return {
    label: `Place ${plural(placements.length)}`,
    patches: (doc) => {
      const units = tabletopOf(doc).units;
      const at = new Map((units ?? []).map((u, i) => [placementKey(u), i]));
      const fresh = placements.filter((p) => !at.has(placementKey(p)));
      const patches: Patch[] = placements
        .filter((p) => at.has(placementKey(p)))
        .map((p) => ({ op: 'set', path: ['map', 'units', at.get(placementKey(p))!], value: tidy(p) }));
      if (fresh.length === 0) return patches;
      if (!units) return [...patches, { op: 'set', path: ['map', 'units'], value: fresh.map(tidy) }];
      return [...patches, ...fresh.map((p, k): Patch => ({ op: 'insert', path: ['map', 'units', units.length + k], value: tidy(p) }))];
    },
  };
}

const tidy = (p: TabletopPlacement): TabletopPlacement => ({ ...p, at: roundPoint(p.at), facingDeg: roundInches(normaliseDegrees(p.facingDeg)) % 360 });

/** Moves units by (dx, dy) inches, keeping their facing. */
export function moveUnits<D extends HasMap>(keys: readonly PlacementKey[], dx: number, dy: number): Command<D> {
  return {
    label: `Move ${plural(keys.length)}`,
    patches: (doc) => {
      if (dx === 0 && dy === 0) return [];
      const units = tabletopOf(doc).units ?? [];
      return indexesOf(units, keys).map((i): Patch => {
        const u = units[i]!;
        return { op: 'set', path: ['map', 'units', i, 'at'], value: roundPoint({ x: u.at.x + dx, y: u.at.y + dy }) };
      });
    },
  };
}

/**
 * Turns units by `degrees` clockwise. One unit turns about the centre of its own front (a regiment
 * wheels about its colours); several turn together about `pivot`, keeping their places in the line.
 */
export function turnUnits<D extends HasMap>(keys: readonly PlacementKey[], degrees: number, pivot?: Point): Command<D> {
  return {
    label: `Turn ${plural(keys.length)}`,
    patches: (doc) => {
      if (normaliseDegrees(degrees) === 0) return [];
      const units = tabletopOf(doc).units ?? [];
      return indexesOf(units, keys).flatMap((i): Patch[] => {
        const u = units[i]!;
        const facing: Patch = { op: 'set', path: ['map', 'units', i, 'facingDeg'], value: roundInches(normaliseDegrees(u.facingDeg + degrees)) % 360 };
        if (!pivot || keys.length === 1) return [facing];
        return [facing, { op: 'set', path: ['map', 'units', i, 'at'], value: roundPoint(rotate(u.at, pivot, degrees)) }];
      });
    },
  };
}

/** Faces units exactly `facingDeg` (typed in the properties panel). */
export function faceUnits<D extends HasMap>(keys: readonly PlacementKey[], facingDeg: number): Command<D> {
  return {
    label: `Face ${plural(keys.length)}`,
    patches: (doc) => {
      const units = tabletopOf(doc).units ?? [];
      const facing = roundInches(normaliseDegrees(facingDeg)) % 360;
      return indexesOf(units, keys)
        .filter((i) => units[i]!.facingDeg !== facing)
        .map((i): Patch => ({ op: 'set', path: ['map', 'units', i, 'facingDeg'], value: facing }));
    },
  };
}

/** Changes formation in place: the centre of the front stays where it is, as on the table. */
export function setFormation<D extends HasMap>(keys: readonly PlacementKey[], formation: Formation): Command<D> {
  return {
    label: 'Change formation',
    patches: (doc) => {
      const units = tabletopOf(doc).units ?? [];
      return indexesOf(units, keys)
        .filter((i) => units[i]!.formation !== formation)
        .map((i): Patch => ({ op: 'set', path: ['map', 'units', i, 'formation'], value: formation }));
    },
  };
}

/** Hides units as picket markers of a hidden set-up (B:645–663), or shows them again. */
export function setHidden<D extends HasMap>(keys: readonly PlacementKey[], hidden: boolean): Command<D> {
  return {
    label: hidden ? 'Hide as pickets' : 'Reveal units',
    patches: (doc) => {
      const units = tabletopOf(doc).units ?? [];
      return indexesOf(units, keys)
        .filter((i) => (units[i]!.hidden ?? false) !== hidden)
        .map((i): Patch => (hidden ? { op: 'set', path: ['map', 'units', i, 'hidden'], value: true } : { op: 'remove', path: ['map', 'units', i, 'hidden'] }));
    },
  };
}

/** Takes units off the table (their order of battle is untouched). */
export function removePlacements<D extends HasMap>(keys: readonly PlacementKey[]): Command<D> {
  return {
    label: `Remove ${plural(keys.length)} from the map`,
    patches: (doc) =>
      indexesOf(tabletopOf(doc).units ?? [], keys)
        .sort((a, b) => b - a)
        .map((i): Patch => ({ op: 'remove', path: ['map', 'units', i] })),
  };
}

/**
 * Lines units up along a drawn line, in order from where the line starts, spaced by their frontages
 * plus `gapIn`, each facing the side to the left of the direction it was drawn in (a front drawn from
 * west to east faces north). `frontages` gives each unit's frontage in its formation (`frontageOf`).
 * Leaders stand in no line: each goes behind the middle of his own men in it (`commands` gives, by a
 * leader's `placementKey`, the placement keys of the units he commands), side by side with any other
 * leader behind the same men; a leader with none of his men in the line stands behind its middle.
 */
export function lineUpUnits<D extends HasMap>(
  keys: readonly PlacementKey[],
  frontages: readonly number[],
  from: MapPoint,
  to: MapPoint,
  gapIn = LINE_GAP_IN,
  commands: Readonly<Record<string, readonly string[]>> = {},
): Command<D> {
  return {
    label: `Line up ${plural(keys.length)}`,
    patches: (doc) => {
      const units = tabletopOf(doc).units ?? [];
      const at = indexesOf(units, keys);
      const length = Math.hypot(to.x - from.x, to.y - from.y);
      if (length === 0) throw new Refusal('draw the line the units are to stand on');
      const ux = (to.x - from.x) / length;
      const uy = (to.y - from.y) / length;
      // The line runs along the units' fronts from left to right; they face 90° anticlockwise of it.
      const facing = roundInches(normaliseDegrees((Math.atan2(ux, -uy) * 180) / Math.PI - 90)) % 360;
      const inLine = at.map((i, k) => ({ i, w: frontages[k] ?? 0 })).filter(({ i }) => !isLeaderPlacement(units[i]!));
      const leaders = at.map((i, k) => ({ i, w: frontages[k] ?? 0 })).filter(({ i }) => isLeaderPlacement(units[i]!));
      const set = (i: number, p: Point): Patch[] => [
        { op: 'set', path: ['map', 'units', i, 'at'], value: roundPoint(p) },
        { op: 'set', path: ['map', 'units', i, 'facingDeg'], value: facing },
      ];
      // Where along the line each unit's front starts and ends.
      const span = new Map<string, [number, number]>();
      let along = 0;
      const line = inLine.flatMap(({ i, w }): Patch[] => {
        span.set(placementKey(units[i]!), [along, along + w]);
        const centre = along + w / 2;
        along += w + gapIn;
        return set(i, { x: from.x + ux * centre, y: from.y + uy * centre });
      });
      const lineLength = Math.max(0, along - gapIn);
      // Each leader's place along the line: the middle of his own men in it, else of the whole line.
      const middleOf = (leader: number): number => {
        const own = (commands[placementKey(units[leader]!)] ?? []).map((k) => span.get(k)).filter((s) => s !== undefined);
        if (own.length === 0) return lineLength / 2;
        return (Math.min(...own.map((s) => s[0])) + Math.max(...own.map((s) => s[1]))) / 2;
      };
      const groups = new Map<number, Array<{ i: number; w: number }>>();
      for (const leader of leaders) {
        const middle = middleOf(leader.i);
        groups.set(middle, [...(groups.get(middle) ?? []), leader]);
      }
      // Behind the line is to the right of the direction it was drawn in.
      const back = inLine.length > 0 ? LEADER_BEHIND_IN : 0;
      const behind = [...groups].flatMap(([middle, group]) => {
        const width = group.reduce((s, l) => s + l.w, 0) + gapIn * Math.max(0, group.length - 1);
        let beside = middle - width / 2;
        return group.flatMap(({ i, w }): Patch[] => {
          const centre = beside + w / 2;
          beside += w + gapIn;
          return set(i, { x: from.x + ux * centre - uy * back, y: from.y + uy * centre + ux * back });
        });
      });
      return [...line, ...behind];
    },
  };
}
