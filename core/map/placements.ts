/**
 * A unit placed on the table, as the stands a player would put down: the placement names a unit (or a
 * leader) of its side's order of battle by id or name, and its formation; the order of battle says how
 * many figures and stands it has. Hidden placements are picket or dummy markers (B:645–663).
 */
import { isFormation, type Formation as OobFormation, type Leader, type OobNode, type OrderOfBattle, type Unit } from '../model/oob';
import { figuresPerStand } from '../rules/adf/scales';
import type { Formation, TabletopPlacement } from '../model/scenario.generated';
import { placementKey } from '../model/keys';
import { standsOf, type ArrangementId, type Footing, type Stand, type StandsOf } from './stands';

/**
 * How each formation a placement can name is laid out, by what is placed. Cavalry's own formations
 * (B:2739–2747) are mounted; in the infantry formations cavalry stands dismounted (B:1643).
 */
const FOOT_ARRANGEMENT: Partial<Record<Formation, ArrangementId>> = {
  'battle-line': 'battle-line',
  'extended-line': 'extended-line',
  skirmishers: 'skirmishers',
  column: 'attack-column',
  'attack-column': 'attack-column',
  'road-column': 'road-column',
  square: 'square',
};

const MOUNTED_ARRANGEMENT: Partial<Record<Formation, ArrangementId>> = {
  mounted: 'battle-line',
  'cavalry-line': 'battle-line',
  skirmishing: 'skirmishers',
  'double-line': 'attack-column',
  'road-column': 'road-column',
  column: 'road-column',
};

/** Batteries move limbered (B:457); "any" and unlimbered draw the gun alone. */
const LIMBERED: ReadonlySet<Formation> = new Set<Formation>(['limbered', 'road-column', 'column']);

export type Placed =
  | { kind: 'unit'; unit: Unit; stands: Stand[] }
  | { kind: 'leader'; leader: Leader; stands: Stand[] }
  | { kind: 'marker'; stands: Stand[] }
  /** The placement names nothing in its side's order of battle: drawn as a marker, and a problem. */
  | { kind: 'unknown'; stands: Stand[] };

/** Every unit and leader of an order of battle by id and by name (ids first: a name may repeat). */
export function unitsByReference(oob: OrderOfBattle | undefined): Map<string, Unit | Leader> {
  const found = new Map<string, Unit | Leader>();
  const byName: Array<[string, Unit | Leader]> = [];
  const visit = (node: OobNode): void => {
    if (isFormation(node)) {
      for (const leader of (node as OobFormation).leaders) {
        found.set(leader.id, leader);
        byName.push([leader.name, leader]);
      }
      for (const child of (node as OobFormation).children) visit(child);
      return;
    }
    found.set(node.id, node);
    byName.push([node.name, node]);
  };
  for (const child of oob?.children ?? []) visit(child);
  for (const [name, item] of byName) if (!found.has(name)) found.set(name, item);
  return found;
}

const isLeader = (item: Unit | Leader): item is Leader => 'role' in item && 'lb' in item;

/** What a unit's stands are in a formation. */
export function standsSpec(unit: Unit, formation: Formation): StandsOf {
  switch (unit.arm) {
    case 'artillery':
      return { kind: 'artillery', sections: unit.sections, limbered: LIMBERED.has(formation) };
    case 'cavalry': {
      const perStand = figuresPerStand(unit.figures, unit.stands === 3 ? 'three-stand' : 'two-stand');
      const foot = FOOT_ARRANGEMENT[formation];
      if (formation === 'dismounted' || (foot && !MOUNTED_ARRANGEMENT[formation])) {
        return { kind: 'dismounted-cavalry', figuresPerStand: perStand, ranks: unit.stands === 3 ? 2 : 1, arrangement: foot ?? 'battle-line' };
      }
      return { kind: 'mounted-cavalry', figuresPerStand: perStand, arrangement: MOUNTED_ARRANGEMENT[formation] ?? 'battle-line' };
    }
    case 'infantry':
    case 'engineers': {
      const perStand = figuresPerStand(unit.figures, unit.stands === 3 ? 'three-stand' : 'two-stand');
      return { kind: 'infantry', figuresPerStand: perStand, ranks: unit.stands === 3 ? 2 : 1, arrangement: FOOT_ARRANGEMENT[formation] ?? 'battle-line' };
    }
  }
}

