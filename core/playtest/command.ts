/**
 * Command and control in the playtest (B:1216–1218): a leader's command radius is four times his LB in
 * inches (eight at 25mm), and a unit out of every radius pays two actions for a move or a charge. The
 * book gives the radius to "a leader" over "his units": we read a leader as commanding the units under
 * him in the order of battle — a brigade's leader his brigade, a division's leader every brigade of his
 * division (rules notes P20) — not every unit of his side. A unit out of its leaders' radii is still in
 * command when it is contiguously adjacent to regiments of its own brigade that are (B:1216): a chain of
 * adjacent regiments of the brigade, one of them in a radius. An LB 0 leader commands only the units
 * adjacent to him (B:1218).
 */
import { adjacent, gapBetween, type PreviewTable, type TableUnit } from '../preview/adf';
import { inCommand, OUT_OF_COMMAND_COST, type LeaderBenefit } from '../rules/adf/leaders';
import { adfLine, type Trace } from '../rules/trace';
import type { OrderOfBattle } from '../model/scenario.generated';
import { playtestTable, sideName, type Playtest, type PlaytestGround } from './state';

/** The rules of command the playtest applies, each with its line. */
export const COMMAND_RULES = {
  radius: { text: 'A leader has a command radius of four times his LB in inches (eight at 25mm); a unit outside any of its leaders’ radii is out of command: a move or a charge costs two actions.', source: adfLine(1216) },
  ownLeaders: { text: 'A leader commands the units under him in the order of battle: his brigade, or every brigade of his division, corps or wing (our reading of “his units”, rules notes P20).', source: adfLine(1216) },
  brigadeChain: { text: 'A unit is not out of command if it is contiguously adjacent to other regiments of its own brigade that are in command.', source: adfLine(1216) },
  lbZero: { text: 'A leader of LB 0 commands the units adjacent to him and the regiments of a brigade contiguously adjacent to him.', source: adfLine(1218) },
} as const;

/** Where a unit stands in its side's order of battle: the leaders above it and the formation it belongs to. */
export interface CommandPlace {
  /** Every leader of every formation that holds the unit, nearest first. */
  leaders: string[];
  /** The formation the unit is a child of (its brigade), if any. */
  brigade: string | undefined;
}

const CHAINS = new WeakMap<OrderOfBattle, Map<string, CommandPlace>>();

/** Each unit of an order of battle by id, with its chain of command: read once per order of battle. */
export function chainOfCommand(oob: OrderOfBattle): Map<string, CommandPlace> {
  let chain = CHAINS.get(oob);
  if (chain) return chain;
  chain = new Map();
  const walk = (children: OrderOfBattle['children'], leaders: string[], brigade: string | undefined): void => {
    for (const c of children) {
      if ('kind' in c && c.kind === 'formation') walk(c.children, [...c.leaders.map((l) => l.id), ...leaders], c.id);
      else chain!.set(c.id, { leaders, brigade });
    }
  };
  walk(oob.children, [], undefined);
  CHAINS.set(oob, chain);
  return chain;
}

/** The id a placement key names in its side's order of battle. */
const idOf = (u: TableUnit): string => u.key.slice(u.side.length + 1);

/**
 * Whether a unit is in command and control where it stands (B:1216): within the command radius of one
 * of its own leaders on the table (above), adjacent to one, or contiguously adjacent to regiments of its
 * brigade that are. A side with no leaders on the table plays without the rule ("if leaders are being
 * used"). Read where the units stand now, not at the start of the player turn (rules notes P15).
 */
export function commandAndControl(ground: PlaytestGround, playtest: Playtest, key: string): { inCommand: boolean; trace: Trace } {
  const table = playtestTable(ground, playtest);
  // Command is read from where the units stand, which is the table: a state that moved no one is given
  // the same table (state.ts), and the answer for each unit is kept with it. Each move reader of each
  // unit asks it, and an opponent makes a reader for every unit after every act.
  let known = COMMAND.get(table);
  if (!known) COMMAND.set(table, (known = new Map()));
  let answer = known.get(key);
  if (!answer) known.set(key, (answer = commandOnTable(ground, table, key)));
  return answer;
}

/** A table is one ground's (state.ts lays it out for one), so its units' command is kept per table. */
const COMMAND = new WeakMap<PreviewTable, Map<string, { inCommand: boolean; trace: Trace }>>();

function commandOnTable(ground: PlaytestGround, table: PreviewTable, key: string): { inCommand: boolean; trace: Trace } {
  const unit = table.unitsByKey.get(key);
  if (!unit || unit.role !== 'combat') return { inCommand: true, trace: [] };
  const sideLeaders = table.units.filter((l) => l.side === unit.side && l.role === 'leader' && l.leader);
  if (sideLeaders.length === 0) return { inCommand: true, trace: [{ step: 'command and control', value: 'no leaders', detail: `${sideName(ground, unit.side)} has no leaders on the table: every unit is in command.`, source: OUT_OF_COMMAND_COST.source }] };
  const oob = ground.sides.find((s) => s.id === unit.side)?.orderOfBattle;
  const chain = oob ? chainOfCommand(oob) : new Map<string, CommandPlace>();
  const placeOf = (u: TableUnit): CommandPlace => chain.get(idOf(u)) ?? { leaders: [], brigade: undefined };
  // The first of its own leaders who commands it: the others are not measured.
  const reach = (u: TableUnit) => {
    const own = new Set(placeOf(u).leaders);
    for (const l of sideLeaders) {
      if (!own.has(idOf(l))) continue;
      const c = inCommand(table.scale, { lb: l.leader!.lb as LeaderBenefit, distanceInches: Math.round(gapBetween(u, l) * 100) / 100, adjacent: adjacent(table, u, l) });
      if (c.inCommand) return { l, c };
    }
    return undefined;
  };
  const own = reach(unit);
  if (own) return { inCommand: true, trace: [{ ...own.c.trace.at(-1)!, detail: `${own.c.trace.at(-1)!.detail} ${own.l.name} commands ${unit.name}.` }] };
  const chained = brigadeChain(table, unit, placeOf, (u) => reach(u) !== undefined);
  if (chained) {
    return { inCommand: true, trace: [{ step: 'command and control', value: 'in', detail: `Contiguously adjacent to ${chained.name} of its own brigade, which is in command.`, source: COMMAND_RULES.brigadeChain.source }] };
  }
  return { inCommand: false, trace: [{ step: 'command and control', value: 'out', detail: `${unit.name} is outside the command radius of each of its own leaders: a move or a charge costs two actions.`, source: OUT_OF_COMMAND_COST.source }] };
}

/** The regiment of `unit`'s brigade in command that a chain of adjacent regiments of the brigade joins it to, if any. */
function brigadeChain(table: PreviewTable, unit: TableUnit, placeOf: (u: TableUnit) => CommandPlace, commanded: (u: TableUnit) => boolean): TableUnit | undefined {
  const brigade = placeOf(unit).brigade;
  if (brigade === undefined) return undefined;
  const mates = table.units.filter((o) => o !== unit && o.side === unit.side && o.role === 'combat' && placeOf(o).brigade === brigade);
  const seen = new Set<TableUnit>([unit]);
  let edge = [unit];
  while (edge.length) {
    const next: TableUnit[] = [];
    for (const u of edge) {
      for (const o of mates) {
        if (seen.has(o) || !adjacent(table, u, o)) continue;
        if (commanded(o)) return o;
        seen.add(o);
        next.push(o);
      }
    }
    edge = next;
  }
  return undefined;
}
