/**
 * The fire pipeline, exact: firepower → halving → dice by range band → firer modifiers → net target
 * DRM → distribution of the total → Fire Combat Results Table. Each step appends to the trace with
 * its source line, so the Odds panel and `muster odds fire` can show why as well as what.
 */
import { type Distribution, diceSum, point, rollDie, shift } from '../../../dice';
import { type Trace, adfLine } from '../../trace';
import { type ArtilleryRanges, BIG_GUN_ARTILLERY, FIELD_ARTILLERY, bigGunFirepower, bigGunRanges, fieldArtilleryFirepower, fieldArtilleryRanges } from '../artillery';
import { CAVALRY_FIREPOWER, INFANTRY_FIREPOWER, type OverEightSplit, type SmallArmsRanges, type SmallArmsRow, smallArmsFirepower, smallArmsRanges } from '../firepower';
import {
  BUCK_AND_BALL,
  type CavalryTargetRule,
  DESPERATION_EXTRA_DIE,
  FCRT,
  FCRT_COLUMNS,
  FIRE_RESULTS,
  FIRER_CONDITION_TABLE,
  FIRER_STATE,
  type FcrtRow,
  type FireKind,
  type FireResult,
  type FirerCondition,
  type FirerState,
  type FirerTable,
  OPENING_VOLLEY,
  QUALITY_DRM,
  type RangeBand,
  TRAINED_CAVALRY_QUICK_REFERENCE,
  type TargetDrmId,
  diceForRange,
  fcrtResult,
  selectTargetDrms,
} from '../fire';
import { DEFAULT_SCALE_OPTIONS, type ScaleOptions, ruleDistance } from '../scales';
import type { FormationShape } from '../formations';
import { ARM_LABELS, SIDE_LABELS, type Arm, type FigureScale, type Quality, type Side } from '../../../model/words';
import { type FieldGun, isBigGun, isCavalryWeapon, isFieldGun, isInfantryWeapon, weaponName } from '../weapons';
import { plural } from '../../../model/plural';

/**
 * Choices where the book is silent or contradicts itself; see docs/rules-notes/fire.md. The optional
 * 25mm "1 inch counts as 2" rule is `oneInchCountsAsTwo` from `ScaleOptions` (core/rules/adf/scales.ts);
 * it changes only the ranges shown in the trace, not the odds.
 */
export interface FireOptions extends ScaleOptions {
  /** Rounding of ½FP for an odd FP. */
  halving: 'down' | 'up';
  /** Whether two halving causes (e.g. disorder and farms) halve twice (the table says all penalties are cumulative). */
  halvingsStack: boolean;
  overEightSplit: OverEightSplit;
  /** Canister dice of the mixed gun battery. */
  mixedBatteryCanister: 'rifled' | 'smoothbore';
  /** Desperation fire: one extra die on a 6, or keep rolling while sixes come. */
  desperationExtraDie: 'once' | 'open-ended';
  /** Where smoothbore muskets' buck-and-ball +1 applies. */
  buckAndBall: 'pbf' | 'pbf-melee-desperation';
  cavalryTargetRule: CavalryTargetRule;
  /** Charging mounted cavalry as a target: the tables' +3/+2 or the text's +4/+3. */
  chargingCavalry: 'tables' | 'text';
  /** Trained cavalry firing: the book's 0 or the quick-reference sheet's −1. */
  trainedCavalryDrm: 'book' | 'quick-reference';
  /**
   * Cavalry pistols in melee: `capped` keeps the 14 FP of any one cavalry fire, as the cavalry fire
   * text says for "a melee following a charge" (B:1651); `uncapped` reads the melee rule's lifting of
   * the infantry maxima (B:1134) as lifting the cavalry cap too (B:1711 is silent).
   */
  pistolsInMelee: 'capped' | 'uncapped';
}

export const DEFAULT_FIRE_OPTIONS: FireOptions = {
  halving: 'down',
  halvingsStack: true,
  overEightSplit: 'even',
  mixedBatteryCanister: 'rifled',
  desperationExtraDie: 'once',
  buckAndBall: 'pbf',
  cavalryTargetRule: 'keeps-a-slot',
  chargingCavalry: 'tables',
  trainedCavalryDrm: 'book',
  pistolsInMelee: 'capped',
  ...DEFAULT_SCALE_OPTIONS,
};

