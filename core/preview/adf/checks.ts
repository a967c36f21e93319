/**
 * What is wrong with a scenario as it stands on the table, before anyone plays it: units off the board,
 * on top of one another, in impassable ground or outside their side's set-up area; leaders too far from
 * their men; batteries that see no enemy; entries at entrances or between points the board does not have; sides off their
 * points budget. Each problem names its rule, its severity, and the unit or feature concerned, for the
 * map editor's list and `muster check`.
 */
import { boxOf, boxesOverlap } from '../../map/geometry';
import { placementProblems } from '../../map/placements';
import { boughtForces } from '../../muster/bought';
import { costOrderOfBattle } from '../../muster/cost';
import { isFormation, type Formation, type OobNode, type OrderOfBattle } from '../../model/oob';
import { ORGANISATION_RULES } from '../../muster/organisationRules';
import { COMMAND_RADIUS, commandRadius } from '../../rules/adf/leaders';
import { TERRAIN_EFFECTS, terrainMovesAs } from '../../rules/adf/terrain';
import { adfLine } from '../../rules/trace';
import { featureConditions } from '../../map/conditions';
import { rulesRowOf } from '../../rules/terrainKinds';
import type { Board, Edge, Entry, ForceConstraint, MapPoint, ScenarioSide, SetupArea, Victory } from '../../model/scenario.generated';
import { victoryAtSetup } from './victoryAtSetup';
import { entrancePositions, intersectionPointsOf, isOnEdge, setupAreaRing } from '../../map/board';
import { isStartingBudget } from '../../scenario/create';
import { checkForceConstraints } from '../../muster/constraints';
import { parsePlacementKey } from '../../model/keys';
import { adjacent, gapBetween } from './positions';
import { sightFrom } from './sight';
import { enemiesOf, ringHolds, type PreviewTable, type TableUnit } from './table';
import { plural } from '../../model/plural';

export const CHECK_SEVERITIES = ['error', 'warning'] as const;
export type CheckSeverity = (typeof CHECK_SEVERITIES)[number];

/** What a check means, for the map editor's Problems list: in our words, with the book's place where the book says it. */
export interface CheckRuleInfo {
  readonly severity: CheckSeverity;
  readonly label: string;
  readonly explanation: string;
  /** The seed line(s) of the rule; none where the check is Muster's own care for a sound scenario file. */
  readonly source?: string;
}

