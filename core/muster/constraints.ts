/**
 * A scenario's limits on a points-built force (`ForceConstraint` of the scenario format) checked
 * against an order of battle: the one check `muster check`, `muster points`, the map editor's Problems
 * list and the Sides view all read. The constraint's text is what the book says; the structured fields
 * are what can be checked, so a broken limit is named, with the formation that breaks it.
 *
 * A limit counts in each formation its `per` names (the whole side, each division, each brigade:
 * Mine Run 2's "each Union brigade may have one elite regiment, but must have at least two trained
 * regiments and one green regiment", B:2294), inside the formation its `formation` names where it has
 * one (Mine Run 3's "all of Rodes' regiments are veteran or elite", B:2405), and counts regiments or
 * every unit as its `of` says.
 */
import { isFormation, type Formation, type Leader, type OobNode, type OrderOfBattle, type Unit } from '../model/oob';
import { ARMS } from '../model/words';
import { weaponName } from '../rules/adf/weapons';
import type { ForceConstraint } from '../model/scenario.generated';
import { plural } from '../model/plural';

/** The rule id a broken force limit is reported under, by `muster check`, `muster points` and the app. */
export const FORCE_LIMIT_RULE = 'side.force-limit';

export interface ConstraintFinding {
  constraint: ForceConstraint;
  /** What is wrong, in words; a limit counted per brigade or division starts with the formation's name. */
  message: string;
  /** The formation that breaks the limit ("2nd Brigade (Ward)"); null where the side as a whole does. */
  formation: string | null;
  /** The formations from the side's top down to it ("III Corps > 1st Division > 2nd Brigade (Ward)"); '' for the side. */
  path: string;
}

type Quality = Unit['quality'];
/** A part of the side a limit is counted in: the side, or one formation with its path. */
interface Scope {
  formation: Formation | null;
  path: string;
  units: Unit[];
  leaders: Leader[];
}

function collect(nodes: readonly OobNode[], units: Unit[], leaders: Leader[]): void {
  for (const n of nodes) {
    if (isFormation(n)) {
      leaders.push(...n.leaders);
      collect(n.children, units, leaders);
    } else units.push(n);
  }
}

function scopeOf(formation: Formation | null, nodes: readonly OobNode[], path: string): Scope {
  const units: Unit[] = [];
  const leaders: Leader[] = [...(formation?.leaders ?? [])];
  collect(nodes, units, leaders);
  return { formation, path, units, leaders };
}

/** Every formation of the tree with its path, outermost first. */
function formationsOf(nodes: readonly OobNode[], above: string, out: Array<{ formation: Formation; path: string }> = []): Array<{ formation: Formation; path: string }> {
  for (const n of nodes) {
    if (!isFormation(n)) continue;
    const path = above ? `${above} > ${n.name}` : n.name;
    out.push({ formation: n, path });
    formationsOf(n.children, path, out);
  }
  return out;
}

/** Whether a formation is the one a limit names: by its name or its commander's ("Rodes" finds "Rodes' Division"). */
const isNamed = (f: Formation, name: string): boolean => {
  const wanted = name.trim().toLowerCase();
  return f.name.toLowerCase().includes(wanted) || f.leaders.some((l) => l.name.toLowerCase().includes(wanted));
};

/**
 * The parts of the side a limit is counted in. `formation` narrows the side to the outermost formations
 * so named; `per` then takes each division or brigade inside them (the named formation itself if it is one).
 */
function scopesOf(oob: OrderOfBattle, c: ForceConstraint): Scope[] | { missing: string } {
  const all = formationsOf(oob.children, '');
  let roots: Scope[] = [scopeOf(null, oob.children, '')];
  if (c.formation) {
    const named = all.filter((f) => isNamed(f.formation, c.formation!));
    const outermost = named.filter((f) => !named.some((o) => o !== f && f.path.startsWith(`${o.path} > `)));
    if (outermost.length === 0) return { missing: c.formation };
    roots = outermost.map((f) => scopeOf(f.formation, f.formation.children, f.path));
  }
  const per = c.per ?? 'side';
  if (per === 'side') return roots;
  return roots.flatMap((root) => {
    const inside = root.formation ? [{ formation: root.formation, path: root.path }, ...formationsOf(root.formation.children, root.path)] : all;
    return inside.filter((f) => f.formation.level === per).map((f) => scopeOf(f.formation, f.formation.children, f.path));
  });
}

const weaponOf = (u: Unit): string | null => (u.arm === 'artillery' ? u.gun : u.arm === 'engineers' ? null : u.weapon);
/** A weapon or gun id in words ("3-inch Ordnance rifle"); an id no arm knows is shown as written. */
const named = (id: string | undefined): string => ARMS.map((arm) => weaponName(arm, id ?? '')).find((n) => n !== undefined) ?? id ?? '';
const batteriesText = (n: number): string => plural(n, 'battery', 'batteries');
/** The units a quality limit counts: every unit, or the regiments only (not the batteries), as `of` says. */
const counted = (c: ForceConstraint, units: readonly Unit[]): Unit[] => (c.of === 'regiments' ? units.filter((u) => u.arm !== 'artillery') : [...units]);
const noun = (c: ForceConstraint): string => (c.of === 'regiments' ? 'regiment' : 'unit');
const qualityWords = (qualities: readonly Quality[]): string => qualities.join(' or ');
const PER_WORDS: Record<NonNullable<ForceConstraint['per']>, string> = { side: '', division: ' in each division', brigade: ' in each brigade' };