export interface FireInput {
  scale: FigureScale;
  arm: Arm;
  /** A weapon id of `core/rules/adf/weapons` for the arm. */
  weapon: string;
  /** Infantry and cavalry. */
  figures?: number;
  /** Artillery. */
  sections?: number;
  quality: Quality;
  side: Side;
  range: RangeBand;
  state?: FirerState;
  openingVolley?: boolean;
  /** A net target modifier already worked out by the caller, added as it is (CLI `--drm`). */
  drm?: number;
  conditions?: readonly FirerCondition[];
  targetDrms?: readonly TargetDrmId[];
  /** Mounted cavalry fire only at short range or point-blank (adfLine(1653)). */
  mounted?: boolean;
  /**
   * The firer's formation as the fire rules see it: a skirmish line fires as skirmishers (B:2611) and
   * gives no flank or enfilade DRM (B:2693, B:3167); a square fires as a square (B:1779); cavalry in
   * column or as skirmishers fires as infantry (B:1643, B:2645).
   */
  formation?: FormationShape;
  /**
   * Field batteries firing with this one as one gun battalion (B:1292): each a gun and its sections, of
   * the same side. At most three batteries and six sections in all, and at most 18 FP (B:1292, B:1296).
   * The firer is the battery whose guns set the range and dice: the shortest-ranged (B:1292).
   */
  combinedWith?: ReadonlyArray<{ weapon: string; sections: number }>;
  /** Cavalry pistol figures, added to FP at point-blank fire and in melee (adfLine(2637)). */
  pistolFigures?: number;
  options?: Partial<FireOptions>;
}

export type FireResults = Record<FireResult, number>;

/** Everything about one fire except the dice: what both the exact odds and a simulation start from. */
export interface FirePlan {
  allowed: boolean;
  fp: number;
  dice: number;
  /** Net DRM actually applied: firer and target together. */
  drm: number;
  firerDrm: number;
  targetDrm: number;
  row: FcrtRow;
  desperation: 'none' | 'once' | 'open-ended';
  trace: Trace;
}

export interface FireOdds extends FirePlan {
  /** Distribution of FP + dice + DRM (empty point at 0 if the fire is not allowed). */
  totals: Distribution;
  results: FireResults;
}

/** The firer as the tables see it. */
interface Firer {
  kind: FireKind;
  table: FirerTable;
  row: FcrtRow;
  name: string;
  smallArms?: SmallArmsRow;
  ranges: string;
  rangeSource: string;
}

const SHARPSHOOTER_SOURCE = adfLine(1030);
/** A gun battalion: three adjacent good-order batteries (B:1292), six sections (B:1296), 18 FP (both). */
const COMBINED_ARTILLERY = { batteries: 3, sections: 6, fp: 18 } as const;
/** Cavalry fire counts at most 14 FP (B:2633, B:1653), outside melee. */
const CAVALRY_FP_CAP = 14;

function describeArtilleryRanges(r: ArtilleryRanges): string {
  return `canister ${r.pbfCanister}" point-blank / ${r.canister}", short ≤${r.short}", normal ≤${r.normal}", long ≤${r.long}"`;
}

// The range tables give short range and point-blank canister as 1 inch; the optional 25mm rule
// (scales.ts) decides what is measured, so the fire code never repeats it.
function measuredSmallArmsRanges(row: SmallArmsRow, scale: FigureScale, options: ScaleOptions): SmallArmsRanges {
  const r = smallArmsRanges(row, scale);
  return { ...r, short: ruleDistance(scale, r.short, options).inches };
}

function measuredFieldArtilleryRanges(gun: FieldGun, scale: FigureScale, options: ScaleOptions): ArtilleryRanges {
  const r = fieldArtilleryRanges(gun, scale);
  return { ...r, pbfCanister: ruleDistance(scale, r.pbfCanister, options).inches };
}

/**
 * Cavalry operating as skirmishers or in column is "treated as infantry" (B:1643, B:2645): it reads the
 * infantry row of the FCRT and takes the infantry firer modifiers (quality ±1, the +2 opening volley).
 * Its firepower stays that of its own weapons, which only the cavalry table lists.
 */
function cavalryFiresAsInfantry(input: FireInput): boolean {
  return input.arm === 'cavalry' && (input.formation === 'skirmish' || input.formation === 'column' || (input.conditions ?? []).includes('skirmishing'));
}

