/**
 * The words for an organisation rule's parameters, so a rule row says "Infantry weapons: Spencer/Henry
 * repeating rifles" rather than the keys the rule is stored with.
 */
import { FORMATION_LEVEL_LABELS, type FormationLevel } from '../model/oob';
import { QUALITY_LABELS, SIDE_LABELS, type Quality, type Side } from '../model/words';
import { CAVALRY_WEAPON_NAMES, INFANTRY_WEAPON_NAMES, type CavalryWeapon, type InfantryWeapon } from '../rules/adf/weapons';

export const RULE_PARAM_LABELS: Readonly<Record<string, string>> = {
  min: 'At least',
  max: 'At most',
  caps: 'MP cap',
  countArtillery: 'Count batteries in the brigade',
  countCavalryBrigades: 'Count cavalry brigades too',
  attachedArtillery: 'Attached artillery MP',
  moreThanBatteries: 'With more than … batteries',
  minUnits: 'Units at least',
  minFigures: 'Figures per unit at least',
  pointsPerSquare: 'MP per board square',
  bonusRate: 'Bonus rate',
  counting: 'Counted',
  weapons: 'Weapons',
  infantryWeapons: 'Infantry weapons',
  cavalryWeapons: 'Cavalry weapons',
  sides: 'Sides',
  sections: 'Sections per battery',
  levels: 'Formations needing a leader',
  minimum: 'Lowest quality',
  leaders: 'Leaders',
  units: 'Units',
};

/** How the elite-and-green limit counts (brigade.elite-green-limit). */
const COUNTING_LABELS: Readonly<Record<'combined' | 'each', string>> = { combined: 'elite and green together', each: 'elite and green each' };

/** Each value's words, by the parameter that holds it; names and ids the designer typed stay as typed. */
const VALUE_WORDS: Readonly<Record<string, (v: string) => string>> = {
  counting: (v) => COUNTING_LABELS[v as 'combined'] ?? v,
  weapons: (v) => INFANTRY_WEAPON_NAMES[v as InfantryWeapon] ?? CAVALRY_WEAPON_NAMES[v as CavalryWeapon] ?? v,
  infantryWeapons: (v) => INFANTRY_WEAPON_NAMES[v as InfantryWeapon] ?? v,
  cavalryWeapons: (v) => CAVALRY_WEAPON_NAMES[v as CavalryWeapon] ?? v,
  sides: (v) => SIDE_LABELS[v as Side] ?? v,
  levels: (v) => FORMATION_LEVEL_LABELS[v as FormationLevel] ?? v,
  minimum: (v) => QUALITY_LABELS[v as Quality] ?? v,
};

/** A value in words: lists joined, per-side records as "Union 2/3; Confederate 2". */
export function ruleParamWords(key: string, value: unknown): string {
  const word = VALUE_WORDS[key] ?? String;
  const one = (v: unknown): string => (Array.isArray(v) ? v.map(String).join('/') : word(String(v)));
  if (Array.isArray(value)) return value.map(one).join(', ');
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .map(([k, v]) => `${SIDE_LABELS[k as Side] ?? k} ${one(v)}`)
      .join('; ');
  }
  return one(value);
}

/** "Infantry weapons: Spencer/Henry repeating rifles". */
export const ruleParamSentence = (key: string, value: unknown): string => `${RULE_PARAM_LABELS[key] ?? key}: ${ruleParamWords(key, value)}`;
