/**
 * Checks an order of battle against the organisation rules and returns warnings; it never refuses an
 * army. Each warning names its rule, severity, a sentence saying what is wrong, and the path of the
 * formation or unit it concerns (plus its id, so the editor can select it).
 *
 * Findings for a formation's subtree are cached on the formation object, keyed by the resolved rules,
 * side and price options: after one edit only the formations on the path to the change are re-checked.
 */
import type { Side } from '../model/words';
import { QUALITIES, SIDE_LABELS } from '../model/words';
import { CAVALRY_WEAPON_NAMES, INFANTRY_WEAPON_NAMES } from '../rules/adf/weapons';
import { plural } from '../model/plural';
import { belongsInside, FORMATION_LEVEL_LABELS, isFormation, type Formation, type FormationLevel, type LeaderRole, type OrderOfBattle, type Unit } from '../model/oob';
import { artilleryPoints, costOrderOfBattle, type CostOptions, type FormationCost, type ItemCost, type SideCost } from './cost';
import { budgetWithBonus, resolveRules, type EraPresetId, type ResolvedRules, type RuleId, type RuleSettings, type Severity } from './organisationRules';
import { statedTotalWarnings } from './statedTotals';

export interface MusterWarning {
  rule: RuleId;
  severity: Severity;
  message: string;
  /** Names from the root, joined with " > "; empty for the side as a whole. */
  path: string;
  /** The formation, unit or leader concerned; null for the side as a whole. */
  nodeId: string | null;
}

export const PATH_JOIN = ' > ';

const SIDE_NAME = SIDE_LABELS;

interface Finding {
  rule: RuleId;
  severity: Severity;
  message: string;
  /** Path inside the formation the finding was cached on ("" = that formation itself). */
  rel: string;
  nodeId: string | null;
}

interface Context {
  rules: ResolvedRules;
  side: Side;
  cost: CostOptions;
  key: string;
}

const joinPath = (head: string, rel: string): string => (rel === '' ? head : `${head}${PATH_JOIN}${rel}`);

function finding(ctx: Context, rule: RuleId, message: string, rel: string, nodeId: string | null): Finding | null {
  const r = ctx.rules[rule];
  return r.enabled ? { rule, severity: r.severity, message, rel, nodeId } : null;
}

function push(out: Finding[], f: Finding | null): void {
  if (f) out.push(f);
}

/** Warnings about one unit's own choices (side, price table, sharpshooters). */
function unitFindings(ctx: Context, unit: Unit, cost: ItemCost, out: Finding[], rel: string): void {
  const { rules } = ctx;
  if (cost.status === 'no-price') push(out, finding(ctx, 'cost.no-price', `${unit.name}: ${cost.reason}; enter a manual cost (counted as 0 MP)`, rel, unit.id));
  if (cost.status === 'not-available') push(out, finding(ctx, 'cost.not-available', `${unit.name}: ${cost.reason} under the points system`, rel, unit.id));
  const ban = rules['side.repeater-ban'].params;
  if (ban.sides.includes(ctx.side)) {
    const banned =
      unit.arm === 'infantry' ? ban.infantryWeapons.includes(unit.weapon) : unit.arm === 'cavalry' ? ban.cavalryWeapons.includes(unit.weapon) : false;
    if (banned && (unit.arm === 'infantry' || unit.arm === 'cavalry')) {
      push(out, finding(ctx, 'side.repeater-ban', `${unit.name} carries ${unit.arm === 'infantry' ? INFANTRY_WEAPON_NAMES[unit.weapon] : CAVALRY_WEAPON_NAMES[unit.weapon]}, but ${SIDE_NAME[ctx.side]} units may not have repeaters unless the scenario allows them`, rel, unit.id));
    }
  }
  if (unit.arm === 'artillery') {
    const allowed = rules['artillery.sections-by-side'].params.sections[ctx.side];
    if (!allowed.includes(unit.sections)) {
      push(out, finding(ctx, 'artillery.sections-by-side', `${unit.name} has ${plural(unit.sections, 'section')}; ${SIDE_NAME[ctx.side]} batteries are bought with ${allowed.join(' or ')} sections`, rel, unit.id));
    }
  }
  if (unit.arm === 'infantry' && (unit.sharpshooters || unit.weapon === 'sharpshooter-rm')) {
    if (unit.quality !== 'elite') push(out, finding(ctx, 'sharpshooter.elite-only', `${unit.name} is rated sharpshooters but is ${unit.quality}; sharpshooters must be elite`, rel, unit.id));
    const max = rules['sharpshooter.max-figures'].params.max;
    if (unit.figures > max) push(out, finding(ctx, 'sharpshooter.max-figures', `${unit.name} is a ${unit.figures}-figure sharpshooter unit; at most ${max} figures`, rel, unit.id));
  }
}

