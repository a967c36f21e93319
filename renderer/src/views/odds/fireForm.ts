/**
 * The Fire tab's form, turned into an engine input: what the panel offers for an arm and weapon,
 * and the checks that give a readable message instead of an exception for an impossible fire.
 */
import { MAX_SECTIONS } from '../../../../core/rules/adf/artillery';
import { DEFAULT_FIRE_OPTIONS, type FireInput, type FireOdds, type FireOptions, fireOdds, rangeBandsFor } from '../../../../core/rules/adf/engine/fire';
import {
  BENEFICIAL_TARGET_DRMS,
  DETRIMENTAL_TARGET_DRMS,
  FIRER_CONDITIONS,
  FIRER_CONDITION_TABLE,
  type FireColumn,
  type FirerCondition,
  type FirerState,
  type RangeBand,
  TARGET_DRMS,
  type TargetDrmId,
} from '../../../../core/rules/adf/fire';
import type { FormationShape } from '../../../../core/rules/adf/formations';
import type { Arm, FigureScale, Quality, Side } from '../../../../core/model/words';
import { FIELD_GUNS, FORTRESS_GUNS, INFANTRY_WEAPONS, CAVALRY_WEAPONS, SIEGE_GUNS, WEAPONS_BY_ARM, weaponName } from '../../../../core/rules/adf/weapons';
import { wholeNumber } from './format';

export interface FireForm {
  scale: FigureScale;
  arm: Arm;
  weapon: string;
  figures: number | null;
  sections: number | null;
  quality: Quality;
  side: Side;
  range: RangeBand;
  state: FirerState;
  openingVolley: boolean;
  /**
   * Infantry and cavalry: the shape the fire rules read. Skirmishers fire at ½FP and one die less and
   * give no flank DRM (B:2611, B:2693); cavalry in column or skirmishing fires as infantry (B:1643).
   */
  formation: FormationShape;
  /** Cavalry only: mounted cavalry fire at short range or point-blank. */
  mounted: boolean;
  /** Artillery only: up to two more field batteries firing with this one as a gun battalion (B:1292); '' is none. */
  withBatteries: Array<{ weapon: string; sections: number }>;
  /** Cavalry only: pistol figures added at point-blank and in melee. */
  pistolFigures: number | null;
  /** A further net target modifier, as the CLI's --drm. */
  drm: number | null;
  conditions: FirerCondition[];
  targetDrms: TargetDrmId[];
  options: FireOptions;
}

export const defaultFireForm = (): FireForm => ({
  scale: '15mm',
  arm: 'infantry',
  weapon: 'rifle-musket',
  figures: 8,
  sections: 2,
  quality: 'veteran',
  side: 'union',
  range: 'normal',
  state: 'good',
  openingVolley: false,
  formation: 'line',
  withBatteries: [
    { weapon: '', sections: 2 },
    { weapon: '', sections: 2 },
  ],
  mounted: false,
  pistolFigures: 0,
  drm: 0,
  conditions: [],
  targetDrms: [],
  options: { ...DEFAULT_FIRE_OPTIONS },
});

/** Bounds the CLI uses too: 32 figures leaves room for combined fire (B:1069), 20 exceeds any DRM sum. */
export const FIGURE_LIMITS = { min: 1, max: 32 } as const;
export const SECTION_LIMITS = { min: 1, max: MAX_SECTIONS } as const;
export const DRM_LIMIT = 20;
export const PISTOL_LIMITS = { min: 0, max: 8 } as const;

export const RANGE_BAND_NAMES: Record<RangeBand, string> = {
  long: 'Long',
  normal: 'Normal',
  short: 'Short',
  pbf: 'Point-blank',
  canister: 'Canister',
  melee: 'Melee',
  desperation: 'Desperation',
};

export interface WeaponGroup {
  label: string;
  weapons: Array<{ id: string; name: string }>;
}

const named = (arm: Arm, ids: readonly string[]) => ids.map((id) => ({ id, name: weaponName(arm, id) ?? id }));

/** The weapons an arm carries, grouped as the charts group them (artillery includes the big guns). */
export function weaponGroups(arm: Arm): WeaponGroup[] {
  if (arm === 'infantry') return [{ label: 'Infantry weapons', weapons: named(arm, INFANTRY_WEAPONS) }];
  if (arm === 'cavalry') return [{ label: 'Cavalry weapons', weapons: named(arm, CAVALRY_WEAPONS) }];
  return [
    { label: 'Field artillery', weapons: named(arm, FIELD_GUNS) },
    { label: 'Siege guns', weapons: named(arm, SIEGE_GUNS) },
    { label: 'Fortress guns', weapons: named(arm, FORTRESS_GUNS) },
  ];
}

/** Range bands the weapon can fire at, as the engine rules them (mounted cavalry: short and closer). */
export function legalBands(form: Pick<FireForm, 'arm' | 'weapon' | 'mounted' | 'options'>): RangeBand[] {
  if (!WEAPONS_BY_ARM[form.arm].includes(form.weapon)) return [];
  return rangeBandsFor(form.arm, form.weapon, form.options, form.arm === 'cavalry' && form.mounted);
}