/** Every rule `muster check` and the map editor's checks can report, with its severity and what it means. */
const CHECK_RULE_TABLE = {
  'unit.unknown': {
    severity: 'error',
    label: 'Names no unit of its side',
    explanation: "A unit on the map is found in its side's order of battle by its id or its name; this one matches none, so it cannot be played.",
  },
  'unit.placed-twice': {
    severity: 'error',
    label: 'Placed more than once',
    explanation: 'Each unit of an order of battle stands on the table once; a second placement of the same unit is a mistake in the file.',
  },
  'unit.off-board': {
    severity: 'error',
    label: 'Off the board',
    explanation: "Every stand of a unit placed at the start must lie on the scenario's board.",
  },
  'unit.impassable': {
    severity: 'error',
    label: 'In impassable ground',
    explanation: "No unit may stand in ground the terrain chart makes impassable, in the feature's own season and weather (a river, a pond when wet).",
    source: TERRAIN_EFFECTS.river.source,
  },
  'unit.overlap': {
    severity: 'warning',
    label: 'Overlaps another unit',
    explanation: "Two units' stands cover the same ground; on the table one of them has to stand somewhere else. Stands that only touch are fine.",
  },
  'unit.outside-setup': {
    severity: 'warning',
    label: "Outside its side's set-up area",
    explanation: "Where a side has set-up areas, each of its units starts wholly inside one of them, as the scenario's set-up says.",
  },
  'leader.out-of-command': {
    severity: 'warning',
    label: 'Out of command',
    explanation:
      "A unit is in command within the command radius of a leader above it (so many inches for each point of LB, by figure scale; an LB 0 leader commands the units adjacent to him), or when it touches, in an unbroken line, regiments of its own brigade that are in command.",
    source: `${adfLine(1216)}, ${COMMAND_RADIUS.source}`,
  },
  'artillery.sees-nothing': {
    severity: 'warning',
    label: 'A battery that sees no enemy',
    explanation: "A battery placed where it has a line of sight to no enemy unit on the table cannot fire from there: worth a look at where it stands.",
  },
  'entry.no-entrance': {
    severity: 'error',
    label: 'An entry at an entrance the board does not have',
    explanation: "A side's entry comes on at a lettered road entrance; the letter must be one of the board's entrances.",
  },
  'entry.between-unknown': {
    severity: 'error',
    label: 'An entry between places the board does not have',
    explanation: "A side's entry along an edge comes on between two board points (or lettered entrances); each must be one the board has.",
  },
  'entry.between-off-edge': {
    severity: 'error',
    label: 'An entry between places not on its edge',
    explanation: "A side's entry along an edge comes on between two places on that edge; a board point away from the edge cannot bound it.",
  },
  'victory.met-at-setup': {
    severity: 'warning',
    label: 'A victory condition already met at set-up',
    explanation: 'A victory condition that holds on the table as it is set up (an area to clear with no defender in it, an area to hold that only the holder stands in) gives its side the game unless the other side acts: often a unit set up in the wrong place, or a condition on the wrong objective.',
  },
  'victory.unmeetable': {
    severity: 'warning',
    label: 'A victory condition that can never be met',
    explanation: 'A victory condition that names an objective the map does not have, more regiments than its side has, or more stands than the enemy fields decides nothing: the other side wins by default.',
  },
  'side.over-budget': {
    severity: 'error',
    label: 'Over its points budget',
    explanation: "A side bought with points may cost no more than the scenario's budget for it.",
    source: ORGANISATION_RULES['scenario.points-budget'].source,
  },
  'side.under-budget': {
    severity: 'warning',
    label: 'Under its points budget',
    explanation: 'A side bought with points leaves part of its budget unspent: it could take more.',
    source: ORGANISATION_RULES['scenario.points-budget'].source,
  },
  'side.force-limit': {
    severity: 'error',
    label: "Breaks the scenario's force limits",
    explanation:
      "A side bought with points must be the force the scenario describes: so many brigades and batteries, the qualities it allows in each brigade or division, the leaders it names (Mine Run's brigades, B:2294; Rodes' veterans, B:2405).",
    source: adfLine(2294),
  },
} as const satisfies Record<string, CheckRuleInfo>;
export type CheckRule = keyof typeof CHECK_RULE_TABLE;
export const CHECK_RULES: Readonly<Record<CheckRule, CheckRuleInfo>> = CHECK_RULE_TABLE;

export interface ScenarioProblem {
  rule: CheckRule;
  severity: CheckSeverity;
  message: string;
  /** The placement's unit reference (id or name), when a unit is concerned. */
  unit: string | null;
  /** A feature, set-up area, entry or side id, when one is concerned. */
  feature: string | null;
}

/** What the checks read besides the table: the sides' budgets and entries, and the board's entrances. */
export interface CheckScenario {
  board: Pick<Board, 'roadEntrances' | 'squaresWide' | 'squaresDeep' | 'squareIn' | 'intersectionPoints'>;
  sides: ReadonlyArray<Pick<ScenarioSide, 'id' | 'name'> & { entries?: readonly Entry[]; forces: { budget?: object & { points: number; constraints?: readonly ForceConstraint[] }; outsideBudget?: readonly string[] } }>;
  /** The victory conditions, read against the table as set up. */
  victory?: Victory;
}

const problem = (rule: CheckRule, message: string, unit: string | null, feature: string | null): ScenarioProblem => ({
  rule,
  severity: CHECK_RULES[rule].severity,
  message,
  unit,
  feature,
});

/** The formations above each unit and leader of an order of battle, nearest first. */
function chainsOf(oob: OrderOfBattle | undefined): Map<string, Formation[]> {
  const chains = new Map<string, Formation[]>();
  const visit = (node: OobNode, above: Formation[]): void => {
    if (isFormation(node)) {
      const here = [node, ...above];
      for (const l of node.leaders) chains.set(l.id, here);
      for (const c of node.children) visit(c, here);
    } else {
      chains.set(node.id, above);
    }
  };
  for (const c of oob?.children ?? []) visit(c, []);
  return chains;
}