type BrigadeArm = 'infantry' | 'cavalry';

/** A brigade is a cavalry brigade when it holds more cavalry than infantry. */
function brigadeArm(units: Unit[]): BrigadeArm {
  let infantry = 0;
  let cavalry = 0;
  for (const u of units) {
    if (u.arm === 'infantry') infantry++;
    else if (u.arm === 'cavalry') cavalry++;
  }
  return cavalry > infantry ? 'cavalry' : 'infantry';
}

function subtreeUnits(f: Formation): Unit[] {
  const out: Unit[] = [];
  const walk = (x: Formation): void => {
    for (const n of x.children) {
      if (isFormation(n)) walk(n);
      else out.push(n);
    }
  };
  walk(f);
  return out;
}

const LEADER_FOR_LEVEL: Readonly<Partial<Record<FormationLevel, LeaderRole>>> = {
  brigade: 'brigade',
  division: 'division',
  corps: 'corps',
  wing: 'wing',
  artillery: 'artillery',
};

function brigadeFindings(ctx: Context, f: Formation, cost: FormationCost, out: Finding[]): void {
  const { rules, side } = ctx;
  const all = subtreeUnits(f);
  if (brigadeArm(all) === 'cavalry') {
    const cavalry = all.filter((u) => u.arm === 'cavalry');
    const comp = rules['cavalry.brigade-composition'].params;
    const big = cavalry.filter((u) => u.figures >= comp.minFigures).length;
    if (big < comp.minUnits) {
      push(out, finding(ctx, 'cavalry.brigade-composition', `${f.name} has ${plural(big, 'cavalry regiment or battalion', 'cavalry regiments or battalions')} of ${comp.minFigures}+ figures; a cavalry brigade has at least ${comp.minUnits}`, '', f.id));
    }
    const rep = rules['cavalry.repeater-limit'].params;
    const repeaters = cavalry.filter((u) => u.arm === 'cavalry' && rep.weapons.includes(u.weapon)).length;
    if (repeaters > rep.max) push(out, finding(ctx, 'cavalry.repeater-limit', `${f.name} has ${plural(repeaters, 'regiment')} with repeating carbines; at most ${rep.max}`, '', f.id));
    return;
  }
  const regiments = all.filter((u): u is Extract<Unit, { arm: 'infantry' }> => u.arm === 'infantry');
  const count = rules['brigade.regiment-count'].params;
  if (regiments.length < count.min || regiments.length > count.max) {
    push(out, finding(ctx, 'brigade.regiment-count', `${f.name} has ${plural(regiments.length, 'regiment')}; an infantry brigade has ${count.min} to ${count.max}`, '', f.id));
  }
  const cap = rules['brigade.points-cap'].params;
  const points = cap.countArtillery ? cost.total : cost.total - artilleryPoints(cost);
  if (points > cap.caps[side]) {
    push(out, finding(ctx, 'brigade.points-cap', `${f.name} costs ${points} MP with its leader; a ${SIDE_NAME[side]} brigade costs at most ${cap.caps[side]} MP`, '', f.id));
  }
  const eg = rules['brigade.elite-green-limit'].params;
  const elite = regiments.filter((r) => r.quality === 'elite').length;
  const green = regiments.filter((r) => r.quality === 'green').length;
  if (eg.counting === 'combined' ? elite + green > eg.max : elite > eg.max || green > eg.max) {
    const what = eg.counting === 'combined' ? `${elite + green} elite or green regiments (${elite} elite, ${green} green)` : `${elite} elite and ${green} green regiments`;
    push(out, finding(ctx, 'brigade.elite-green-limit', `${f.name} has ${what}; at most ${eg.max}${eg.counting === 'each' ? ' of each' : ''}`, '', f.id));
  }
  const ss = regiments.filter((r) => r.sharpshooters || r.weapon === 'sharpshooter-rm').length;
  const ssMax = rules['brigade.sharpshooter-limit'].params.max;
  if (ss > ssMax) push(out, finding(ctx, 'brigade.sharpshooter-limit', `${f.name} has ${ss} sharpshooter regiments; at most ${ssMax}`, '', f.id));
  const rep = rules['brigade.repeater-limit'].params;
  const repeaters = regiments.filter((r) => rep.weapons.includes(r.weapon)).length;
  if (repeaters > rep.max) push(out, finding(ctx, 'brigade.repeater-limit', `${f.name} has ${plural(repeaters, 'regiment')} with repeating rifles; at most ${rep.max}`, '', f.id));
  const gt = rules['era.green-or-trained-minimum'].params;
  if (gt.sides.includes(side)) {
    const n = regiments.filter((r) => r.quality === 'green' || r.quality === 'trained').length;
    if (n < gt.min) push(out, finding(ctx, 'era.green-or-trained-minimum', `${f.name} has ${plural(n, 'green or trained regiment')}; a typical ${SIDE_NAME[side]} brigade of this era has at least ${gt.min}`, '', f.id));
  }
  const mq = rules['era.minimum-quality'].params;
  if (mq.sides.includes(side)) {
    const floor = QUALITIES.indexOf(mq.minimum);
    const below = regiments.filter((r) => QUALITIES.indexOf(r.quality) < floor).length;
    if (below > 0) push(out, finding(ctx, 'era.minimum-quality', `${f.name} has ${plural(below, 'regiment')} below ${mq.minimum}; ${SIDE_NAME[side]} regiments of this era are at least ${mq.minimum}`, '', f.id));
  }
}