/** The bounds a count must keep: `count` exactly (for "at most N units of", `count` is the most), else `min` and `max` as given. */
function bounds(c: ForceConstraint): { min: number | undefined; max: number | undefined } {
  if (c.kind === 'max-units-of') return { min: c.min, max: c.max ?? c.count };
  if (c.count !== undefined) return { min: c.count, max: c.count };
  return { min: c.min, max: c.max };
}

/** Every structured limit the side breaks; `other` constraints and fields left out are not checked. */
export function checkForceConstraints(oob: OrderOfBattle, constraints: readonly ForceConstraint[]): ConstraintFinding[] {
  const out: ConstraintFinding[] = [];
  for (const c of constraints) {
    if (c.kind === 'other') continue;
    const scopes = scopesOf(oob, c);
    if (!Array.isArray(scopes)) {
      out.push({ constraint: c, message: `the side has no formation named ${scopes.missing}, which the scenario's limit "${c.text}" is about`, formation: null, path: '' });
      continue;
    }
    for (const scope of scopes) {
      const where = scope.formation ? `${scope.formation.name}: ` : '';
      const fail = (message: string) => out.push({ constraint: c, message: `${where}${message}`, formation: scope.formation?.name ?? null, path: scope.path });
      const each = PER_WORDS[c.per ?? 'side'];
      const { min, max } = bounds(c);
      // "Exactly" where the scenario gives one number (`count`), else its bounds as given.
      const exact = c.count !== undefined && c.kind !== 'max-units-of';
      const count = (n: number, what: string) => {
        if (min !== undefined && n < min) fail(`${what}; the scenario requires ${exact ? 'exactly' : 'at least'} ${min}${each}`);
        else if (max !== undefined && n > max) fail(`${what}; the scenario allows ${exact ? 'exactly' : 'at most'} ${max}${each}`);
      };
      const units = scope.units;
      switch (c.kind) {
        case 'battery-count': {
          const batteries = units.filter((u) => u.arm === 'artillery');
          count(batteries.length, batteriesText(batteries.length));
          if (c.weapon) for (const b of batteries.filter((u) => weaponOf(u) !== c.weapon)) fail(`${b.name} has ${named(weaponOf(b) ?? undefined)} guns; the scenario allows only ${named(c.weapon)}`);
          break;
        }
        case 'brigade-count': {
          const brigades = formationsOf(scope.formation ? scope.formation.children : oob.children, '').filter((f) => f.formation.level === 'brigade').length + (scope.formation?.level === 'brigade' ? 1 : 0);
          count(brigades, plural(brigades, 'brigade'));
          break;
        }
        case 'weapon-limit': {
          const n = units.filter((u) => weaponOf(u) === c.weapon).length;
          count(n, `${plural(n, 'unit')} ${n === 1 ? 'carries' : 'carry'} ${named(c.weapon)}`);
          break;
        }
        case 'max-units-of': {
          const n = counted(c, units).filter((u) => (c.quality === undefined || u.quality === c.quality) && (c.weapon === undefined || weaponOf(u) === c.weapon)).length;
          count(n, plural(n, `${[c.quality, c.weapon ? named(c.weapon) : undefined].filter(Boolean).join(' ')} ${noun(c)}`.trim()));
          break;
        }
        case 'no-quality': {
          for (const u of counted(c, units)) if (u.quality === c.quality) fail(`${u.name} is ${u.quality}; the scenario allows no ${c.quality} ${noun(c)}s${each}`);
          break;
        }
        case 'only-qualities': {
          const allowed = c.qualities ?? (c.quality ? [c.quality] : []);
          for (const u of counted(c, units)) if (!allowed.includes(u.quality)) fail(`${u.name} is ${u.quality}; the scenario wants every ${noun(c)}${c.formation ? ` of ${scope.formation?.name ?? c.formation}` : ''} ${qualityWords(allowed)}`);
          break;
        }
        case 'max-quality-count':
        case 'min-quality-count': {
          const wanted = c.qualities ?? (c.quality ? [c.quality] : []);
          const n = counted(c, units).filter((u) => wanted.includes(u.quality)).length;
          const what = plural(n, `${qualityWords(wanted)} ${noun(c)}`);
          if (c.kind === 'max-quality-count' && c.max !== undefined && n > c.max) fail(`${what}; the scenario allows at most ${c.max}${each}`);
          if (c.kind === 'min-quality-count' && c.min !== undefined && n < c.min) fail(`${what}; the scenario requires at least ${c.min}${each}`);
          break;
        }
        case 'required-leader': {
          const name = c.leader?.name;
          if (name && !scope.leaders.some((l) => l.name.toLowerCase().includes(name.toLowerCase()))) fail(`the scenario requires the leader ${name}`);
          break;
        }
      }
    }
  }
  return out;
}