function identifyFirer(input: FireInput, options: FireOptions): Firer {
  const { arm, weapon, scale } = input;
  const name = weaponName(arm, weapon);
  if (name === undefined) throw new RangeError(`${arm} has no weapon '${weapon}'`);
  if (arm === 'infantry' && isInfantryWeapon(weapon)) {
    const row = INFANTRY_FIREPOWER[weapon];
    const r = measuredSmallArmsRanges(row, scale, options);
    return { kind: 'infantry', table: 'infantry', row: 'infantry', name, smallArms: row, ranges: `short <${r.short}", normal ≤${r.normal}", long ≤${r.long}"`, rangeSource: row.source[scale] };
  }
  if (arm === 'cavalry' && isCavalryWeapon(weapon)) {
    const row = CAVALRY_FIREPOWER[weapon];
    const r = measuredSmallArmsRanges(row, scale, options);
    const asInfantry = cavalryFiresAsInfantry(input);
    return { kind: asInfantry ? 'infantry' : 'cavalry', table: asInfantry ? 'infantry' : 'cavalry', row: asInfantry ? 'infantry' : 'cavalry', name, smallArms: row, ranges: `short <${r.short}", normal ≤${r.normal}", long ≤${r.long}"`, rangeSource: row.source[scale] };
  }
  if (isFieldGun(weapon)) {
    const row = FIELD_ARTILLERY[weapon];
    const cls = row.gunClass === 'mixed' ? options.mixedBatteryCanister : row.gunClass;
    return {
      kind: cls === 'smoothbore' ? 'smoothbore-artillery' : 'rifled-artillery',
      table: 'artillery',
      row: 'artillery',
      name,
      ranges: describeArtilleryRanges(measuredFieldArtilleryRanges(weapon, scale, options)),
      rangeSource: row.source[scale],
    };
  }
  if (isBigGun(weapon)) {
    return { kind: 'big-gun', table: 'big-gun', row: 'artillery', name, ranges: describeArtilleryRanges(bigGunRanges(weapon, scale)), rangeSource: BIG_GUN_ARTILLERY[weapon].source };
  }
  throw new RangeError(`${arm} has no weapon '${weapon}'`);
}

/** Whether the firer is rifled artillery, for the +1 against artillery targets. */
function firesRifledGuns(input: FireInput): boolean {
  if (isFieldGun(input.weapon) && input.arm === 'artillery') return FIELD_ARTILLERY[input.weapon].gunClass !== 'smoothbore';
  if (isBigGun(input.weapon)) return BIG_GUN_ARTILLERY[input.weapon].gunClass === 'rifled';
  return false;
}

/** Range bands a weapon can fire at, for validation and the Odds panel. */
export function rangeBandsFor(arm: Arm, weapon: string, options: Partial<FireOptions> = {}, mounted = false): RangeBand[] {
  const opts = { ...DEFAULT_FIRE_OPTIONS, ...options };
  const firer = identifyFirer({ arm, weapon, scale: '15mm', quality: 'veteran', side: 'union', range: 'normal' }, opts);
  return (['long', 'normal', 'short', 'pbf', 'canister', 'melee', 'desperation'] as const).filter(
    (band) => bandRefusal(firer, band, mounted) === undefined,
  );
}

function bandRefusal(firer: Firer, band: RangeBand, mounted: boolean): string | undefined {
  if (diceForRange(firer.kind, band) === undefined) return `${firer.name} has no ${band} fire`;
  if (firer.smallArms?.pbfOnly && band !== 'pbf' && band !== 'melee' && band !== 'desperation') {
    return `${firer.name} fire only at point-blank range`;
  }
  if (mounted && !['short', 'pbf', 'melee', 'desperation'].includes(band)) return `mounted cavalry fire only at short range or point-blank (${adfLine(1653)})`;
  return undefined;
}

function halve(fp: number, times: number, rounding: FireOptions['halving']): number {
  const divisor = 2 ** times;
  return rounding === 'up' ? Math.ceil(fp / divisor) : Math.floor(fp / divisor);
}