function divisionFindings(ctx: Context, f: Formation, cost: FormationCost, out: Finding[]): void {
  const { rules, side } = ctx;
  const count = rules['division.brigade-count'].params;
  const brigades = f.children.filter((c) => isFormation(c) && c.level === 'brigade').length;
  if (brigades < count.min || brigades > count.max) {
    push(out, finding(ctx, 'division.brigade-count', `${f.name} has ${plural(brigades, 'brigade')}; a division has ${count.min} to ${count.max}`, '', f.id));
  }
  const cap = rules['division.points-cap'].params;
  const allowance = Math.min(cap.attachedArtillery[side], artilleryPoints(cost));
  const limit = cap.caps[side] + allowance;
  if (cost.total > limit) {
    const extra = allowance > 0 ? ` (${cap.caps[side]} + ${allowance} of attached artillery)` : '';
    push(out, finding(ctx, 'division.points-cap', `${f.name} costs ${cost.total} MP with its leader; a ${SIDE_NAME[side]} division costs at most ${limit} MP${extra}`, '', f.id));
  }
}

function formationFindings(ctx: Context, f: Formation, cost: FormationCost): Finding[] {
  const cached = cache.get(f);
  if (cached && cached.rules === ctx.rules && cached.key === ctx.key) return cached.findings;
  const out: Finding[] = [];
  const { rules } = ctx;
  if (f.level === 'brigade') brigadeFindings(ctx, f, cost, out);
  if (f.level === 'division') divisionFindings(ctx, f, cost, out);
  if (f.level === 'corps') {
    const cap = rules['corps.points-typical'].params.caps[ctx.side];
    if (cost.total > cap) push(out, finding(ctx, 'corps.points-typical', `${f.name} costs ${cost.total} MP; a typical ${SIDE_NAME[ctx.side]} corps of this era costs about ${cap} MP`, '', f.id));
  }
  if (rules['leaders.required'].params.levels.includes(f.level)) {
    const role = LEADER_FOR_LEVEL[f.level];
    if (role && !f.leaders.some((l) => l.role === role)) {
      push(out, finding(ctx, 'leaders.required', `${f.name} has no ${role} leader; every ${f.level} needs one`, '', f.id));
    }
  }
  cost.leaders.forEach((lc, i) => {
    const leader = f.leaders[i]!;
    if (lc.status === 'no-price') push(out, finding(ctx, 'cost.no-price', `${leader.name}: ${lc.reason}; enter a manual cost (counted as 0 MP)`, '', leader.id));
  });
  let unitIndex = 0;
  let childIndex = 0;
  for (const node of f.children) {
    if (isFormation(node)) {
      const childCost = cost.children[childIndex++]!;
      if (!belongsInside(node.level, f.level)) {
        push(out, finding(ctx, 'formation.nesting', `${node.name} (${aWord(LEVEL_WORDS[node.level])}) is inside ${f.name}, ${aWord(LEVEL_WORDS[f.level])}: its units are counted as ${f.name}'s; move it up to where ${aWord(LEVEL_WORDS[node.level])} belongs`, '', node.id));
      }
      for (const c of formationFindings(ctx, node, childCost)) out.push({ ...c, rel: joinPath(node.name, c.rel) });
    } else {
      unitFindings(ctx, node, cost.units[unitIndex++]!, out, node.name);
    }
  }
  cache.set(f, { rules: ctx.rules, key: ctx.key, findings: out });
  return out;
}

