/**
 * The short summary `muster info` prints and the library shows: what the scenario is, how big the
 * table is, how much terrain of each kind it has, and how many units each side has and has placed.
 */
import type { MusterScenario } from '../model/scenario.generated';

export interface ScenarioInfo {
  title: string;
  ruleset: string;
  scale: string;
  board: { widthIn: number; heightIn: number };
  /** Tabletop: features per terrain kind; hex map: hexes per terrain. */
  terrainKinds: Record<string, number>;
  /** Units in each side's order of battle or counters (leaders and formations are not units). */
  units: Record<string, number>;
  /** Units placed on the map, per side. */
  deployed: Record<string, number>;
  /** The sides whose forces are an example a club may replace (`forces.example`). */
  exampleForces: string[];
}

/**
 * Units in an order of battle: every node under `children` that is not a formation. Written against
 * the plain JSON so it reads any order of battle the army schema accepts.
 */
export function countUnits(orderOfBattle: unknown): number {
  let count = 0;
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const children = (node as { children?: unknown }).children;
    if (!Array.isArray(children)) return;
    for (const child of children) {
      if (child && typeof child === 'object' && (child as { kind?: unknown }).kind === 'formation') walk(child);
      else if (child && typeof child === 'object') count++;
    }
  };
  walk(orderOfBattle);
  return count;
}

const tally = (keys: readonly string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = (out[k] ?? 0) + 1;
  return out;
};

/** `armies`: the orders of battle of sides that keep theirs in an army file beside the scenario, by side id. */
export function scenarioInfo(scenario: MusterScenario, armies: Readonly<Record<string, unknown>> = {}): ScenarioInfo {
  const map = scenario.map;
  const terrainKinds = map.kind === 'hex' ? tally((map.hexes ?? []).map((h) => h.terrain)) : tally((map.features ?? []).map((f) => f.kind));
  const units: Record<string, number> = {};
  const deployed: Record<string, number> = {};
  for (const side of scenario.sides) {
    // A hex game's side lists its counters instead of an order of battle; its leaders are not units either.
    units[side.id] = countUnits(side.forces.orderOfBattle ?? armies[side.id]) + (side.forces.counters ?? []).filter((c) => c.type !== 'leader').length;
    deployed[side.id] = 0;
  }
  for (const placement of map.units ?? []) deployed[placement.side] = (deployed[placement.side] ?? 0) + 1;
  return {
    title: scenario.title,
    ruleset: scenario.ruleset,
    scale: scenario.scale,
    board: { widthIn: scenario.board.widthIn, heightIn: scenario.board.heightIn },
    terrainKinds,
    units,
    deployed,
    exampleForces: scenario.sides.filter((s) => s.forces.example).map((s) => s.id),
  };
}
