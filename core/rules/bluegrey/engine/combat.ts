/**
 * Combat odds in Blue & Grey, as the book computes them (8.0–8.4, 9.0, 10.2, 11.23, 12.2; the order of
 * adjustment on the chart, B:719–727; digest §1.15):
 *
 * 1. each attacker on its own: range (artillery), morale, terrain (halved at most once, never below 1,
 *    artillery never halved over water), rounding to the nearest whole number after each step;
 * 2. each defender: artillery's defence bonus (9.53), morale;
 * 3. the totals, rounded down to an odds level in the defender's favour;
 * 4. the best left shift all attackers are subject to (10.23) against the attacker's best right shift,
 *    netted (10.25–10.27); forest/woods' shift *instead of* every other terrain benefit, the defender
 *    choosing (8.45);
 * 5. at night the night die on the attacker's total (11.23), as a distribution;
 * 6. odds above 6:1 on the 6:1 column with a die modifier, below 1:5 on 1:5 (8.61, 8.62);
 * 7. the exact chance of each result.
 *
 * `attackOdds` takes the terrain already read (per attacker, the chart rows of each defending hex it
 * attacks); `attackOddsOnMap` reads them from a hex map.
 */
import { type HexCoord, hexLine, sameHex } from '../../../hexgrid';
import { type Trace, type TraceStep, bluegreyLine } from '../../trace';
import { ARTILLERY, type ArtilleryProfileId, BOMBARD_MINIMUM, DEFENCE_BONUS, defaultProfileOf, rangedStrength } from '../artillery';
import {
  type BgResultOdds,
  CRT_COLUMNS,
  type CrtColumn,
  ODDS_ROUNDING_SOURCE,
  SHIFT_FLOOR_SOURCE,
  VOLUNTARY_REDUCTION_SOURCE,
  columnOfLevel,
  crtOdds,
  noResults,
  oddsLevel,
  oddsText,
  shiftedLevel,
} from '../crt';
import { type BgMapInput, bgIndex, coordOn, distance, readHex, readSide } from './mapRead';
import { MINIMUM_STRENGTH, MORALE_STRENGTH } from '../morale';
import { NIGHT_DIE, NIGHT_NO_BOMBARDMENT_SOURCE, nightCases } from '../night';
import { lineOfSight } from './sight';
import {
  BG_HEX_TERRAIN,
  BG_HEXSIDE_TERRAIN,
  BG_PATHS,
  type BgCombatEffect,
  type BgHexRowId,
  type BgHexsideRowId,
  TRENCH_AS_BREASTWORKS,
  UNDER_CONSTRUCTION,
  WORKS_SHIFT_SOURCE,
} from '../terrain';
import { BG_MORALE_STATE_LABELS, type BgMoraleState, type BgUnitClass, isArtilleryClass, isInfantryOrCavalry, ratio, ratioText, roundTimes } from '../types';
import { nounFor } from '../../../model/plural';

// ---------------------------------------------------------------------------
// The rules as data
// ---------------------------------------------------------------------------

export const COMBAT_RULES = {
  /** Range, morale, terrain, each rounded; then the total; then night (chart B:719–727; 8.32, B:272). */
  order: { source: bluegreyLine(721), caseSource: bluegreyLine(272) },
  /** Halved into or over certain terrain, rounded (8.41, B:274); never more than half, never below 1 (10.22, B:428). */
  halving: { factor: ratio(1, 2), source: bluegreyLine(274), limitSource: bluegreyLine(428) },
  /** Where several terrains affect an attacker, the one best for the defender (8.43, B:277). */
  defenderChoosesTerrain: { source: bluegreyLine(277) },
  /** Only the best left shift and the best right shift count, netted (8.44 B:278; 10.25–10.27 B:434–437). */
  bestShifts: { source: bluegreyLine(278), leftSource: bluegreyLine(434), rightSource: bluegreyLine(435), netSource: bluegreyLine(437) },
  /** Forest/woods' shift is instead of any other terrain benefit, at the defender's choice (8.45, B:280). */
  forestInstead: { source: bluegreyLine(280) },
  /** A left shift counts only if every attacker is subject to it against at least one defending hex (10.23, B:430; 10.24, B:432). */
  everyAttacker: { source: bluegreyLine(430), fromHexSource: bluegreyLine(432) },
  /** Non-adjacent artillery never costs a breastworks defender its shift (10.38, B:461). */
  breastworksArtillery: { source: bluegreyLine(461) },
  /** Artillery is never halved over water obstacles (8.47 B:284; 9.16, 9.23, 9.45). */
  artilleryOverWater: { source: bluegreyLine(284) },
  /** Redoubts and entrenchments halve and shift, for the defender on the inside only (8.46, B:282). */
  works: { source: bluegreyLine(282) },
  /** Only artillery attacks a hex it is not adjacent to (8.15, B:255); a multi-hex attack needs every other attacker adjacent to every defender (8.25, B:267). */
  adjacency: { source: bluegreyLine(255), multiHexSource: bluegreyLine(267) },
  /** Artillery in a combined attack need only reach and see one defending hex (9.22, B:363). */
  combinedReach: { source: bluegreyLine(363) },
  /** Gunboats can never be attacked (9.66, B:419). */
  gunboatsImmune: { source: bluegreyLine(419) },
} as const;