/** A placement resolved against its side's order of battle, as stands on the table. */
export function placedStands(placement: TabletopPlacement, units: Map<string, Unit | Leader>, footing: Omit<Footing, 'at' | 'facingDeg'>): Placed {
  const at = { ...footing, at: placement.at, facingDeg: placement.facingDeg };
  if (placement.hidden) return { kind: 'marker', stands: standsOf({ kind: 'marker' }, at) };
  const item = units.get(placement.unit);
  if (!item) return { kind: 'unknown', stands: standsOf({ kind: 'marker' }, at) };
  if (isLeader(item)) return { kind: 'leader', leader: item, stands: standsOf({ kind: 'leader' }, at) };
  return { kind: 'unit', unit: item, stands: standsOf(standsSpec(item, placement.formation), at) };
}

export interface PlacementProblem {
  /** The placement concerned (`placementKey`). */
  key: string;
  message: string;
}

/**
 * What is wrong with the units on a map, as a designer would put it: a unit placed twice, a unit off
 * the table, a placement that names nobody in its side's order of battle (or a side the scenario does
 * not have). Sides whose order of battle is not known (not yet read) are not judged by name.
 */
export function placementProblems(
  map: { units?: readonly TabletopPlacement[] },
  board: { widthIn: number; heightIn: number },
  sides: ReadonlyArray<{ id: string; name: string; orderOfBattle?: OrderOfBattle }>,
): PlacementProblem[] {
  const problems: PlacementProblem[] = [];
  const seen = new Set<string>();
  const refs = new Map(sides.map((s) => [s.id, s.orderOfBattle ? unitsByReference(s.orderOfBattle) : undefined]));
  for (const p of map.units ?? []) {
    const key = placementKey(p);
    const side = sides.find((s) => s.id === p.side);
    if (seen.has(key)) problems.push({ key, message: `${p.unit} (${side?.name ?? p.side}) is placed more than once.` });
    seen.add(key);
    if (p.at.x < 0 || p.at.y < 0 || p.at.x > board.widthIn || p.at.y > board.heightIn) problems.push({ key, message: `${p.unit} (${side?.name ?? p.side}) stands off the table.` });
    if (!side) problems.push({ key, message: `${p.unit} belongs to a side '${p.side}' the scenario does not have.` });
    else if (refs.get(p.side) && !refs.get(p.side)!.has(p.unit)) problems.push({ key, message: `${p.unit} is not in the order of battle of ${side.name}.` });
  }
  return problems;
}

/**
 * The units each leader commands: every unit (by id and by name, as a placement may name it) under the
 * formation he leads, at any depth. Line up stands a leader behind his own men, not the whole line.
 */
export function commandedBy(oob: OrderOfBattle | undefined): Map<string, Set<string>> {
  const commands = new Map<string, Set<string>>();
  const unitsUnder = (node: OobNode, into: Set<string>): void => {
    if (isFormation(node)) for (const child of (node as OobFormation).children) unitsUnder(child, into);
    else into.add(node.id).add(node.name);
  };
  const visit = (node: OobNode): void => {
    if (!isFormation(node)) return;
    const formation = node as OobFormation;
    if (formation.leaders.length > 0) {
      const men = new Set<string>();
      unitsUnder(formation, men);
      for (const leader of formation.leaders) for (const ref of [leader.id, leader.name]) if (!commands.has(ref)) commands.set(ref, men);
    }
    formation.children.forEach(visit);
  };
  for (const child of oob?.children ?? []) visit(child);
  return commands;
}
