/**
 * A scenario's limits on a points-built force (`ForceConstraint` of the scenario format) checked
 * against an order of battle. The constraint's text is what the book says; the structured fields are
 * what can be checked, so a broken limit is named, not only described.
 */
import { isFormation, type Leader, type OobNode, type OrderOfBattle, type Unit } from '../model/oob';
import { ARMS } from '../model/words';
import { weaponName } from '../rules/adf/weapons';
import type { ForceConstraint } from '../model/scenario.generated';
import { plural } from '../model/plural';

export interface ConstraintFinding {
  constraint: ForceConstraint;
  message: string;
}

function collect(nodes: readonly OobNode[], units: Unit[], leaders: Leader[]): void {
  for (const n of nodes) {
    if (isFormation(n)) {
      leaders.push(...n.leaders);
      collect(n.children, units, leaders);
    } else units.push(n);
  }
}

const weaponOf = (u: Unit): string | null => (u.arm === 'artillery' ? u.gun : u.arm === 'engineers' ? null : u.weapon);
/** A weapon or gun id in words ("3-inch Ordnance rifle"); an id no arm knows is shown as written. */
const named = (id: string | undefined): string => ARMS.map((arm) => weaponName(arm, id ?? '')).find((n) => n !== undefined) ?? id ?? '';
const batteriesText = (n: number): string => plural(n, 'battery', 'batteries');

/** Every structured limit the side breaks; `other` constraints and fields left out are not checked. */
export function checkForceConstraints(oob: OrderOfBattle, constraints: readonly ForceConstraint[]): ConstraintFinding[] {
  const units: Unit[] = [];
  const leaders: Leader[] = [];
  collect(oob.children, units, leaders);
  const out: ConstraintFinding[] = [];
  const fail = (constraint: ForceConstraint, message: string) => out.push({ constraint, message });
  for (const c of constraints) {
    switch (c.kind) {
      case 'battery-count': {
        const batteries = units.filter((u) => u.arm === 'artillery');
        const n = batteries.length;
        if (c.min !== undefined && n < c.min) fail(c, `${batteriesText(n)}; the scenario requires at least ${c.min}`);
        if (c.max !== undefined && n > c.max) fail(c, `${batteriesText(n)}; the scenario allows at most ${c.max}`);
        if (c.weapon) for (const b of batteries.filter((u) => weaponOf(u) !== c.weapon)) fail(c, `${b.name} has ${named(weaponOf(b) ?? undefined)} guns; the scenario allows only ${named(c.weapon)}`);
        break;
      }
      case 'weapon-limit': {
        const n = units.filter((u) => weaponOf(u) === c.weapon).length;
        if (c.max !== undefined && n > c.max) fail(c, `${plural(n, 'unit')} ${n === 1 ? 'carries' : 'carry'} ${named(c.weapon)}; the scenario allows at most ${c.max}`);
        if (c.min !== undefined && n < c.min) fail(c, `${plural(n, 'unit')} ${n === 1 ? 'carries' : 'carry'} ${named(c.weapon)}; the scenario requires at least ${c.min}`);
        break;
      }
      case 'no-quality': {
        for (const u of units) if (u.quality === c.quality) fail(c, `${u.name} is ${u.quality}; the scenario allows no ${c.quality} units`);
        break;
      }
      case 'max-quality-count':
      case 'min-quality-count': {
        const wanted = c.qualities ?? (c.quality ? [c.quality] : []);
        const n = units.filter((u) => wanted.includes(u.quality)).length;
        if (c.kind === 'max-quality-count' && c.max !== undefined && n > c.max) fail(c, `${plural(n, `${wanted.join(' or ')} unit`)}; the scenario allows at most ${c.max}`);
        if (c.kind === 'min-quality-count' && c.min !== undefined && n < c.min) fail(c, `${plural(n, `${wanted.join(' or ')} unit`)}; the scenario requires at least ${c.min}`);
        break;
      }
      case 'required-leader': {
        const name = c.leader?.name;
        if (name && !leaders.some((l) => l.name.toLowerCase().includes(name.toLowerCase()))) fail(c, `the scenario requires the leader ${name}`);
        break;
      }
      default:
        break;
    }
  }
  return out;
}