/** Keeps the chosen band if the weapon can still use it, else normal range, else the first it can. */
export function fittingBand(current: RangeBand, bands: readonly RangeBand[]): RangeBand {
  if (bands.includes(current)) return current;
  if (bands.includes('normal')) return 'normal';
  return bands[0] ?? current;
}

/** Conditions the formation choice sets, so the panel offers one way to say each. */
const FORMATION_CONDITIONS: readonly FirerCondition[] = ['skirmishing', 'square'];

/** Firer circumstances the engine knows for an arm (conditions of other arms are not offered). */
export const conditionsFor = (arm: Arm): FirerCondition[] =>
  FIRER_CONDITIONS.filter((c) => FIRER_CONDITION_TABLE[c].arms.includes(arm) && !FORMATION_CONDITIONS.includes(c));

/** The formations the panel offers an arm: squares are infantry's only (B:1779); artillery has none. */
export function formationsFor(arm: Arm): Array<{ id: FormationShape; name: string }> {
  if (arm === 'artillery') return [];
  const all: Array<{ id: FormationShape; name: string }> = [
    { id: 'line', name: 'Line' },
    { id: 'column', name: 'Column' },
    { id: 'skirmish', name: 'Skirmishers' },
    { id: 'square', name: 'Square' },
  ];
  return arm === 'infantry' ? all : all.filter((f) => f.id !== 'square');
}

/** Artillery (field and big guns) reads the first value of each target DRM pair, all other fire the second. */
export const fireColumn = (arm: Arm): FireColumn => (arm === 'artillery' ? 'artillery' : 'other');

export const BENEFICIAL_IDS = Object.keys(BENEFICIAL_TARGET_DRMS) as TargetDrmId[];
export const DETRIMENTAL_IDS = Object.keys(DETRIMENTAL_TARGET_DRMS) as TargetDrmId[];
export const targetDrmValue = (id: TargetDrmId, column: FireColumn): number => TARGET_DRMS[id][column];

export type FireComputation = { ok: true; input: FireInput; odds: FireOdds } | { ok: false; message: string };

/** The engine input for a form, or the first thing that makes it impossible. */
export function fireInputOf(form: FireForm): FireInput | string {
  const { arm, weapon } = form;
  if (!WEAPONS_BY_ARM[arm].includes(weapon)) return `${arm} do not carry ${weapon}; choose one of the ${arm} weapons.`;
  const bands = legalBands(form);
  if (!bands.includes(form.range)) {
    return `${weaponName(arm, weapon)} cannot fire at ${RANGE_BAND_NAMES[form.range].toLowerCase()} range; choose ${bands.map((b) => RANGE_BAND_NAMES[b].toLowerCase()).join(', ')}.`;
  }
  const input: FireInput = {
    scale: form.scale,
    arm,
    weapon,
    quality: form.quality,
    side: form.side,
    range: form.range,
    state: form.state,
    openingVolley: form.openingVolley,
    conditions: form.conditions.filter((c) => FIRER_CONDITION_TABLE[c].arms.includes(arm) && !FORMATION_CONDITIONS.includes(c)),
    targetDrms: form.targetDrms,
    options: form.options,
  };
  if (formationsFor(arm).some((f) => f.id === form.formation)) input.formation = form.formation;
  if (arm === 'artillery') {
    const sections = wholeNumber('Sections', form.sections, SECTION_LIMITS.min, SECTION_LIMITS.max);
    if (typeof sections === 'string') return sections;
    input.sections = sections;
    const others = form.withBatteries.filter((b) => b.weapon !== '');
    if (others.length > 0) input.combinedWith = others.map((b) => ({ weapon: b.weapon, sections: b.sections }));
  } else {
    const figures = wholeNumber('Figures', form.figures, FIGURE_LIMITS.min, FIGURE_LIMITS.max);
    if (typeof figures === 'string') return figures;
    input.figures = figures;
  }
  if (arm === 'cavalry') {
    input.mounted = form.mounted;
    const pistols = wholeNumber('Pistol figures', form.pistolFigures ?? 0, PISTOL_LIMITS.min, PISTOL_LIMITS.max);
    if (typeof pistols === 'string') return pistols;
    if (pistols > 0) input.pistolFigures = pistols;
  }
  const drm = wholeNumber('Extra net DRM', form.drm ?? 0, -DRM_LIMIT, DRM_LIMIT);
  if (typeof drm === 'string') return drm;
  if (drm !== 0) input.drm = drm;
  return input;
}

export function computeFire(form: FireForm): FireComputation {
  const input = fireInputOf(form);
  if (typeof input === 'string') return { ok: false, message: input };
  try {
    return { ok: true, input, odds: fireOdds(input) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Equally likely rolls behind the distribution, when they are a plain 6^n (not open-ended desperation). */
export function fireRolls(odds: FireOdds): number | undefined {
  if (odds.desperation === 'open-ended') return undefined;
  if (odds.desperation === 'once') return 36;
  return 6 ** odds.dice;
}
