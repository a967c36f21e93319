/**
 * Weapon and gun identifiers used by the fire tables, the CLI (`muster odds fire --weapon ID`)
 * and the Odds panel. The ids are part of the CLI contract (issue 3): never rename one.
 */
import type { Arm } from '../../model/words';

export const INFANTRY_WEAPONS = [
  'rifle-musket',
  'smoothbore-musket',
  'mixed-musket',
  'spencer-henry',
  'colt-revolving',
  'sharps-bl',
  'sharpshooter-rm',
  'flintlock',
] as const;
export type InfantryWeapon = (typeof INFANTRY_WEAPONS)[number];

export const CAVALRY_WEAPONS = [
  'rifle-musket',
  'mixed',
  'shotgun',
  'repeating-carbine',
  'sharps-bl-carbine',
  'other-bl-carbine',
  'ml-carbine',
  'pistol',
] as const;
export type CavalryWeapon = (typeof CAVALRY_WEAPONS)[number];

/** Field batteries of the artillery firepower chart. */
export const FIELD_GUNS = [
  '6pdr-gun',
  '12pdr-napoleon',
  '12pdr-howitzer',
  '24pdr-howitzer',
  '10pdr-parrott',
  '3in-ordnance',
  '14pdr-james',
  'whitworth',
  '6pdr-wiard',
  '20pdr-parrott',
  '30pdr-parrott',
  'mixed',
] as const;
export type FieldGun = (typeof FIELD_GUNS)[number];

/** Siege guns of the big-gun chart (prefix `siege-`, so they never collide with field guns). */
export const SIEGE_GUNS = [
  'siege-30pdr-parrott',
  'siege-4.5in-ordnance',
  'siege-18pdr-sb',
  'siege-24pdr-sb',
  'siege-8in-howitzer',
  'siege-mixed',
] as const;
export type SiegeGun = (typeof SIEGE_GUNS)[number];

/** Fortress guns of the big-gun chart. */
export const FORTRESS_GUNS = [
  'fortress-32pdr-sb',
  'fortress-42pdr-sb',
  'fortress-8in-columbiad',
  'fortress-10in-columbiad',
  'fortress-15in-columbiad',
  'fortress-100pdr-parrott',
  'fortress-200pdr-parrott',
  'fortress-300pdr-parrott',
  'fortress-7in-brooke',
  'fortress-15in-rodman',
  'fortress-10in-dahlgren',
  'fortress-80pdr-whitworth',
  'fortress-mixed',
] as const;
export type FortressGun = (typeof FORTRESS_GUNS)[number];

export const BIG_GUNS = [...SIEGE_GUNS, ...FORTRESS_GUNS] as const;
export type BigGun = SiegeGun | FortressGun;

export const ARTILLERY_WEAPONS = [...FIELD_GUNS, ...BIG_GUNS] as const;
export type ArtilleryWeapon = FieldGun | BigGun;

export type WeaponId = InfantryWeapon | CavalryWeapon | ArtilleryWeapon;

/** Every weapon id an arm may carry, in chart order. */
export const WEAPONS_BY_ARM: Record<Arm, readonly string[]> = {
  infantry: INFANTRY_WEAPONS,
  cavalry: CAVALRY_WEAPONS,
  artillery: ARTILLERY_WEAPONS,
};

export const INFANTRY_WEAPON_NAMES: Record<InfantryWeapon, string> = {
  'rifle-musket': 'Rifle-muskets (R/M)',
  'smoothbore-musket': 'Smoothbore muskets (SBM)',
  'mixed-musket': 'Mixed muskets (MM)',
  'spencer-henry': 'Spencer/Henry repeating rifles',
  'colt-revolving': 'Colt revolving rifles',
  'sharps-bl': 'Sharps breech-loading rifles',
  'sharpshooter-rm': 'Sharpshooter rifle-muskets',
  flintlock: 'Old flintlocks',
};

export const CAVALRY_WEAPON_NAMES: Record<CavalryWeapon, string> = {
  'rifle-musket': 'Rifle-muskets (R/M)',
  mixed: 'Mixed weapons',
  shotgun: 'Shotguns',
  'repeating-carbine': 'Repeating carbines',
  'sharps-bl-carbine': 'Sharps breech-loading carbines',
  'other-bl-carbine': 'Other breech-loading carbines',
  'ml-carbine': 'Muzzle-loading carbines',
  pistol: 'Pistols',
};