// ---------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------

/** A hexside crossed into a defending hex. */
export interface BgCrossing {
  row: BgHexsideRowId;
  /** Works (breastworks, trench, redoubt, entrenchment): the defender is inside and the attack comes from the enemy side. */
  intoWorks?: boolean;
}

/** One attacker against one defending hex: the terrain of that hex as the attacker meets it. */
export interface BgAttackLeg {
  /** The defending hex (legs naming the same hex are the same hex). */
  hex: string;
  /** The defending hex's chart row. */
  hexRow?: BgHexRowId;
  /** The defending hex is a sunken road hex. */
  sunkenRoad?: boolean;
  /** …and the attacker attacks from an adjacent sunken road hex (the chart's doubling, decision BG-C6). */
  fromSunkenRoad?: boolean;
  /** The hexsides crossed into it (for bombarding guns, the side the line of fire enters by). */
  crossings?: readonly BgCrossing[];
  /** The defenders there are building breastworks (one column right, 10.34 i). */
  underConstruction?: boolean;
}

export interface BgAttacker {
  /** A name for the trace. */
  id?: string;
  /** Printed Combat Strength. */
  strength: number;
  unitClass: BgUnitClass;
  morale?: BgMoraleState;
  /** Hexes to the nearest defending hex it attacks: 1 adjacent (the default); 2 or more bombarding artillery. */
  range?: number;
  /** Artillery: which guns (default by class). */
  profile?: ArtilleryProfileId;
  /** The defending hexes it attacks, with their terrain. */
  legs: readonly BgAttackLeg[];
}

export interface BgDefender {
  id?: string;
  strength: number;
  unitClass: BgUnitClass;
  morale?: BgMoraleState;
  hex: string;
  profile?: ArtilleryProfileId;
  /** Artillery stacked with or adjacent to friendly infantry or cavalry (9.53). */
  supported?: boolean;
}

export interface AttackOptions {
  /** The trench hexside: the chart's "attacker halved" (default) or Case 10.39's breastworks (decision BG-T3). */
  trench?: 'chart' | 'breastworks';
  /** The game waives the 1:5 floor of bombardment (Chattanooga, B:7810). */
  bombardBelowOneToFive?: boolean;
}