const cache = new WeakMap<Formation, { rules: ResolvedRules; key: string; findings: Finding[] }>();

const aWord = (w: string): string => `${/^[aeiou]/.test(w) ? 'an' : 'a'} ${w}`;
const LEVEL_WORDS = Object.fromEntries(Object.entries(FORMATION_LEVEL_LABELS).map(([k, v]) => [k, v.toLowerCase()])) as Readonly<Record<FormationLevel, string>>;

function sideFindings(ctx: Context, oob: OrderOfBattle, cost: SideCost, out: Finding[]): void {
  const { rules, side } = ctx;
  let batteries = 0;
  let infantryBrigades = 0;
  let cavalryBrigades = 0;
  const artilleryLeaders: string[] = [];
  const leaderNames: string[] = [];
  const unitNames: string[] = [];
  const walk = (nodes: OrderOfBattle['children']): void => {
    for (const n of nodes) {
      if (isFormation(n)) {
        if (n.level === 'brigade') {
          if (brigadeArm(subtreeUnits(n)) === 'cavalry') cavalryBrigades++;
          else infantryBrigades++;
        }
        for (const l of n.leaders) {
          leaderNames.push(l.name);
          if (l.role === 'artillery') artilleryLeaders.push(l.name);
        }
        walk(n.children);
      } else {
        unitNames.push(n.name);
        if (n.arm === 'artillery') batteries++;
      }
    }
  };
  walk(oob.children);

  const bpb = rules['artillery.batteries-per-brigade'].params;
  const brigades = infantryBrigades + (bpb.countCavalryBrigades ? cavalryBrigades : 0);
  if (batteries < bpb.min * brigades || batteries > bpb.max * brigades) {
    push(out, finding(ctx, 'artillery.batteries-per-brigade', `${plural(batteries, 'battery', 'batteries')} for ${plural(brigades, 'brigade')}; buy ${bpb.min * brigades} to ${bpb.max * brigades} (${bpb.min} or ${bpb.max} per brigade)`, '', null));
  }
  const al = rules['artillery.leader'].params;
  if (artilleryLeaders.length > 0) {
    if (!al.sides.includes(side)) {
      push(out, finding(ctx, 'artillery.leader', `${artilleryLeaders.join(', ')}: only ${al.sides.map((x) => SIDE_NAME[x]).join(' or ')} sides may buy an artillery leader`, '', null));
    } else if (batteries <= al.moreThanBatteries) {
      push(out, finding(ctx, 'artillery.leader', `${artilleryLeaders.join(', ')}: an artillery leader needs more than ${plural(al.moreThanBatteries, 'battery', 'batteries')}; this side has ${batteries}`, '', null));
    }
    if (artilleryLeaders.length > al.max) {
      push(out, finding(ctx, 'artillery.leader', `${artilleryLeaders.length} artillery leaders; at most ${al.max}`, '', null));
    }
  }
  const budget = rules['scenario.points-budget'].params;
  if (budget.budget !== null) {
    const limit = budgetWithBonus(budget.budget, budget.bonus, budget.bonusRate);
    if (cost.total > limit) {
      push(out, finding(ctx, 'scenario.points-budget', `the side costs ${cost.total} MP; the budget is ${limit} MP${budget.bonus ? ` (${budget.budget} + ${Math.round(budget.bonusRate * 100)}% bonus)` : ''}`, '', null));
    }
  }
  const squares = rules['scenario.board-squares'].params;
  if (squares.squares !== null) {
    const limit = budgetWithBonus(squares.squares * squares.pointsPerSquare, squares.bonus, squares.bonusRate);
    if (cost.total > limit) {
      push(out, finding(ctx, 'scenario.board-squares', `the side costs ${cost.total} MP; ${squares.squares} board squares at ${squares.pointsPerSquare} MP each suggest at most ${limit} MP`, '', null));
    }
  }
  const req = rules['scenario.required'].params;
  const has = (names: string[], wanted: string): boolean => names.some((n) => n.toLowerCase().includes(wanted.toLowerCase()));
  for (const name of req.leaders) {
    if (!has(leaderNames, name)) push(out, finding(ctx, 'scenario.required', `the scenario requires the leader ${name}`, '', null));
  }
  for (const name of req.units) {
    if (!has(unitNames, name)) push(out, finding(ctx, 'scenario.required', `the scenario requires the unit ${name}`, '', null));
  }
}

