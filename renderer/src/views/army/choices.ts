/**
 * The choices the unit editor offers, read from the price tables: a weapon is offered in the eras whose
 * table lists it, each figure count and quality shows what it costs, and gun types the book never
 * priced are offered apart, for a manual cost.
 */
import { unitPrice } from '../../../../core/muster';
import { ARTILLERY_MUSTER_POINTS, CAVALRY_MUSTER_POINTS, INFANTRY_MUSTER_POINTS } from '../../../../core/rules/adf/musterPoints';
import { QUALITIES, QUALITY_LABELS, type Era, type Quality } from '../../../../core/model/words';
import { ARTILLERY_WEAPON_NAMES, CAVALRY_WEAPON_NAMES, CAVALRY_WEAPONS, FIELD_GUNS, INFANTRY_WEAPON_NAMES, INFANTRY_WEAPONS } from '../../../../core/rules/adf/weapons';
import type { Unit } from '../../../../core/oob';

export interface Choice<T> {
  value: T;
  label: string;
  /** The book prints "-" for it (or has no row): shown, but not offered unless already chosen. */
  disabled: boolean;
}

const priceLabel = (unit: Unit, era: Era): { text: string; available: boolean } => {
  const a = unitPrice(unit, { era });
  if (a.kind === 'priced') return { text: `${a.points} MP`, available: true };
  return { text: a.kind === 'not-available' ? 'not available' : 'no price', available: a.kind !== 'not-available' };
};

/** Weapons an arm may carry in an era; the current weapon stays listed even if the era has no row for it. */
export function weaponChoices(unit: Unit, era: Era): { priced: Choice<string>[]; unpriced: Choice<string>[] } {
  if (unit.arm === 'infantry') {
    const inEra = INFANTRY_WEAPONS.filter((w) => INFANTRY_MUSTER_POINTS[era][w] || w === 'sharpshooter-rm');
    const other = unit.weapon && !inEra.includes(unit.weapon) ? [unit.weapon] : [];
    return {
      priced: inEra.map((w) => ({ value: w, label: INFANTRY_WEAPON_NAMES[w], disabled: false })),
      unpriced: other.map((w) => ({ value: w, label: `${INFANTRY_WEAPON_NAMES[w]} (not in the ${era} table)`, disabled: false })),
    };
  }
  if (unit.arm === 'cavalry') {
    const priced = CAVALRY_WEAPONS.filter((w) => CAVALRY_MUSTER_POINTS[w]);
    return {
      priced: priced.map((w) => ({ value: w, label: CAVALRY_WEAPON_NAMES[w], disabled: false })),
      unpriced: CAVALRY_WEAPONS.filter((w) => !CAVALRY_MUSTER_POINTS[w]).map((w) => ({ value: w, label: `${CAVALRY_WEAPON_NAMES[w]} (no book price)`, disabled: false })),
    };
  }
  if (unit.arm === 'artillery') {
    return {
      priced: FIELD_GUNS.filter((g) => ARTILLERY_MUSTER_POINTS[g]).map((g) => ({ value: g, label: ARTILLERY_WEAPON_NAMES[g], disabled: false })),
      unpriced: FIELD_GUNS.filter((g) => !ARTILLERY_MUSTER_POINTS[g]).map((g) => ({ value: g, label: `${ARTILLERY_WEAPON_NAMES[g]} (no book price)`, disabled: false })),
    };
  }
  return { priced: [], unpriced: [] };
}

export function qualityChoices(unit: Unit, era: Era): Choice<Quality>[] {
  return QUALITIES.map((q) => {
    const p = priceLabel({ ...unit, quality: q } as Unit, era);
    return { value: q, label: `${QUALITY_LABELS[q]} · ${p.text}`, disabled: !p.available && unit.quality !== q };
  });
}

/** Figures 2–12 (issue 4), each with its price for the unit's other choices. */
export function figureChoices(unit: Unit, era: Era): Choice<number>[] {
  const out: Choice<number>[] = [];
  for (let n = 2; n <= 12; n++) {
    const p = unit.arm === 'engineers' ? { text: '', available: true } : priceLabel({ ...unit, figures: n } as Unit, era);
    out.push({ value: n, label: p.text ? `${n} · ${p.text}` : `${n}`, disabled: false });
  }
  return out;
}

export function sectionChoices(unit: Unit, era: Era): Choice<number>[] {
  return [1, 2, 3].map((n) => {
    const p = priceLabel({ ...unit, sections: n } as Unit, era);
    return { value: n, label: `${n} · ${p.text}`, disabled: false };
  });
}
