/**
 * The order of battle (OOB): one side's army as a tree of formations (army, wing, corps, division,
 * brigade, artillery battalion) whose children are sub-formations or units. Any level may be left out:
 * a division may sit at the root, a battery may hang directly under a division.
 *
 * Everything here is plain immutable data; edits go through `operations.ts`, which returns a new tree
 * and shares every untouched branch, so caches keyed on formation objects stay valid.
 */
import type { Era, FigureScale, Quality, Side } from '../rules/adf/types';
import type { CavalryWeapon, FieldGun, InfantryWeapon } from '../rules/adf/weapons';

export const FORMATION_LEVELS = ['army', 'wing', 'corps', 'division', 'brigade', 'artillery'] as const;
/** `artillery` is an artillery battalion or brigade grouping batteries (e.g. Pegram's battalion). */
export type FormationLevel = (typeof FORMATION_LEVELS)[number];
export const FORMATION_LEVEL_LABELS: Readonly<Record<FormationLevel, string>> = {
  army: 'Army',
  wing: 'Wing',
  corps: 'Corps',
  division: 'Division',
  brigade: 'Brigade',
  artillery: 'Artillery battalion',
};

export const LEADER_ROLES = ['brigade', 'division', 'corps', 'wing', 'artillery'] as const;
export type LeaderRole = (typeof LEADER_ROLES)[number];

export type LeadershipBenefit = 0 | 1 | 2;

export const UNIT_ARMS = ['infantry', 'cavalry', 'artillery', 'engineers'] as const;
export type UnitArm = (typeof UNIT_ARMS)[number];

/** Two rectangular stands (single rank) or three square stands (double rank). */
export type Mounting = 2 | 3;

export interface Leader {
  id: string;
  name: string;
  /** As printed, e.g. "Brig Gen", "Maj Gen", "Maj". */
  rank?: string;
  role: LeaderRole;
  lb: LeadershipBenefit;
  notes?: string;
  /** A price typed by the user where the book has none (e.g. a 0LB leader). */
  manualCost?: number;
  /** The price printed beside this leader in a book's order of battle. */
  statedCost?: number;
}

interface UnitCommon {
  id: string;
  name: string;
  /** Historical strength in men, where known. */
  strength?: number;
  notes?: string;
  manualCost?: number;
  statedCost?: number;
}

export interface InfantryRegiment extends UnitCommon {
  arm: 'infantry';
  figures: number;
  weapon: InfantryWeapon;
  quality: Quality;
  sharpshooters: boolean;
  stands: Mounting;
}

export interface CavalryUnit extends UnitCommon {
  arm: 'cavalry';
  /** Regiment or battalion: the book prices both alike (adfLine(1958)). */
  unitType: 'regiment' | 'battalion';
  figures: number;
  weapon: CavalryWeapon;
  quality: Quality;
  mountedInfantry: boolean;
  stands: Mounting;
}

export interface ArtilleryBattery extends UnitCommon {
  arm: 'artillery';
  sections: 1 | 2 | 3;
  gun: FieldGun;
  quality: Quality;
  /** A battery is one stand, gun and crew. */
  stands: 1;
}

export interface EngineerUnit extends UnitCommon {
  arm: 'engineers';
  figures: number;
  quality: Quality;
  stands: Mounting;
}

export type Unit = InfantryRegiment | CavalryUnit | ArtilleryBattery | EngineerUnit;

export interface Formation {
  id: string;
  kind: 'formation';
  level: FormationLevel;
  name: string;
  leaders: Leader[];
  children: OobNode[];
  notes?: string;
  /** A subtotal printed by a book for this formation. */
  statedTotal?: number;
}

export type OobNode = Formation | Unit;

export interface OrderOfBattle {
  name: string;
  side: Side;
  era: Era;
  scale?: FigureScale;
  children: OobNode[];
  /** The side's total as a book prints it; `null` or absent when none is printed. */
  statedTotal?: number | null;
  /** Where the order of battle comes from (book lines), and other remarks. */
  notes?: string;
  /** The public record of the battle it was built from (core/records), cited on its sheets. */
  battleRecord?: { id: string; name: string };
}

export const isFormation = (node: OobNode): node is Formation => (node as Formation).kind === 'formation';
export const isUnit = (node: OobNode): node is Unit => !isFormation(node);
