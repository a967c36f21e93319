/**
 * The order of battle (OOB): one side's army as a tree of formations (army, wing, corps, division,
 * brigade, artillery battalion) whose children are sub-formations or units. Any level may be left out:
 * a division may sit at the root, a battery may hang directly under a division.
 *
 * The shapes come from the army file's schema (schemas/army.schema.json, generated into
 * types.generated.ts by scripts/gen-types.ts), as the scenario's do; this file names them in the game's
 * words and lists the values a form offers, each list checked against the schema at compile time.
 *
 * Everything here is plain immutable data; edits go through `operations.ts`, which returns a new tree
 * and shares every untouched branch, so caches keyed on formation objects stay valid.
 */
import type { ArtilleryBattery, CavalryUnit, EngineerUnit, Formation, InfantryRegiment, Leader, Node, OrderOfBattle, Unit } from './army.generated';

export type { ArtilleryBattery, CavalryUnit, EngineerUnit, Formation, InfantryRegiment, Leader, OrderOfBattle, Unit };
export type OobNode = Node;

/** True only when a list names exactly the values of the schema's enum: a list that drifts fails to compile. */
type SameValues<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const FORMATION_LEVELS = ['army', 'wing', 'corps', 'division', 'brigade', 'artillery'] as const;
/** `artillery` is an artillery battalion or brigade grouping batteries (e.g. Pegram's battalion). */
export type FormationLevel = Formation['level'];
export const FORMATION_LEVEL_LABELS: Readonly<Record<FormationLevel, string>> = {
  army: 'Army',
  wing: 'Wing',
  corps: 'Corps',
  division: 'Division',
  brigade: 'Brigade',
  artillery: 'Artillery battalion',
};

export const LEADER_ROLES = ['brigade', 'division', 'corps', 'wing', 'artillery'] as const;
export type LeaderRole = Leader['role'];

export type LeadershipBenefit = Leader['lb'];

export const UNIT_ARMS = ['infantry', 'cavalry', 'artillery', 'engineers'] as const;
export type UnitArm = Unit['arm'];

/** Two rectangular stands (single rank) or three square stands (double rank). */
export type Mounting = InfantryRegiment['stands'];

/** Each list above names exactly its schema enum's values; this fails to compile when one drifts. */
const LISTS_MATCH_SCHEMA: readonly [
  SameValues<(typeof FORMATION_LEVELS)[number], FormationLevel>,
  SameValues<(typeof LEADER_ROLES)[number], LeaderRole>,
  SameValues<(typeof UNIT_ARMS)[number], UnitArm>,
] = [true, true, true];
void LISTS_MATCH_SCHEMA;

export const isFormation = (node: OobNode): node is Formation => (node as Formation).kind === 'formation';
export const isUnit = (node: OobNode): node is Unit => !isFormation(node);
