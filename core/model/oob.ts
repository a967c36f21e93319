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

/**
 * How high a formation stands: a formation belongs only inside a higher one (a brigade in a division, a
 * division in a corps); an artillery battalion stands beside brigades. `muster points` warns of a
 * formation inside one of the same or a lower level (its units would be counted as the outer one's), and
 * the tree's "+ Formation" offers only the places where the new one belongs.
 */
export const NESTING_RANK: Readonly<Record<FormationLevel, number>> = { army: 5, wing: 4, corps: 3, division: 2, brigade: 1, artillery: 1 };

/** Whether a formation of level `inner` belongs inside one of level `outer`. */
export const belongsInside = (inner: FormationLevel, outer: FormationLevel): boolean => NESTING_RANK[inner] < NESTING_RANK[outer];

export const isFormation = (node: OobNode): node is Formation => (node as Formation).kind === 'formation';
export const isUnit = (node: OobNode): node is Unit => !isFormation(node);