/** Builds the fire up to the dice: FP, halving, dice, firer and target modifiers. */
export function planFire(input: FireInput): FirePlan {
  const options: FireOptions = { ...DEFAULT_FIRE_OPTIONS, ...input.options };
  const trace: Trace = [];
  const firer = identifyFirer(input, options);
  const state = input.state ?? 'good';
  // The formation brings its own firer condition, once, whether or not the caller named it too.
  const fromFormation: FirerCondition[] = input.formation === 'skirmish' ? ['skirmishing'] : input.formation === 'square' ? ['square'] : [];
  const conditions = [...new Set([...(input.conditions ?? []), ...fromFormation])];
  const firerSkirmishing = conditions.includes('skirmishing');
  const refuse = (why: string): FirePlan => {
    trace.push({ step: 'no fire', value: null, detail: why, source: adfLine(708) });
    return { allowed: false, fp: 0, dice: 0, drm: 0, firerDrm: 0, targetDrm: 0, row: firer.row, desperation: 'none', trace };
  };

  // 1. Firepower from the tables.
  let fp: number;
  if (firer.smallArms) {
    const figures = input.figures;
    if (figures === undefined) throw new RangeError(`${input.arm} fire needs a number of figures`);
    const got = smallArmsFirepower(firer.smallArms, figures, input.scale, options.overEightSplit);
    fp = got.fp;
    const parts = got.parts.length > 1 ? ` (${got.parts.join(' + ')} figures added)` : '';
    trace.push({ step: 'firepower', value: fp, detail: `${plural(figures, 'figure')} of ${firer.name}${parts}`, source: got.source });
  } else {
    const sections = input.sections;
    if (sections === undefined) throw new RangeError('artillery fire needs a number of sections');
    const got = isFieldGun(input.weapon)
      ? fieldArtilleryFirepower(input.weapon, input.side, sections, input.scale)
      : bigGunFirepower(input.weapon as Parameters<typeof bigGunFirepower>[0], input.side, sections);
    fp = got.fp;
    trace.push({ step: 'firepower', value: fp, detail: `${plural(sections, 'section')} of ${SIDE_LABELS[input.side]} ${firer.name}`, source: got.source });
    const others = input.combinedWith ?? [];
    if (others.length > 0) {
      if (!isFieldGun(input.weapon)) return refuse(`only field batteries fire together as a gun battalion (${adfLine(1292)})`);
      if (others.length + 1 > COMBINED_ARTILLERY.batteries) return refuse(`${others.length + 1} batteries: at most ${COMBINED_ARTILLERY.batteries} fire as one (${adfLine(1292)})`);
      const allSections = sections + others.reduce((n, o) => n + o.sections, 0);
      if (allSections > COMBINED_ARTILLERY.sections) return refuse(`${allSections} sections: combined fire takes at most ${COMBINED_ARTILLERY.sections} (${adfLine(1296)})`);
      for (const o of others) {
        if (!isFieldGun(o.weapon)) return refuse(`${o.weapon} is not a field gun: only field batteries fire together (${adfLine(1292)})`);
        const more = fieldArtilleryFirepower(o.weapon, input.side, o.sections, input.scale);
        fp += more.fp;
        trace.push({ step: 'combined fire', value: fp, detail: `with ${plural(o.sections, 'section')} of ${SIDE_LABELS[input.side]} ${weaponName('artillery', o.weapon) ?? o.weapon}: ${more.fp} FP`, source: more.source });
      }
      if (fp > COMBINED_ARTILLERY.fp) {
        trace.push({ step: 'combined fire', value: COMBINED_ARTILLERY.fp, detail: `${fp} FP, at most ${COMBINED_ARTILLERY.fp} for a gun battalion`, source: `${adfLine(1292)}; ${adfLine(1296)}` });
        fp = COMBINED_ARTILLERY.fp;
      }
    }
  }
  if (firer.table === 'infantry' && input.arm === 'cavalry') {
    trace.push({
      step: 'treated as infantry',
      value: 'infantry',
      detail: `cavalry ${firerSkirmishing ? 'skirmishing' : 'in column'} fires as infantry: the infantry row of the FCRT and the infantry firer modifiers; FP from its own weapons`,
      source: `${adfLine(1643)}; ${adfLine(2645)}`,
    });
  }
  trace.push({ step: 'ranges', value: input.scale, detail: `${firer.name} at ${input.scale}: ${firer.ranges}`, source: firer.rangeSource });
  // Say whether the optional 25mm rule changed the 1-inch ranges above, when the player asked for it.
  if (options.oneInchCountsAsTwo) trace.push(...ruleDistance(input.scale, 1, options).trace);

  const band = input.range;
  const refusal = bandRefusal(firer, band, input.mounted === true);
  if (refusal) return refuse(refusal);

  if (input.arm === 'cavalry' && (band === 'pbf' || band === 'melee') && (input.pistolFigures ?? 0) >= 2) {
    const pistols = smallArmsFirepower(CAVALRY_FIREPOWER.pistol, input.pistolFigures!, input.scale, options.overEightSplit).fp;
    if (band === 'melee' && options.pistolsInMelee === 'uncapped') {
      // The reading that B:1134's "the normal restrictions ... do not apply" in melee covers cavalry's
      // cap as well, cavalry melee being resolved the same way (B:1711).
      fp += pistols;
      trace.push({ step: 'pistols', value: fp, detail: `pistol FP ${pistols} added in melee, uncapped (reading: the melee rule lifts the fire maxima)`, source: `${adfLine(1134)}; ${adfLine(1711)}` });
    } else if (band === 'melee') {
      // The cavalry fire text caps pistols at 14 FP "in a melee following a charge" too (B:1651).
      const capped = Math.min(CAVALRY_FP_CAP, fp + pistols);
      trace.push({ step: 'pistols', value: capped, detail: `pistol FP ${pistols} added in melee, at most ${CAVALRY_FP_CAP} FP for any one cavalry fire`, source: adfLine(1651) });
      fp = capped;
    } else {
      const capped = Math.min(CAVALRY_FP_CAP, fp + pistols);
      trace.push({ step: 'pistols', value: capped, detail: `pistol FP ${pistols} added at point-blank, at most ${CAVALRY_FP_CAP} FP`, source: adfLine(2637) });
      fp = capped;
    }
  }

  // 2. Halving (½FP) and lost dice from the firer's state and circumstances.
  const effects: Array<{ label: string; halve: boolean; dice: number; drm: number; source: string }> = [];
  if (state !== 'good') effects.push({ label: `firer ${state === 'disorder' ? 'in disorder' : 'shaken'}`, ...FIRER_STATE[firer.table][state] });
  for (const condition of conditions) {
    // "Firer is shaken or using area fire" is one row of the fire tables (B:2610, B:2627, B:2641):
    // a shaken unit using area fire takes its ½FP and lost die once, not twice.
    if (condition === 'area-fire' && state === 'shaken') {
      const entry = FIRER_CONDITION_TABLE[condition];
      trace.push({ step: 'firer modifier', value: entry.drm, detail: `${entry.label}: the same row as "firer is shaken", applied once`, source: FIRER_STATE[firer.table].shaken.source, applied: false });
      continue;
    }
    const entry = FIRER_CONDITION_TABLE[condition];
    const fits = entry.arms.includes(input.arm) && (entry.bands === undefined || entry.bands.includes(band));
    let why = fits ? '' : `does not apply to ${input.arm} fire at ${band} range`;
    if (fits && condition === 'deliberate' && input.arm === 'infantry' && input.weapon !== 'sharpshooter-rm') why = 'only artillery and sharpshooters fire deliberately';
    if (fits && condition === 'deliberate' && firer.kind === 'big-gun') why = 'big guns never fire deliberately';
    if (fits && condition === 'skirmishing' && input.weapon === 'sharpshooter-rm') why = `sharpshooters skirmish without the fire penalty (${adfLine(1031)})`;
    if (why) {
      trace.push({ step: 'firer modifier', value: entry.drm, detail: `${entry.label}: ${why}`, source: entry.source, applied: false });
      continue;
    }
    effects.push({ ...entry });
  }
  const halvings = effects.filter((e) => e.halve);
  if (halvings.length > 0) {
    const times = options.halvingsStack ? halvings.length : 1;
    const halved = halve(fp, times, options.halving);
    trace.push({
      step: 'halving',
      value: halved,
      detail: `${halvings.map((e) => e.label).join(', ')}: ${fp} FP halved${times > 1 ? ` ${times} times` : ''}, rounded ${options.halving}`,
      source: halvings.map((e) => e.source).join('; '),
    });
    fp = halved;
  }

  // 3. Dice by range band.
  const diceEntry = diceForRange(firer.kind, band)!;
  let dice = diceEntry.dice;
  let diceSource = diceEntry.source;
  if (input.weapon === 'sharpshooter-rm' && band === 'long') {
    dice = 2;
    diceSource = SHARPSHOOTER_SOURCE;
  }
  trace.push({ step: 'dice', value: dice, detail: `${band} range: ${dice}D6`, source: diceSource });
  for (const e of effects.filter((x) => x.dice !== 0)) {
    dice += e.dice;
    trace.push({ step: 'dice', value: dice, detail: `${e.label}: ${e.dice} die`, source: e.source });
  }

  if (fp < 2) return refuse(`${fp} FP: a fire needs at least 2 FP`);
  if (dice < 1) return refuse('no dice left: a fire needs at least one die');

  // 4. Firer modifiers (all cumulative).
  let firerDrm = 0;
  const firerMod = (detail: string, drm: number, source: string, applied = true) => {
    trace.push({ step: 'firer modifier', value: drm, detail, source, applied });
    if (applied) firerDrm += drm;
  };
  const quality = QUALITY_DRM[firer.table][input.quality];
  if (quality) firerMod(`firer is ${input.quality}`, quality.drm, quality.source);
  else if (firer.table === 'cavalry' && input.quality === 'trained' && options.trainedCavalryDrm === 'quick-reference') {
    firerMod('firer is trained (quick-reference reading)', TRAINED_CAVALRY_QUICK_REFERENCE.drm, TRAINED_CAVALRY_QUICK_REFERENCE.source);
  }
  if (input.openingVolley) {
    const volley = OPENING_VOLLEY[firer.table];
    if (!volley) firerMod('opening volley: infantry and dismounted cavalry only', 0, adfLine(2616), false);
    else if (volley.notGreen && input.quality === 'green') firerMod('opening volley: not for green units', volley.drm, volley.source, false);
    else if (input.arm === 'cavalry' && input.mounted) firerMod('opening volley: dismounted cavalry only', volley.drm, volley.source, false);
    else firerMod('opening volley', volley.drm, volley.source);
  }
  if (firer.smallArms?.buckAndBall) {
    const bands: RangeBand[] = options.buckAndBall === 'pbf' ? ['pbf'] : ['pbf', 'melee', 'desperation'];
    if (bands.includes(band)) firerMod('smoothbore muskets, buck-and-ball at point-blank', BUCK_AND_BALL.drm, BUCK_AND_BALL.source);
  }
  for (const e of effects.filter((x) => x.drm !== 0)) firerMod(e.label, e.drm, e.source);

  // 5. Target DRMs: two best beneficial, two worst detrimental.
  const selection = selectTargetDrms(input.targetDrms ?? [], {
    column: firer.table === 'artillery' || firer.table === 'big-gun' ? 'artillery' : 'other',
    band,
    rifledArtillery: firesRifledGuns(input),
    firerSkirmishing,
    cavalryRule: options.cavalryTargetRule,
    chargingCavalry: options.chargingCavalry,
  });
  for (const c of selection.considered) {
    trace.push({ step: 'target modifier', value: c.value, detail: `${c.label}: ${c.why}`, source: c.source, applied: c.applied });
  }
  let targetDrm = selection.net;
  if (input.drm) {
    targetDrm += input.drm;
    trace.push({ step: 'target modifier', value: input.drm, detail: 'net target modifier given by the caller', applied: true });
  }
  const drm = firerDrm + targetDrm;
  trace.push({ step: 'net modifier', value: drm, detail: `firer ${signed(firerDrm)}, target ${signed(targetDrm)}`, source: adfLine(755) });

  const desperation = band === 'desperation' ? options.desperationExtraDie : 'none';
  if (desperation !== 'none') {
    trace.push({
      step: 'desperation die',
      value: desperation,
      detail: desperation === 'once' ? 'a 6 earns one more die, added' : 'each 6 earns one more die, added',
      source: DESPERATION_EXTRA_DIE.source,
    });
  }
  return { allowed: true, fp, dice, drm, firerDrm, targetDrm, row: firer.row, desperation, trace };
}

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** Sixes in a row after which an open-ended desperation roll stops; 72 pips already reads 32+ on the table. */
const OPEN_ENDED_DEPTH = 12;