function commandProblems(table: PreviewTable): ScenarioProblem[] {
  const out: ScenarioProblem[] = [];
  for (const side of table.input.sides) {
    const chains = chainsOf(side.orderOfBattle);
    const placed = table.units.filter((u) => u.side === side.id);
    const leaders = placed.filter((u) => u.role === 'leader' && u.leader);
    const units = placed.filter((u) => u.role === 'combat' && u.unit);
    // Leaders of each formation placed on the map: a unit is judged only against leaders that are there.
    const leadersOf = (f: Formation): TableUnit[] => leaders.filter((l) => f.leaders.some((x) => x.id === l.leader!.id));
    const inCommand = new Set<TableUnit>();
    const judged: Array<{ unit: TableUnit; brigade: Formation | undefined; nearest: { leader: TableUnit; gap: number; radius: number } | undefined }> = [];
    for (const u of units) {
      const chain = chains.get(u.unit!.id) ?? [];
      let nearest: { leader: TableUnit; gap: number; radius: number } | undefined;
      for (const f of chain) {
        for (const l of leadersOf(f)) {
          const gap = gapBetween(u, l);
          const radius = commandRadius(table.scale, l.leader!.lb).inches;
          const within = l.leader!.lb > 0 ? gap <= radius : adjacent(table, u, l);
          if (within) inCommand.add(u);
          if (!nearest || gap < nearest.gap) nearest = { leader: l, gap, radius };
        }
      }
      if (nearest) judged.push({ unit: u, brigade: chain[0], nearest });
    }
    // Contiguously adjacent to in-command regiments of its own brigade (B:1216), spreading along the line.
    let grew = true;
    while (grew) {
      grew = false;
      for (const j of judged) {
        if (inCommand.has(j.unit) || !j.brigade) continue;
        const mates = judged.filter((m) => m.brigade === j.brigade && inCommand.has(m.unit));
        if (mates.some((m) => adjacent(table, j.unit, m.unit))) {
          inCommand.add(j.unit);
          grew = true;
        }
      }
    }
    for (const j of judged) {
      if (inCommand.has(j.unit) || !j.nearest) continue;
      const { leader, gap, radius } = j.nearest;
      out.push(problem('leader.out-of-command', `${j.unit.name} is ${round1(gap)}" from ${leader.name}, beyond his ${radius}" command radius: moves and charges cost two actions.`, j.unit.ref, null));
    }
  }
  return out;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The checks of a scenario on its table. */
export function scenarioChecks(table: PreviewTable, scenario: CheckScenario): ScenarioProblem[] {
  const out: ScenarioProblem[] = [];
  const { widthIn, heightIn } = table.board;
  // What the placements themselves get wrong (named twice, nobody of that name), as the map editor says it.
  for (const p of placementProblems(table.input.map, table.board, table.input.sides)) {
    const ref = parsePlacementKey(p.key)?.unit;
    if (/more than once/.test(p.message)) out.push(problem('unit.placed-twice', p.message, ref ?? null, null));
    else if (!/off the table/.test(p.message)) out.push(problem('unit.unknown', p.message, ref ?? null, null));
  }
  for (const u of table.units) {
    const corners = u.stands.flatMap((s) => s.corners);
    if (corners.some((c) => c.x < -1e-9 || c.y < -1e-9 || c.x > widthIn + 1e-9 || c.y > heightIn + 1e-9)) {
      out.push(problem('unit.off-board', `${u.name} stands ${corners.every((c) => c.x < 0 || c.y < 0 || c.x > widthIn || c.y > heightIn) ? 'off' : 'partly off'} the ${widthIn}" × ${heightIn}" board.`, u.ref, null));
    }
  }
  // Overlaps: stands of two units on the same ground, found through the units' index.
  const seen = new Set<string>();
  for (const u of table.units) {
    for (const key of table.unitIndex.search(u.box)) {
      if (key === u.key) continue;
      const pair = u.key < key ? `${u.key}|${key}` : `${key}|${u.key}`;
      if (seen.has(pair)) continue;
      seen.add(pair);
      const v = table.unitsByKey.get(key)!;
      if (u.role === 'leader' || v.role === 'leader' || !boxesOverlap(u.box, v.box)) continue;
      if (overlapping(u, v)) out.push(problem('unit.overlap', `${u.name} and ${v.name} stand on top of one another.`, u.ref, null));
    }
  }
  // Impassable ground under a unit's stands, in the feature's own season and weather.
  for (const f of table.allFeatures) {
    if (f.shape !== 'polygon' || f.points.length < 3) continue;
    const row = rulesRowOf(f.kind, table.input.map)?.row;
    if (!row) continue;
    if (terrainMovesAs(row, featureConditions(f, table.conditions)).movesAs !== 'impassable') continue;
    for (const key of table.unitIndex.search(boxOf(f.points))) {
      const u = table.unitsByKey.get(key)!;
      if (u.stands.some((s) => ringHolds(f.points, centre(s.corners)))) out.push(problem('unit.impassable', `${u.name} stands in ${f.label ?? f.id}, which is impassable.`, u.ref, f.id));
    }
  }
  // Set-up areas: a side that has them must set up inside one.
  const areas = table.input.map.setupAreas ?? [];
  const rings = areas.map((a) => ({ area: a, ring: setupAreaRing(a, table.input.board) })).filter((r): r is { area: SetupArea; ring: MapPoint[] } => r.ring !== undefined && r.ring.length >= 3);
  for (const u of table.units) {
    const own = rings.filter((r) => r.area.side === u.side);
    if (own.length === 0) continue;
    const corners = u.stands.flatMap((s) => s.corners);
    if (!own.some((r) => corners.every((c) => ringHolds(r.ring, c)))) {
      out.push(problem('unit.outside-setup', `${u.name} stands outside ${own.length === 1 ? (own[0]!.area.label ?? own[0]!.area.id) : "every one of its side's set-up areas"}.`, u.ref, own.length === 1 ? own[0]!.area.id : null));
    }
  }
  out.push(...commandProblems(table));
  // Batteries that see no enemy at all; only judged when the enemy is on the table.
  for (const u of table.units) {
    if (u.unit?.arm !== 'artillery') continue;
    const enemies = enemiesOf(table, u.side);
    if (enemies.length === 0) continue;
    if (!sightFrom(table, u, enemies).includes(1)) out.push(problem('artillery.sees-nothing', enemies.length === 1 ? `${u.name} does not see the one enemy unit on the table.` : `${u.name} sees none of the ${plural(enemies.length, 'enemy unit')} on the table.`, u.ref, null));
  }
  // Entries at lettered entrances the board does not have, or along an edge between places it does not have.
  const board = { ...scenario.board, widthIn, heightIn };
  const letters = new Set((scenario.board.roadEntrances ?? []).map((e) => e.letter));
  for (const side of scenario.sides) {
    for (const entry of side.entries ?? []) {
      if (entry.entrance !== undefined && !letters.has(entry.entrance)) {
        const known = letters.size ? `the board's entrances are ${[...letters].join(', ')}` : 'the board has no lettered entrances';
        out.push(problem('entry.no-entrance', `${side.name}'s entry ${entry.id} comes on at entrance ${entry.entrance}, but ${known}.`, null, entry.id));
      }
      out.push(...betweenProblems(side.name, entry, board));
    }
  }
  // Budgets. A side's army beside the budget a new scenario suggested is a historical side, whose
  // budget the designer never set (files saved before attaching an army dropped it).
  for (const side of scenario.sides) {
    const budget = side.forces.budget?.points;
    const oob = table.input.sides.find((s) => s.id === side.id)?.orderOfBattle;
    if (budget === undefined || !oob || isStartingBudget(side.forces.budget, scenario.board)) continue;
    const total = costOrderOfBattle(boughtForces(oob, side.forces.outsideBudget)).total;
    if (total > budget) out.push(problem('side.over-budget', `${side.name} costs ${total} MP, ${total - budget} over its budget of ${budget}.`, null, side.id));
    else if (total < budget) out.push(problem('side.under-budget', `${side.name} costs ${total} MP and leaves ${budget - total} of its ${budget} unspent.`, null, side.id));
  }
  // The scenario's limits on the side's forces, each finding naming the formation that breaks it. They read the
  // whole side, its formations outside the budget too: the book's limits describe them (the Richmond defenders).
  for (const side of scenario.sides) {
    const constraints = side.forces.budget?.constraints;
    const oob = table.input.sides.find((s) => s.id === side.id)?.orderOfBattle;
    if (!constraints?.length || !oob) continue;
    for (const f of checkForceConstraints(oob, constraints)) out.push(problem('side.force-limit', `${side.name}: ${f.message}.`, null, side.id));
  }
  for (const v of victoryAtSetup(table, scenario.victory)) out.push(problem(v.kind === 'met-at-setup' ? 'victory.met-at-setup' : 'victory.unmeetable', v.message, null, v.condition));
  return out;
}

/**
 * An entry along an edge "between board points 07 and 11": each end is one of the board's points or
 * lettered entrances, and, where the entry names its edge, lies on that edge.
 */
function betweenProblems(sideName: string, entry: Entry, board: Board): ScenarioProblem[] {
  if (!entry.between) return [];
  const places = [
    ...intersectionPointsOf(board).map((p) => ({ name: p.id, at: p.at as MapPoint })),
    ...entrancePositions(board).map((e) => ({ name: e.entrance.letter, at: e.at as MapPoint })),
  ];
  const out: ScenarioProblem[] = [];
  for (const name of entry.between) {
    const place = places.find((p) => p.name === name);
    if (!place) {
      const points = intersectionPointsOf(board).map((p) => p.id);
      const known = points.length ? `the board's points are ${points.join(', ')}` : 'the board has no numbered points';
      out.push(problem('entry.between-unknown', `${sideName}'s entry ${entry.id} comes on between ${entry.between.join(' and ')}, but the board has no point or entrance ${name} (${known}).`, null, entry.id));
    } else if (entry.edge && !isOnEdge(board, entry.edge, place.at)) {
      out.push(problem('entry.between-off-edge', `${sideName}'s entry ${entry.id} comes on along the ${entry.edge} edge between ${entry.between.join(' and ')}, but ${name} is not on the ${entry.edge} edge.`, null, entry.id));
    }
  }
  return out;
}

function centre(ring: readonly { x: number; y: number }[]): { x: number; y: number } {
  return { x: ring.reduce((s, p) => s + p.x, 0) / ring.length, y: ring.reduce((s, p) => s + p.y, 0) / ring.length };
}

/** Whether any stand of one unit overlaps a stand of the other by more than a touch. */
function overlapping(a: TableUnit, b: TableUnit): boolean {
  for (const s of a.stands) {
    for (const t of b.stands) {
      const sc = centre(s.corners);
      const tc = centre(t.corners);
      // Touching stands (gap 0) are fine; a stand's centre inside the other's, or edges crossing, is not.
      if (ringHolds(t.corners, sc) || ringHolds(s.corners, tc)) return true;
      if (edgesCross(s.corners, t.corners)) return true;
    }
  }
  return false;
}

function edgesCross(r: readonly { x: number; y: number }[], s: readonly { x: number; y: number }[]): boolean {
  for (let i = 0; i < r.length; i++) {
    const a = r[i]!;
    const b = r[(i + 1) % r.length]!;
    for (let j = 0; j < s.length; j++) {
      const c = s[j]!;
      const d = s[(j + 1) % s.length]!;
      const d1 = cross(c, d, a);
      const d2 = cross(c, d, b);
      const d3 = cross(a, b, c);
      const d4 = cross(a, b, d);
      // Proper crossings only: shared edges and corners of stands set side by side do not count.
      if (d1 * d2 < -1e-9 && d3 * d4 < -1e-9) return true;
    }
  }
  return false;
}

const cross = (o: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }): number => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

