/**
 * Victory conditions read against the table as it is set up, before a die is rolled: a condition that
 * already holds (a "clear the area" objective with no defender in it, a "hold" one only the holder
 * stands in, regiments already beyond the line) would hand its side the game if nobody moved, and one
 * that can never hold (an objective the map lacks, more regiments than the side has, more stands than
 * the enemy fields) decides nothing. `muster check` and the app's checks name both.
 */
import { isFormation, type OobNode, type OrderOfBattle } from '../../model/oob';
import type { Objective, Victory, VictoryCondition } from '../../model/scenario.generated';
import { plural } from '../../model/plural';
import { ringHolds, type PreviewTable, type TableUnit } from './table';

export interface SetupVictoryFinding {
  kind: 'met-at-setup' | 'unmeetable';
  condition: string;
  message: string;
}

/** Every unit of an order of battle (leaders are not units). */
function unitsOf(oob: OrderOfBattle | undefined): Array<{ arm: string; stands: number }> {
  const out: Array<{ arm: string; stands: number }> = [];
  const walk = (nodes: readonly OobNode[]) => {
    for (const n of nodes) {
      if (isFormation(n)) walk(n.children);
      else out.push({ arm: n.arm, stands: 'stands' in n && typeof n.stands === 'number' ? n.stands : 1 });
    }
  };
  walk(oob?.children ?? []);
  return out;
}

/** How the condition reads to the players: its own words, else its kind. */
const conditionName = (c: VictoryCondition): string => (c.text?.trim() ? `"${c.text.trim()}"` : `the ${c.kind.replace(/-/g, ' ')} condition`);

export function victoryAtSetup(table: PreviewTable, victory: Victory | undefined): SetupVictoryFinding[] {
  if (!victory) return [];
  const out: SetupVictoryFinding[] = [];
  const sides = table.input.sides;
  const name = (id: string | undefined) => sides.find((s) => s.id === id)?.name ?? id ?? 'a side';
  const objectives = new Map<string, Objective>((table.input.map.objectives ?? []).map((o) => [o.id, o]));
  const combat = table.units.filter((u) => u.role === 'combat' && u.unit);
  const inside = (u: TableUnit, o: Objective | undefined) => !!o?.area && ringHolds(o.area, u.front.centre);
  for (const c of victory.conditions) {
    if (c.kind === 'text' || !c.side) continue;
    const enemies = sides.filter((s) => s.id !== c.side).map((s) => s.id);
    const enemyName = enemies.map(name).join(' and ');
    const missing = (c.objectives ?? []).filter((id) => !objectives.has(id));
    if (missing.length) {
      out.push({ kind: 'unmeetable', condition: c.id, message: `${name(c.side)}'s victory condition ${conditionName(c)} names ${plural(missing.length, 'objective')} the map does not have (${missing.join(', ')}): it can never be met.` });
      continue;
    }
    const areas = (c.objectives ?? []).map((id) => objectives.get(id)!);
    const areaNames = areas.map((a) => a.name ?? a.id).join(c.anyOf ? ' or ' : ' and ');
    if (c.kind === 'clear-area' && areas.length) {
      const allowed = c.count ?? 0;
      const clear = areas.map((a) => combat.filter((u) => enemies.includes(u.side) && inside(u, a)).length <= allowed);
      if (c.anyOf ? clear.some(Boolean) : clear.every(Boolean)) {
        out.push({ kind: 'met-at-setup', condition: c.id, message: `${name(c.side)}'s victory condition ${conditionName(c)} is already met at set-up: ${allowed ? `no more than ${allowed}` : 'no'} ${enemyName} ${allowed === 1 ? 'unit stands' : 'units stand'} in ${areaNames}. Unless ${enemyName} units move in, ${name(c.side)} wins.` });
      }
    } else if (c.kind === 'hold-area' && areas.length) {
      const held = areas.map((a) => combat.some((u) => u.side === c.side && inside(u, a)) && !combat.some((u) => enemies.includes(u.side) && inside(u, a)));
      if (c.anyOf ? held.some(Boolean) : held.every(Boolean)) {
        out.push({ kind: 'met-at-setup', condition: c.id, message: `${name(c.side)}'s victory condition ${conditionName(c)} is already met at set-up: ${name(c.side)} holds ${areaNames} and no ${enemyName} unit stands there.` });
      }
    } else if (c.kind === 'units-beyond') {
      const need = c.count ?? 1;
      const regiments = unitsOf(sides.find((s) => s.id === c.side)?.orderOfBattle).filter((u) => u.arm !== 'artillery').length;
      const beyond = combat.filter((u) => u.side === c.side && u.unit!.arm !== 'artillery' && areas.some((a) => inside(u, a))).length;
      if (beyond >= need) out.push({ kind: 'met-at-setup', condition: c.id, message: `${name(c.side)}'s victory condition ${conditionName(c)} is already met at set-up: ${beyond} of its regiments stand in ${areaNames}, ${need} are needed.` });
      else if (regiments > 0 && regiments < need) out.push({ kind: 'unmeetable', condition: c.id, message: `${name(c.side)}'s victory condition ${conditionName(c)} needs ${need} regiments in ${areaNames}, but the side has only ${regiments}: it can never be met.` });
    } else if (c.kind === 'forced-retirement') {
      const need = c.count ?? 1;
      const stands = enemies.map((e) => ({ e, n: unitsOf(sides.find((s) => s.id === e)?.orderOfBattle).reduce((sum, u) => sum + u.stands, 0) }));
      if (stands.every((x) => x.n > 0 && x.n < need)) {
        out.push({ kind: 'unmeetable', condition: c.id, message: `${name(c.side)}'s victory condition ${conditionName(c)} needs the ${enemyName} to lose ${plural(need, 'stand')}, but they field only ${stands.map((x) => x.n).join(' and ')}: it can never be met.` });
      }
    }
  }
  return out;
}