/**
 * Distribution of the pips of `dice` dice. Desperation fire rolls its one die and, on a 6, one more
 * (`once`), or keeps going while sixes come (`open-ended`, stopped after 12 sixes in a row: every
 * total that far out reads the table's last column, so the results stay exact).
 */
export function fireDice(dice: number, desperation: FirePlan['desperation']): Distribution {
  if (desperation === 'none' || dice !== 1) return diceSum(dice);
  const depth = desperation === 'once' ? 1 : OPEN_ENDED_DEPTH;
  const p = new Array<number>(6 * depth + 7).fill(0);
  let reach = 1;
  for (let sixes = 0; sixes < depth; sixes++) {
    for (let face = 1; face <= 5; face++) p[6 * sixes + face]! += reach / 6;
    reach /= 6;
  }
  if (desperation === 'once') {
    for (let face = 1; face <= 6; face++) p[6 + face]! += reach / 6;
  } else {
    p[6 * depth]! += reach;
  }
  while (p.length > 1 && p[p.length - 1] === 0) p.pop();
  return { offset: 0, p };
}

const emptyResults = (): FireResults => Object.fromEntries(FIRE_RESULTS.map((r) => [r, 0])) as FireResults;

/** Reads a distribution of totals through one FCRT row. */
export function resultsOf(totals: Distribution, row: FcrtRow): FireResults {
  const results = emptyResults();
  totals.p.forEach((q, i) => {
    results[fcrtResult(row, totals.offset + i)] += q;
  });
  return results;
}