export interface AttackInput {
  attackers: readonly BgAttacker[];
  defenders: readonly BgDefender[];
  night?: boolean;
  /** A night die already rolled; otherwise the odds cover every roll. */
  nightDie?: number;
  /** A die modifier from the game's own rules (added to the combat die). */
  dieModifier?: number;
  /** The attacker declares a lower column (8.9). */
  declaredColumn?: CrtColumn;
  options?: AttackOptions;
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

export interface AdjustedUnit {
  id: string;
  printed: number;
  adjusted: number;
  trace: Trace;
}

export interface ShiftChoice {
  /** Columns: negative left, positive right. */
  value: number;
  /** The chart row giving it. */
  row: string;
  source: string;
}

export interface NightOutcome {
  faces: readonly number[];
  probability: number;
  label: string;
  attack: number;
  level: number;
  odds: string;
  column: CrtColumn;
  drm: number;
  results: BgResultOdds;
}

export interface AttackOdds {
  /** The attack may be made as described. */
  allowed: boolean;
  problems: string[];
  attackers: AdjustedUnit[];
  defenders: AdjustedUnit[];
  /** The attacker's total before night, and the defender's. */
  attack: number;
  defence: number;
  /** The defender's terrain choice when forest/woods' shift competes with the other benefits (8.45). */
  terrainChoice: 'forest-shift' | 'other-terrain' | null;
  left: ShiftChoice | null;
  right: ShiftChoice | null;
  netShift: number;
  /** The odds level (by day, or with the night die given) and its text. */
  level: number;
  odds: string;
  column: CrtColumn;
  drm: number;
  /** At night without a die given: each outcome of the night die. */
  night: NightOutcome[] | null;
  /** The exact chance of each result (over the night die, at night). */
  results: BgResultOdds;
  trace: Trace;
}

// ---------------------------------------------------------------------------
// The engine
// ---------------------------------------------------------------------------

const WATER_ROWS: readonly BgHexsideRowId[] = ['creek', 'river', 'stream', 'bridge', 'ford'];
const label = (u: { id?: string; unitClass: BgUnitClass; strength: number }, i: number, who: string): string => u.id ?? `${who} ${i + 1} (${u.strength} ${u.unitClass})`;

/** A terrain effect on one attacker: halving or doubling, with the row that gives it. */
interface StrengthEffect {
  factor: 'half' | 'double';
  row: string;
  source: string;
}

/** A shift candidate: a chart row and the columns it gives. */
interface ShiftCandidate {
  row: string;
  value: number;
  source: string;
  /** Breastworks (and trenches read as breastworks): non-adjacent artillery does not cancel it (10.38). */
  spareArtillery?: boolean;
}

function combatOf(row: BgHexsideRowId, options: AttackOptions): BgCombatEffect {
  return row === 'trench' && options.trench === 'breastworks' ? TRENCH_AS_BREASTWORKS.combat : BG_HEXSIDE_TERRAIN[row].combat;
}

function hexsideSource(row: BgHexsideRowId, part: 'halves' | 'shift', options: AttackOptions): string {
  if (row === 'trench' && options.trench === 'breastworks') return TRENCH_AS_BREASTWORKS.source;
  if (part === 'shift' && (row === 'redoubt' || row === 'entrenchment')) return WORKS_SHIFT_SOURCE[row];
  return BG_HEXSIDE_TERRAIN[row].combatSource;
}

/** What one leg does to an attacker of a class: its strength effects and its shifts. */
function legEffects(
  leg: BgAttackLeg,
  artillery: boolean,
  options: AttackOptions,
): { strength: StrengthEffect[]; left: ShiftCandidate[]; right: ShiftCandidate[]; artilleryOnly: boolean; spared: string[] } {
  const strength: StrengthEffect[] = [];
  const spared: string[] = [];
  const left: ShiftCandidate[] = [];
  const right: ShiftCandidate[] = [];
  let artilleryOnly = false;
  if (leg.hexRow) {
    const row = BG_HEX_TERRAIN[leg.hexRow];
    if (row.combat.halves) strength.push({ factor: 'half', row: row.label, source: row.combatSource });
    if (row.combat.shift < 0) left.push({ row: leg.hexRow, value: -row.combat.shift, source: row.combatSource });
    if (row.combat.shift > 0) right.push({ row: leg.hexRow, value: row.combat.shift, source: row.combatSource });
  }
  if (leg.sunkenRoad) {
    const p = BG_PATHS['sunken-road'];
    strength.push(
      leg.fromSunkenRoad
        ? { factor: 'double', row: `${p.label} (attacked from an adjacent sunken road hex, Muster’s reading BG-C6)`, source: p.notesSource! }
        : { factor: 'half', row: p.label, source: p.combatSource },
    );
  }
  const crossings = leg.crossings ?? [];
  const bridged = crossings.some((c) => c.row === 'bridge' || c.row === 'ford');
  for (const c of crossings) {
    const effect = combatOf(c.row, options);
    const row = BG_HEXSIDE_TERRAIN[c.row];
    if (effect.directional && !c.intoWorks) continue;
    if (effect.artilleryOnly && !bridged) artilleryOnly = true;
    if (effect.halves && artillery && WATER_ROWS.includes(c.row)) spared.push(row.label);
    else if (effect.halves) strength.push({ factor: 'half', row: c.row === 'trench' ? `${row.label} (the chart’s trench row, Muster’s reading BG-T3)` : row.label, source: hexsideSource(c.row, 'halves', options) });
    if (effect.shift < 0) left.push({ row: c.row, value: -effect.shift, source: hexsideSource(c.row, 'shift', options), spareArtillery: c.row === 'breastworks' || (c.row === 'trench' && options.trench === 'breastworks') });
  }
  if (leg.underConstruction) right.push({ row: 'breastworks under construction', value: UNDER_CONSTRUCTION.shift, source: UNDER_CONSTRUCTION.source });
  return { strength, left, right, artilleryOnly, spared };
}

interface Reading {
  attackers: AdjustedUnit[];
  attack: number;
  left: ShiftCandidate | null;
  right: ShiftCandidate | null;
  trace: Trace;
}

/**
 * Reads the attack with or without forest/woods' shift (8.45): `forest` true takes forest's shift in
 * place of every other defender's terrain benefit; false takes every other benefit and not forest's.
 */
function readAttack(input: AttackInput, forest: boolean, options: AttackOptions): Reading {
  const trace: Trace = [];
  const perAttacker = input.attackers.map((u) => {
    const artillery = isArtilleryClass(u.unitClass);
    return u.legs.map((leg) => legEffects(leg, artillery, options));
  });
  const adjusted = input.attackers.map((u, i): AdjustedUnit => {
    const id = label(u, i, 'attacker');
    const t: Trace = [{ step: 'printed strength', value: u.strength, detail: id }];
    let cs = u.strength;
    // 1. Range.
    if (isArtilleryClass(u.unitClass)) {
      const r = rangedStrength(cs, u.range ?? 1, u.profile ?? defaultProfileOf(u.unitClass));
      cs = r.strength;
      t.push(...r.trace);
    }
    // 2. Morale.
    const morale = MORALE_STRENGTH[u.morale ?? 'normal'];
    if (morale.attack && morale.attack.num !== morale.attack.den) {
      const raw = roundTimes(cs, morale.attack);
      const next = Math.max(MINIMUM_STRENGTH.value, raw);
      t.push({ step: 'morale', value: next, detail: `${BG_MORALE_STATE_LABELS[u.morale!]}: ${cs} ${ratioText(morale.attack)}, rounded${raw < 1 ? ', at least 1' : ''}`, source: morale.source });
      cs = next;
    }
    // 3. Terrain: the defender's choice of the terrain best for him (8.43); halved at most once (10.22).
    const effects = perAttacker[i]!.flatMap((l) => l.strength).filter((e) => !(forest && e.factor === 'half'));
    const half = effects.find((e) => e.factor === 'half');
    const double = effects.find((e) => e.factor === 'double');
    if (half) {
      const raw = roundTimes(cs, COMBAT_RULES.halving.factor);
      const next = Math.max(MINIMUM_STRENGTH.value, raw);
      t.push({ step: 'terrain', value: next, detail: `halved: ${half.row}${effects.filter((e) => e.factor === 'half').length > 1 ? ' (one halving, whatever the terrain)' : ''}${double ? '; the defender prefers it to the sunken road’s doubling' : ''}`, source: half.source });
      cs = next;
    } else if (double) {
      t.push({ step: 'terrain', value: cs * 2, detail: `doubled: ${double.row}`, source: double.source });
      cs *= 2;
    } else if (perAttacker[i]!.some((l) => l.spared.length > 0)) {
      const spared = [...new Set(perAttacker[i]!.flatMap((l) => l.spared))];
      t.push({ step: 'terrain', value: cs, detail: `not halved: artillery is never halved over water (${spared.join(', ')})`, source: COMBAT_RULES.artilleryOverWater.source });
    }
    return { id, printed: u.strength, adjusted: cs, trace: t };
  });
  const attack = adjusted.reduce((s, a) => s + a.adjusted, 0);

  // Left shifts: a row counts only if every attacker meets it against some hex it attacks (10.23).
  const candidates = new Map<string, ShiftCandidate>();
  for (const legs of perAttacker) for (const l of legs) for (const c of l.left) if (!candidates.has(c.row) || candidates.get(c.row)!.value < c.value) candidates.set(c.row, c);
  const eligible: ShiftCandidate[] = [];
  for (const c of candidates.values()) {
    if ((c.row === 'forest') !== forest) continue;
    const everyone = input.attackers.every((u, i) => {
      if (c.spareArtillery && isArtilleryClass(u.unitClass) && (u.range ?? 1) > 1) return true;
      return perAttacker[i]!.some((l) => l.left.some((x) => x.row === c.row));
    });
    if (everyone) eligible.push(c);
    else trace.push({ step: 'shift not had', value: -c.value, detail: `${shiftRowLabel(c.row)}: not every attacker attacks over or into it`, source: COMBAT_RULES.everyAttacker.source, applied: false });
  }
  const left = eligible.reduce<ShiftCandidate | null>((best, c) => (!best || c.value > best.value ? c : best), null);
  for (const c of eligible) if (c !== left) trace.push({ step: 'shift not had', value: -c.value, detail: `${shiftRowLabel(c.row)}: only the defender’s best left shift counts`, source: COMBAT_RULES.bestShifts.leftSource, applied: false });
  // Right shifts: the attacker's best, from any hex attacked (decision BG-C5).
  const rights = perAttacker.flatMap((legs) => legs.flatMap((l) => l.right));
  const right = rights.reduce<ShiftCandidate | null>((best, c) => (!best || c.value > best.value ? c : best), null);
  return { attackers: adjusted, attack, left, right, trace };
}

function shiftRowLabel(row: string): string {
  if (row in BG_HEX_TERRAIN) return BG_HEX_TERRAIN[row as BgHexRowId].label;
  if (row in BG_HEXSIDE_TERRAIN) return BG_HEXSIDE_TERRAIN[row as BgHexsideRowId].label;
  return row;
}

/** The defenders' adjusted strengths. */
function readDefence(input: AttackInput): AdjustedUnit[] {
  const adjacentAttack = input.attackers.some((a) => (a.range ?? 1) === 1);
  return input.defenders.map((d, i) => {
    const id = label(d, i, 'defender');
    const t: Trace = [{ step: 'printed strength', value: d.strength, detail: id }];
    let cs = d.strength;
    if (isArtilleryClass(d.unitClass)) {
      const profile = ARTILLERY[d.profile ?? defaultProfileOf(d.unitClass)];
      if (typeof profile.defence === 'object') {
        cs = profile.defence.fixed;
        t.push({ step: 'artillery in defence', value: cs, detail: `${profile.label} defends at ${cs}`, source: profile.defenceSource });
      } else if (profile.defence === 'bonus') {
        if (adjacentAttack && d.supported && d.morale !== 'routed') {
          cs = roundTimes(cs, DEFENCE_BONUS.factor);
          t.push({ step: 'artillery in defence', value: cs, detail: `supported by friendly infantry or cavalry against an attack with adjacent units: ${ratioText(DEFENCE_BONUS.factor)}, rounded (applied with the range step, Muster’s reading BG-A2)`, source: DEFENCE_BONUS.source });
        } else if (adjacentAttack && d.supported)
          t.push({ step: 'artillery in defence', value: cs, detail: 'routed guns have no defence bonus', source: DEFENCE_BONUS.routedSource, applied: false });
      } else if (adjacentAttack) t.push({ step: 'artillery in defence', value: cs, detail: `${profile.label}: no defence bonus`, source: profile.defenceSource, applied: false });
    }
    const morale = MORALE_STRENGTH[d.morale ?? 'normal'];
    if (morale.defence.num !== morale.defence.den) {
      const raw = roundTimes(cs, morale.defence);
      const next = Math.max(MINIMUM_STRENGTH.value, raw);
      t.push({ step: 'morale', value: next, detail: `${BG_MORALE_STATE_LABELS[d.morale!]}: ${cs} ${ratioText(morale.defence)}, rounded${raw < 1 ? ', at least 1' : ''}`, source: morale.source });
      cs = next;
    }
    return { id, printed: d.strength, adjusted: cs, trace: t };
  });
}

/** The odds of an attack, and the exact chance of each result, as the book computes them. */
export function attackOdds(input: AttackInput): AttackOdds {
  const options = input.options ?? {};
  const problems: string[] = [];
  const trace: Trace = [];
  if (input.attackers.length === 0) problems.push('no attackers');
  if (input.defenders.length === 0) problems.push('no defenders');
  input.attackers.forEach((u, i) => {
    const id = label(u, i, 'attacker');
    if (u.morale === 'routed') problems.push(`${id}: routed units may not attack (12.23)`);
    if (u.unitClass === 'train') problems.push(`${id}: a wagon train’s strength is for defence only (2.3)`);
    if (u.strength < 1) problems.push(`${id}: a strength of at least 1 is needed`);
    if (u.legs.length === 0) problems.push(`${id}: attacks no defending hex`);
    if ((u.range ?? 1) > 1 && !isArtilleryClass(u.unitClass)) problems.push(`${id}: only artillery attacks a hex it is not adjacent to (8.15)`);
    if (isArtilleryClass(u.unitClass)) {
      const profile = ARTILLERY[u.profile ?? defaultProfileOf(u.unitClass)];
      if ((u.range ?? 1) > profile.maxRange) problems.push(`${id}: out of range (${profile.label} reach ${profile.maxRange} hexes)`);
      if (input.night && (u.range ?? 1) > 1) problems.push(`${id}: no artillery attack from a non-adjacent hex at night (11.24)`);
    }
    if (!isArtilleryClass(u.unitClass) && u.legs.some((l) => legEffects(l, false, options).artilleryOnly)) problems.push(`${id}: only artillery may attack across a creek or river hexside`);
  });
  input.defenders.forEach((d, i) => {
    if (d.unitClass === 'gunboat') problems.push(`${label(d, i, 'defender')}: gunboats may never be attacked (9.66)`);
  });

  const defenders = readDefence(input);
  const defence = Math.max(1, defenders.reduce((s, d) => s + d.adjusted, 0));

  // The defender's choice between forest/woods' shift and every other benefit (8.45).
  const other = readAttack(input, false, options);
  const withForest = readAttack(input, true, options);
  const levelOf = (r: Reading): number => shiftedLevel(oddsLevel(Math.max(1, r.attack), defence), (r.right?.value ?? 0) - (r.left?.value ?? 0));
  const forestApplies = withForest.left !== null;
  const forestBetter = forestApplies && levelOf(withForest) < levelOf(other);
  const chosen = forestBetter ? withForest : other;
  const terrainChoice = forestApplies ? (forestBetter ? 'forest-shift' : 'other-terrain') : null;

  for (const a of chosen.attackers) trace.push(...a.trace.map((s, k) => (k === 0 ? s : { ...s, step: `  ${s.step}` })));
  trace.push({ step: 'attack total', value: chosen.attack, detail: chosen.attackers.map((a) => a.adjusted).join(' + '), source: COMBAT_RULES.order.source });
  for (const d of defenders) trace.push(...d.trace.map((s, k) => (k === 0 ? s : { ...s, step: `  ${s.step}` })));
  trace.push({ step: 'defence total', value: defence, detail: defenders.map((d) => d.adjusted).join(' + ') });
  if (forestApplies) {
    trace.push({
      step: 'forest/woods',
      value: forestBetter ? 'shift' : 'other terrain',
      detail: forestBetter
        ? `the defender takes forest/woods’ one column left instead of every other terrain benefit (${oddsText(levelOf(withForest))} against ${oddsText(levelOf(other))})`
        : `the defender keeps the other terrain benefits rather than forest/woods’ shift (${oddsText(levelOf(other))} against ${oddsText(levelOf(withForest))}${levelOf(other) === levelOf(withForest) ? '; equal, Muster’s reading BG-C3' : ''})`,
      source: COMBAT_RULES.forestInstead.source,
    });
  }
  trace.push(...chosen.trace);
  const left = chosen.left ? { value: -chosen.left.value, row: shiftRowLabel(chosen.left.row), source: chosen.left.source } : null;
  const right = chosen.right ? { value: chosen.right.value, row: shiftRowLabel(chosen.right.row), source: chosen.right.source } : null;
  const netShift = (right?.value ?? 0) + (left?.value ?? 0);
  if (left) trace.push({ step: 'left shift', value: left.value, detail: left.row, source: left.source });
  if (right) trace.push({ step: 'right shift', value: `+${right.value}`, detail: `${right.row}: the attacker’s best right shift (Muster’s reading BG-C5)`, source: right.source });
  if (left && right) trace.push({ step: 'net shift', value: netShift, detail: 'the best shift each way, netted', source: COMBAT_RULES.bestShifts.netSource });

  const bombarding = input.attackers.some((u) => isArtilleryClass(u.unitClass) && (u.range ?? 1) > 1);
  const resolve = (attack: number, tag: string): { level: number; steps: TraceStep[] } => {
    const steps: TraceStep[] = [];
    const raw = oddsLevel(Math.max(1, attack), defence);
    steps.push({ step: `odds${tag}`, value: oddsText(raw), detail: `${attack} to ${defence}, rounded down in the defender’s favour`, source: ODDS_ROUNDING_SOURCE });
    let level = shiftedLevel(raw, netShift);
    if (netShift !== 0) steps.push({ step: `shifted${tag}`, value: oddsText(level), detail: `${netShift > 0 ? '+' : ''}${netShift} ${nounFor(Math.abs(netShift), 'column')}${netShift < 0 && level > raw + netShift ? '; no shift below 1:5' : ''}`, source: netShift < 0 && level > raw + netShift ? SHIFT_FLOOR_SOURCE : COMBAT_RULES.bestShifts.netSource });
    if (input.declaredColumn !== undefined) {
      const declared = CRT_COLUMNS.indexOf(input.declaredColumn);
      if (declared < level) {
        level = declared;
        steps.push({ step: `declared${tag}`, value: input.declaredColumn, detail: 'the attacker declares a lower column', source: VOLUNTARY_REDUCTION_SOURCE });
      }
    }
    return { level, steps };
  };

  let level: number;
  let night: NightOutcome[] | null = null;
  let results: BgResultOdds;
  let column: CrtColumn;
  let drm: number;
  if (input.night && input.nightDie === undefined) {
    night = nightCases(chosen.attack).map((c) => {
      const r = resolve(c.total, ` (night die ${c.faces.join('–').replace(/^(\d)–.*–(\d)$/, '$1–$2')})`);
      const odds = crtOdds(r.level, input.dieModifier ?? 0);
      trace.push({ step: `night die ${c.faces.join(', ')}`, value: c.total, detail: `attack ${c.label}: ${chosen.attack} ${ratioText(c.factor)}, rounded; chance ${c.probability.toFixed(4)}`, source: NIGHT_DIE.source }, ...r.steps);
      return { faces: c.faces, probability: c.probability, label: c.label, attack: c.total, level: r.level, odds: oddsText(r.level), column: odds.column, drm: odds.drm, results: odds.results };
    });
    results = noResults();
    for (const n of night) for (const [k, p] of Object.entries(n.results)) results[k as keyof BgResultOdds] += p * n.probability;
    const day = resolve(chosen.attack, '');
    level = day.level;
    ({ column, drm } = columnOfLevel(level));
  } else {
    let attack = chosen.attack;
    if (input.night) {
      const row = NIGHT_DIE.rows.find((r) => r.faces.includes(input.nightDie!));
      if (!row) problems.push(`night die ${input.nightDie}: a die roll is 1 to 6`);
      else {
        attack = roundTimes(chosen.attack, row.factor);
        trace.push({ step: 'night die', value: attack, detail: `rolled ${input.nightDie}: attack ${row.label}, ${chosen.attack} ${ratioText(row.factor)}, rounded`, source: NIGHT_DIE.source });
      }
    }
    const r = resolve(attack, '');
    trace.push(...r.steps);
    level = r.level;
    const odds = crtOdds(level, input.dieModifier ?? 0);
    trace.push(...odds.trace);
    results = odds.results;
    column = odds.column;
    drm = odds.drm;
  }
  if (bombarding && !options.bombardBelowOneToFive) {
    const lowest = night ? Math.min(...night.map((n) => n.level)) : level;
    if (lowest < 0) {
      problems.push(`artillery may not bombard at less than 1:5 (${oddsText(lowest)})`);
      trace.push({ step: 'bombardment', value: oddsText(lowest), detail: 'artillery may not bombard at less than 1:5', source: BOMBARD_MINIMUM.source });
    }
  }
  if (input.night && bombarding) trace.push({ step: 'night', value: null, detail: 'no artillery attack from a non-adjacent hex at night', source: NIGHT_NO_BOMBARDMENT_SOURCE });
  return {
    allowed: problems.length === 0,
    problems,
    attackers: chosen.attackers,
    defenders,
    attack: chosen.attack,
    defence,
    terrainChoice,
    left,
    right,
    netShift,
    level,
    odds: oddsText(level),
    column,
    drm,
    night,
    results,
    trace,
  };
}

// ---------------------------------------------------------------------------
// Reading an attack from a map
// ---------------------------------------------------------------------------

export interface MapAttacker {
  id?: string;
  hex: string;
  strength: number;
  unitClass: BgUnitClass;
  morale?: BgMoraleState;
  profile?: ArtilleryProfileId;
}

export interface MapDefender extends MapAttacker {}

export interface MapAttackInput {
  attackers: readonly MapAttacker[];
  defenders: readonly MapDefender[];
  /** The defender's other units on the map (for artillery's support, 9.53). */
  defenderFriends?: ReadonlyArray<{ hex: string; unitClass: BgUnitClass }>;
  /** Defending hexes whose units are building breastworks (10.34 i). */
  underConstruction?: readonly string[];
  night?: boolean;
  nightDie?: number;
  dieModifier?: number;
  declaredColumn?: CrtColumn;
  options?: AttackOptions;
}

/**
 * The odds of an attack by units on a hex map against the units in one or more hexes: ranges, lines of
 * sight, the terrain of each defending hex and the hexsides crossed, read from the map, then `attackOdds`.
 */
export function attackOddsOnMap(map: BgMapInput, input: MapAttackInput): AttackOdds {
  const ix = bgIndex(map);
  const problems: string[] = [];
  const extra: Trace = [];
  const defendingHexes = [...new Set(input.defenders.map((d) => d.hex))];
  const defCoords = new Map<string, HexCoord>();
  for (const id of defendingHexes) {
    const c = coordOn(ix, id);
    if (c) defCoords.set(id, c);
    else problems.push(`${id} is not a hex of this map`);
  }
  const underConstruction = new Set(input.underConstruction ?? []);

  const attackers: BgAttacker[] = input.attackers.map((u, i) => {
    const id = u.id ?? `attacker ${i + 1} (${u.strength} ${u.unitClass} in ${u.hex})`;
    const at = coordOn(ix, u.hex);
    const base = { id, strength: u.strength, unitClass: u.unitClass, ...(u.morale ? { morale: u.morale } : {}), ...(u.profile ? { profile: u.profile } : {}) };
    if (!at) {
      problems.push(`${id}: ${u.hex} is not a hex of this map`);
      return { ...base, legs: [] };
    }
    const ranges = [...defCoords].map(([hex, c]) => ({ hex, c, range: distance(ix, at, c) }));
    const adjacent = ranges.filter((r) => r.range === 1);
    const artillery = isArtilleryClass(u.unitClass);
    if (!artillery) {
      const far = ranges.filter((r) => r.range !== 1);
      if (far.length) problems.push(`${id}: not adjacent to ${far.map((r) => r.hex).join(', ')} (every attacker but bombarding artillery must be adjacent to every defending hex, 8.25)`);
      return { ...base, range: 1, legs: adjacent.map((r) => leg(at, r.hex, r.c, true)) };
    }
    // Artillery: adjacent hexes, and hexes in range and in sight (9.22).
    const profile = ARTILLERY[u.profile ?? defaultProfileOf(u.unitClass)];
    const reached = ranges.filter((r) => {
      if (r.range === 1) return true;
      if (r.range > profile.maxRange) return false;
      const sight = lineOfSight(ix, u.hex, r.hex);
      if (!sight.clear) extra.push({ step: 'no line of sight', value: `${u.hex}→${r.hex}`, detail: `${id}: ${sight.blockedBy.join(', ')}`, source: bluegreyLine(371) });
      return sight.clear;
    });
    if (reached.length === 0) {
      problems.push(`${id}: no defending hex in range and in sight`);
      return { ...base, range: Math.min(...ranges.map((r) => r.range)), legs: [] };
    }
    const range = adjacent.length ? 1 : Math.min(...reached.map((r) => r.range));
    if (range > 1 && reached.some((r) => r.range > range)) extra.push({ step: 'range', value: range, detail: `${id}: counted to the nearest defending hex it sees (Muster’s reading BG-A3)` });
    return { ...base, range, legs: reached.map((r) => leg(at, r.hex, r.c, r.range === 1)) };
  });

  const all = [...input.defenders.map((d) => ({ hex: d.hex, unitClass: d.unitClass })), ...(input.defenderFriends ?? [])];
  const defenders: BgDefender[] = input.defenders.map((d, i) => {
    const at = coordOn(ix, d.hex);
    const supported =
      at !== undefined &&
      all.some((f, j) => {
        if (j === i || !isInfantryOrCavalry(f.unitClass)) return false;
        const c = coordOn(ix, f.hex);
        return c !== undefined && distance(ix, at, c) <= 1;
      });
    return { id: d.id ?? `defender ${i + 1} (${d.strength} ${d.unitClass} in ${d.hex})`, strength: d.strength, unitClass: d.unitClass, hex: d.hex, supported, ...(d.morale ? { morale: d.morale } : {}), ...(d.profile ? { profile: d.profile } : {}) };
  });

  const odds = attackOdds({ ...input, attackers, defenders });
  odds.problems.unshift(...problems);
  odds.allowed = odds.problems.length === 0;
  odds.trace.unshift(...extra);
  return odds;

  /** One attacker's leg against a defending hex: the hex's row, the sunken road, the hexsides crossed. */
  function leg(from: HexCoord, hex: string, to: HexCoord, adjacentLeg: boolean): BgAttackLeg {
    const target = readHex(ix, to);
    const out: BgAttackLeg = { hex };
    if (target.row) out.hexRow = target.row;
    if (target.paths.includes('sunken-road')) {
      out.sunkenRoad = true;
      if (adjacentLeg && readHex(ix, from).paths.includes('sunken-road')) out.fromSunkenRoad = true;
    }
    if (underConstruction.has(hex)) out.underConstruction = true;
    // The hexsides crossed: an adjacent attacker's own; a bombarding gun's, the side(s) its line of fire enters by.
    const approaches = adjacentLeg ? [from] : entrySides(from, to);
    const crossings: BgCrossing[] = [];
    for (const p of approaches) {
      const side = readSide(ix, p, to);
      for (const f of side.features) {
        if (f.row === 'slope-down') continue;
        crossings.push(f.intoWorks === undefined ? { row: f.row } : { row: f.row, intoWorks: f.intoWorks });
      }
      if (side.climbsWithoutSlope) crossings.push({ row: 'slope-up' });
    }
    if (crossings.length) out.crossings = crossings;
    return out;
  }

  /** The hexes a line of fire from `from` passes last before `to` (two when it enters along a hexside's end). */
  function entrySides(from: HexCoord, to: HexCoord): HexCoord[] {
    const out: HexCoord[] = [];
    for (const nudge of [1, -1] as const) {
      const line = hexLine(ix.grid, from, to, nudge);
      const before = line[line.length - 2];
      if (before && !out.some((c) => sameHex(c, before))) out.push(before);
    }
    return out;
  }
}