export const ARTILLERY_WEAPON_NAMES: Record<ArtilleryWeapon, string> = {
  '6pdr-gun': '6-pounder gun',
  '12pdr-napoleon': '12-pounder Napoleon',
  '12pdr-howitzer': '12-pounder howitzer',
  '24pdr-howitzer': '24-pounder howitzer',
  '10pdr-parrott': '10-pounder Parrott rifle',
  '3in-ordnance': '3-inch Ordnance rifle',
  '14pdr-james': '14-pounder James rifle',
  whitworth: 'Breech-loading Whitworth rifle',
  '6pdr-wiard': '6-pounder Wiard rifle',
  '20pdr-parrott': '20-pounder Parrott rifle',
  '30pdr-parrott': '30-pounder Parrott rifle',
  mixed: 'Mixed gun battery',
  'siege-30pdr-parrott': '30-pounder Parrott rifle (siege)',
  'siege-4.5in-ordnance': '4.5-inch Ordnance rifle (siege)',
  'siege-18pdr-sb': '18-pounder smoothbore (siege)',
  'siege-24pdr-sb': '24-pounder smoothbore (siege)',
  'siege-8in-howitzer': '8-inch gun/howitzer (siege)',
  'siege-mixed': 'Mixed siege guns',
  'fortress-32pdr-sb': '32-pounder smoothbore (fortress)',
  'fortress-42pdr-sb': '42-pounder smoothbore (fortress)',
  'fortress-8in-columbiad': '8-inch Columbiad (fortress)',
  'fortress-10in-columbiad': '10-inch Columbiad (fortress)',
  'fortress-15in-columbiad': '15-inch Columbiad (fortress)',
  'fortress-100pdr-parrott': '100-pounder Parrott rifle (fortress)',
  'fortress-200pdr-parrott': '200-pounder Parrott rifle (fortress)',
  'fortress-300pdr-parrott': '300-pounder Parrott rifle (fortress)',
  'fortress-7in-brooke': '7-inch Brooke rifle (fortress)',
  'fortress-15in-rodman': '15-inch Rodman smoothbore (fortress)',
  'fortress-10in-dahlgren': '10-inch Dahlgren smoothbore (fortress)',
  'fortress-80pdr-whitworth': '80-pounder Whitworth (fortress)',
  'fortress-mixed': 'Mixed fortress guns',
};

/**
 * Short names for tight places (the order-of-battle tree): the book's own abbreviations where it has
 * them (R/M, SBM, MM, CRR, SBL, SS R/M, FLT: B:710–725), else a clipped form of the name above.
 */
export const WEAPON_SHORT_NAMES: Readonly<Record<InfantryWeapon | CavalryWeapon | FieldGun, string>> = {
  'rifle-musket': 'R/M',
  'smoothbore-musket': 'SBM',
  'mixed-musket': 'MM',
  'spencer-henry': 'Spencer',
  'colt-revolving': 'CRR',
  'sharps-bl': 'SBL',
  'sharpshooter-rm': 'SS R/M',
  flintlock: 'FLT',
  mixed: 'mixed',
  shotgun: 'shotgun',
  'repeating-carbine': 'rep. carbine',
  'sharps-bl-carbine': 'Sharps BL',
  'other-bl-carbine': 'BL carbine',
  'ml-carbine': 'ML carbine',
  pistol: 'pistol',
  '6pdr-gun': '6-pdr gun',
  '12pdr-napoleon': 'Napoleon',
  '12pdr-howitzer': '12-pdr how.',
  '24pdr-howitzer': '24-pdr how.',
  '10pdr-parrott': '10-pdr Parrott',
  '3in-ordnance': '3-in. Ordnance',
  '14pdr-james': 'James',
  whitworth: 'Whitworth',
  '6pdr-wiard': 'Wiard',
  '20pdr-parrott': '20-pdr Parrott',
  '30pdr-parrott': '30-pdr Parrott',
};

const NAMES_BY_ARM: Record<Arm, Record<string, string>> = {
  infantry: INFANTRY_WEAPON_NAMES,
  cavalry: CAVALRY_WEAPON_NAMES,
  artillery: ARTILLERY_WEAPON_NAMES,
};

/** The display name of a weapon carried by an arm, or undefined if the arm has no such weapon. */
export function weaponName(arm: Arm, weapon: string): string | undefined {
  return NAMES_BY_ARM[arm][weapon];
}

export const isInfantryWeapon = (w: string): w is InfantryWeapon => (INFANTRY_WEAPONS as readonly string[]).includes(w);
export const isCavalryWeapon = (w: string): w is CavalryWeapon => (CAVALRY_WEAPONS as readonly string[]).includes(w);
export const isFieldGun = (w: string): w is FieldGun => (FIELD_GUNS as readonly string[]).includes(w);
export const isBigGun = (w: string): w is BigGun => (BIG_GUNS as readonly string[]).includes(w);