export interface ValidateOptions {
  /** Era preset: picks the price table and the typical-cost numbers. Default: the OOB's era (1861–63 preset for 1861-63, early 1864 for 1864-65). */
  preset?: EraPresetId;
  /** Scenario settings, then player settings: later layers win. */
  settings?: RuleSettings[];
  /** Resolved rules to reuse across calls (faster; takes precedence over preset/settings). */
  rules?: ResolvedRules;
  borrowOtherEra?: boolean;
}

export interface MusterReport {
  cost: SideCost;
  warnings: MusterWarning[];
  rules: ResolvedRules;
}

const defaultPreset = (oob: OrderOfBattle): EraPresetId => (oob.era === '1861-63' ? '1861-63' : 'early-1864');

/** Costs, validates and compares stated totals in one pass: what the editor shows after every edit. */
export function musterReport(oob: OrderOfBattle, options: ValidateOptions = {}): MusterReport {
  const rules = options.rules ?? resolveRules(options.preset ?? defaultPreset(oob), ...(options.settings ?? []));
  const costOptions: CostOptions = { era: oob.era, borrowOtherEra: options.borrowOtherEra ?? false };
  const cost = costOrderOfBattle(oob, costOptions);
  const ctx: Context = { rules, side: oob.side, cost: costOptions, key: `${oob.side}|${costOptions.era}|${costOptions.borrowOtherEra ? 1 : 0}` };
  const found: Finding[] = [];
  let fi = 0;
  let ui = 0;
  for (const node of oob.children) {
    if (isFormation(node)) {
      const fc = cost.formations[fi++]!;
      for (const c of formationFindings(ctx, node, fc)) found.push({ ...c, rel: joinPath(node.name, c.rel) });
    } else {
      unitFindings(ctx, node, cost.units[ui++]!, found, node.name);
    }
  }
  sideFindings(ctx, oob, cost, found);
  const warnings: MusterWarning[] = found.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message, path: f.rel, nodeId: f.nodeId }));
  if (rules['cost.stated-totals'].enabled) {
    for (const w of statedTotalWarnings(oob, cost)) warnings.push({ ...w, severity: rules['cost.stated-totals'].severity });
  }
  return { cost, warnings, rules };
}

export const validateOrderOfBattle = (oob: OrderOfBattle, options: ValidateOptions = {}): MusterWarning[] => musterReport(oob, options).warnings;