/** The FCRT row in words, e.g. "12–13 MC, 14 1MC, …, 30+ 4H". */
export function describeFcrtRow(row: FcrtRow): string {
  const cells = FCRT[row].results;
  const parts: string[] = [];
  let i = 0;
  while (i < cells.length) {
    const result = cells[i]!;
    let j = i;
    while (j + 1 < cells.length && cells[j + 1] === result) j++;
    if (result !== 'none') {
      const from = FCRT_COLUMNS[i]!;
      const to = j + 1 < cells.length ? FCRT_COLUMNS[j + 1]! - 1 : undefined;
      parts.push(`${to === undefined ? `${from}+` : from === to ? `${from}` : `${from}–${to}`} ${result}`);
    }
    i = j + 1;
  }
  return `${row} row: below ${FCRT_COLUMNS[cells.findIndex((c) => c !== 'none')]} no effect; ${parts.join(', ')}`;
}

/** The exact odds of one fire. */
export function fireOdds(input: FireInput): FireOdds {
  const plan = planFire(input);
  if (!plan.allowed) {
    const results = emptyResults();
    results.none = 1;
    return { ...plan, totals: point(0), results };
  }
  const totals = shift(fireDice(plan.dice, plan.desperation), plan.fp + plan.drm);
  const results = resultsOf(totals, plan.row);
  plan.trace.push({
    step: 'total',
    value: `${plan.fp} + ${plan.dice}D6 ${plan.drm >= 0 ? '+' : '−'} ${Math.abs(plan.drm)}`,
    detail: `totals from ${totals.offset} to ${totals.offset + totals.p.length - 1}`,
  });
  plan.trace.push({
    step: 'fire combat results',
    value: `${ARM_LABELS[plan.row]} row`,
    detail: `${describeFcrtRow(plan.row)}; a total between printed columns reads the highest column not above it`,
    source: FCRT[plan.row].source,
  });
  return { ...plan, totals, results };
}

/**
 * Rolls the dice of one fire with a random source, each die as it fell (the simulation counterpart of
 * `fireDice`): a playtest shows them, a simulation adds them up. Desperation fire's extra dice follow
 * the first one's six as `fireDice` counts them.
 */
export function rollFireDice(dice: number, desperation: FirePlan['desperation'], random: () => number): number[] {
  const faces: number[] = [];
  let last = 0;
  for (let k = 0; k < dice; k++) {
    last = rollDie(random);
    faces.push(last);
  }
  if (desperation === 'none' || dice !== 1) return faces;
  const limit = desperation === 'once' ? 2 : OPEN_ENDED_DEPTH;
  let sixes = last === 6 ? 1 : 0;
  while (last === 6 && sixes < limit) {
    last = rollDie(random);
    faces.push(last);
    if (last === 6) sixes++;
  }
  return faces;
}

const pipsOf = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);

/** A seeded simulation of the same fire: `rolls` dice rolls read through the FCRT, as frequencies. */
export function simulateFire(input: FireInput, rolls: number, random: () => number): FireResults {
  const plan = planFire(input);
  const counts = emptyResults();
  if (!plan.allowed) {
    counts.none = 1;
    return counts;
  }
  const base = plan.fp + plan.drm;
  for (let i = 0; i < rolls; i++) counts[fcrtResult(plan.row, base + pipsOf(rollFireDice(plan.dice, plan.desperation, random)))] += 1;
  for (const r of FIRE_RESULTS) counts[r] /= rolls;
  return counts;
}

